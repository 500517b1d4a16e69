import type {
  Ad,
  ConsoleCategoryFilters,
  ConsoleFilter,
  ConsoleFilterInput,
  FilterDefinition,
  Paginated,
  PostingAttribute,
} from '@souq/contracts';
import { sql } from 'drizzle-orm';
import { adsUrl, ids } from '../ads/client.ts';
import type { TestContext } from '../helpers/app.ts';
import { call, type Member } from '../moderation/fixtures.ts';

export const filtersUrl = (categoryId: number) =>
  `/api/admin/categories/${String(categoryId)}/filters`;

export const filterUrl = (categoryId: number, filterId: number) =>
  `${filtersUrl(categoryId)}/${String(filterId)}`;

/** A multiselect of two options, optional for sellers. */
export const extras = (overrides: Partial<ConsoleFilterInput> = {}): ConsoleFilterInput => ({
  name_en: 'Extras',
  name_ar: 'إضافات',
  type: 'multiselect',
  options: [
    { en: 'Sunroof', ar: 'فتحة سقف' },
    { en: 'Tow bar', ar: 'خطاف قطر' },
  ],
  required: false,
  ...overrides,
});

export async function listFilters(
  t: TestContext,
  admin: Member,
  categoryId: number,
): Promise<ConsoleCategoryFilters> {
  const res = await call(t, 'GET', filtersUrl(categoryId), { headers: admin.headers });
  if (res.status !== 200) throw new Error(`list answered ${String(res.status)}`);
  return res.body.data as ConsoleCategoryFilters;
}

export async function addFilter(
  t: TestContext,
  admin: Member,
  categoryId: number,
  body: ConsoleFilterInput,
): Promise<ConsoleFilter> {
  const res = await call(t, 'POST', filtersUrl(categoryId), {
    headers: admin.headers,
    payload: body,
  });
  if (res.status !== 201) throw new Error(`add answered ${JSON.stringify(res.body)}`);
  return res.body.data as ConsoleFilter;
}

/** The category page's filters (`GET /get_filter_options`), in `lang`. */
export async function publicFilters(
  t: TestContext,
  categoryId: number,
  lang = 'en',
): Promise<FilterDefinition[]> {
  const res = await call(t, 'GET', `/api/get_filter_options?category_id=${String(categoryId)}`, {
    headers: { lang },
  });
  return res.body.data as FilterDefinition[];
}

/** The post form's attributes of a category, as a seller reads them. */
export async function postingAttributes(
  t: TestContext,
  seller: { headers: Record<string, string> },
  categoryId: number,
): Promise<PostingAttribute[]> {
  const res = await call(t, 'GET', `/api/selling/attributes?category_id=${String(categoryId)}`, {
    headers: seller.headers,
  });
  return res.body.data as PostingAttribute[];
}

/** The ads of a category's listing that one option of a filter narrows it to. */
export async function listedWith(
  t: TestContext,
  categoryId: number,
  filterId: number,
  option: string,
): Promise<number[]> {
  const url = adsUrl({
    category_id: categoryId,
    filtersAttributes: [{ attribute_id: filterId, value: option }],
    per_page: 48,
  });
  const res = await call(t, 'GET', url);
  if (res.status !== 200) throw new Error(`${url} answered ${String(res.status)}`);
  return ids((res.body.data as Paginated<Ad>).data);
}

/** The filter tokens of an ad's row of `ad_filter_index`. */
export async function tokensOf(t: TestContext, adId: number): Promise<string[]> {
  const { rows } = await t.database.db.execute<{ tokens: string[] }>(
    sql`select tokens from ad_filter_index where ad_id = ${adId}`,
  );
  return rows[0]?.tokens ?? [];
}
