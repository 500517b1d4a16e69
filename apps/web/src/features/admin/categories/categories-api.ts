import type {
  CategoryNamesBody,
  CategoryOrderBody,
  ConsoleCategoryTree,
  Envelope,
  Lang,
  MovedCategoryAds,
  NewCategoryBody,
  SavedCategory,
} from '@souq/contracts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../shared/http/api-client';
import { adminKeys, refreshAfterAction } from '../api/keys';

const category = (id: number, rest = '') => `admin/categories/${String(id)}${rest}`;

/** `GET /admin/categories` (admin only): the whole tree, hidden categories too, with counts. */
export function consoleCategoriesQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: adminKeys.of(lang, 'categories'),
    queryFn: async ({ signal }) =>
      (await apiGet<Envelope<ConsoleCategoryTree[]>>('admin/categories', { lang, signal })).data,
  });
}

export function addCategory(body: NewCategoryBody): Promise<Envelope<SavedCategory>> {
  return apiRequest<Envelope<SavedCategory>>('admin/categories', { method: 'POST', body });
}

export function renameCategory(id: number, body: CategoryNamesBody) {
  return apiRequest<Envelope<SavedCategory>>(category(id), { method: 'PUT', body });
}

export function moveCategory(id: number, parentId: number | null) {
  return apiRequest<Envelope<SavedCategory>>(category(id, '/parent'), {
    method: 'PUT',
    body: { parent_id: parentId },
  });
}

export function reorderCategories(body: CategoryOrderBody) {
  return apiRequest<Envelope<number[]>>('admin/categories/order', { method: 'PUT', body });
}

export function setCategoryHidden(id: number, hidden: boolean) {
  return apiRequest<Envelope<SavedCategory>>(category(id, '/hidden'), {
    method: 'PUT',
    body: { hidden },
  });
}

export function uploadCategoryPicture(id: number, file: File) {
  return apiRequest<Envelope<SavedCategory>>(category(id, '/picture'), { method: 'PUT', file });
}

export function deleteCategory(id: number) {
  return apiRequest<Envelope<unknown>>(category(id), { method: 'DELETE' });
}

export function moveCategoryAds(id: number, targetId: number) {
  return apiRequest<Envelope<MovedCategoryAds>>(category(id, '/move-ads'), {
    method: 'POST',
    body: { target_id: targetId },
  });
}

/** After a change: the console's lists, and the site's categories and ads (menus, pages). */
export async function refreshCatalog(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    refreshAfterAction(queryClient),
    queryClient.invalidateQueries({ queryKey: ['categories'] }),
  ]);
}
