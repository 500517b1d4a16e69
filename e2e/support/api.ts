import { expect, type APIRequestContext } from '@playwright/test';
import type { Lang } from './i18n';

export type CategoryItem = { id: number; name: string };

/**
 * The categories the server answers in `lang` (top level, or the children of `categoryId`):
 * the tests read the expected names from the API instead of hard-coding them.
 */
export async function fetchCategories(
  request: APIRequestContext,
  lang: Lang,
  categoryId?: number,
): Promise<CategoryItem[]> {
  const response = await request.get('/api/categories', {
    headers: { lang },
    params: categoryId === undefined ? {} : { categoryId },
  });
  expect(response.ok(), `GET /api/categories (${lang}) answered ${response.status()}`).toBe(true);
  const body = (await response.json()) as { data: CategoryItem[] };
  expect(Array.isArray(body.data)).toBe(true);
  return body.data.map(({ id, name }) => ({ id, name }));
}

/** Matches the page's own top-level categories call (not a sub-category one). */
export function isTopCategoriesUrl(url: URL): boolean {
  return url.pathname === '/api/categories' && !url.searchParams.has('categoryId');
}

/** Matches the page's sub-categories call for one parent category. */
export function isSubCategoriesUrl(url: URL, categoryId: number): boolean {
  return (
    url.pathname === '/api/categories' && url.searchParams.get('categoryId') === String(categoryId)
  );
}

/** The name of category `id` in a list from `fetchCategories`; throws when it is missing. */
export function nameOf(categories: CategoryItem[], id: number): string {
  const found = categories.find((category) => category.id === id);
  if (found === undefined) throw new Error(`the API lists no category ${id}`);
  return found.name;
}
