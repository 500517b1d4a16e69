import {
  type Ad,
  type AdDetail,
  type adPageQuery,
  type adsQuery,
  type FilterDefinition,
  type Lang,
  type Paginated,
  type searchQuery,
} from '@souq/contracts';
import type * as z from 'zod';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../shared/errors.ts';
import { localized } from '../../shared/localized.ts';
import { loadAdCards, loadAdDetail } from './ad-cards.repository.ts';
import { filterCondition } from './ad-filters.ts';
import { FILTER_INDEX_ORDERS, MOST_VIEWED, NEWEST, ORDERS } from './ad-orders.ts';
import {
  countView,
  findAdCategory,
  notAd,
  pageOfAdIds,
  type AdIdPage,
  type AdListing,
} from './ads.repository.ts';
import { findCategoryScope, isOptionList, listFilterDefinitions } from './filters.repository.ts';
import { nearTitleAdIds, searchAdIds } from './search.repository.ts';
import { inText, nearTitles, wordsQuery } from './text-match.ts';
import type { Viewer } from './viewer.ts';

type Paging = { page: number; perPage: number };

async function toPage(
  db: Database,
  { ids, total }: AdIdPage,
  { page, perPage }: Paging,
  viewer: Viewer,
): Promise<Paginated<Ad>> {
  return {
    data: await loadAdCards(db, ids, viewer.lang, viewer.userId),
    current_page: page,
    per_page: perPage,
    total,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}

export async function pageOfAds(db: Database, listing: AdListing, viewer: Viewer) {
  return toPage(db, await pageOfAdIds(db, listing), listing, viewer);
}

async function requireScope(db: Database, categoryId: number | undefined) {
  if (categoryId === undefined) return undefined;
  const scope = await findCategoryScope(db, categoryId);
  if (!scope) throw notFound();
  return scope;
}

/** The words of `q` in titles or descriptions, else `q` inside or close to a title. */
async function textCondition(db: Database, q: string) {
  const words = await wordsQuery(db, q);
  return words ? inText(words) : nearTitles(q).condition;
}

/** `GET /ads`: a category's ads (its sub-categories' too), filtered, searched and sorted. */
export async function listAds(db: Database, query: z.infer<typeof adsQuery>, viewer: Viewer) {
  const scope = await requireScope(db, query.category_id);
  const applied = query.filtersAttributes ?? [];
  const definitions =
    scope && applied.length > 0 ? await listFilterDefinitions(db, scope.topId) : [];
  return pageOfAds(
    db,
    {
      scope,
      filtered: filterCondition(applied, definitions, viewer.lang),
      condition: query.q ? await textCondition(db, query.q) : undefined,
      order: ORDERS[query.sort],
      indexOrder: FILTER_INDEX_ORDERS[query.sort],
      page: query.page,
      perPage: query.per_page,
    },
    viewer,
  );
}

/**
 * `GET /search`: ads matching the words in either language, titles first (`searchAdIds`);
 * when no word matches, titles containing the term or a word close to it (a misspelling).
 */
export async function searchAds(db: Database, query: z.infer<typeof searchQuery>, viewer: Viewer) {
  const scope = await requireScope(db, query.category_id);
  const paging = { page: query.page, perPage: query.per_page };
  const words = await wordsQuery(db, query.q);
  if (words) {
    const found = await searchAdIds(db, { scope, words, ...paging });
    if (found.total > 0) return toPage(db, found, paging, viewer);
  }
  return toPage(db, await nearTitleAdIds(db, scope, query.q, paging), paging, viewer);
}

type PageQuery = z.infer<typeof adPageQuery>;

export function mostViewedAds(db: Database, query: PageQuery, viewer: Viewer) {
  return pageOfAds(db, { order: MOST_VIEWED, page: query.page, perPage: query.per_page }, viewer);
}

/** The newest other ads of the ad's category; 404 for an unknown ad. */
export async function similarAds(db: Database, id: number, query: PageQuery, viewer: Viewer) {
  const categoryId = await findAdCategory(db, id);
  if (categoryId === undefined) throw notFound();
  return pageOfAds(
    db,
    {
      scope: { id: categoryId, topId: categoryId, isTopLevel: true },
      condition: notAd(id),
      order: NEWEST,
      page: query.page,
      perPage: query.per_page,
    },
    viewer,
  );
}

/** `GET /ads/{id}`: counts the view, then answers the ad with it. */
export async function viewAd(db: Database, id: number, viewer: Viewer): Promise<AdDetail> {
  if (!(await countView(db, id))) throw notFound();
  const detail = await loadAdDetail(db, id, viewer.lang, viewer.userId);
  if (!detail) throw notFound();
  return detail;
}

/** `GET /get_filter_options`: a category's filters (a sub-category has its parent's). */
export async function filterOptions(
  db: Database,
  categoryId: number,
  lang: Lang,
): Promise<FilterDefinition[]> {
  const scope = await requireScope(db, categoryId);
  if (!scope) throw notFound();
  const definitions = await listFilterDefinitions(db, scope.topId);
  return definitions.map((definition) => ({
    id: definition.id,
    name: localized(lang, definition.nameEn, definition.nameAr),
    type: definition.type,
    values: isOptionList(definition.values)
      ? definition.values.map((option) => option[lang])
      : definition.values,
  }));
}
