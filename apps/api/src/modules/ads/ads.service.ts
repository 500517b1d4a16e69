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
import { loadViewerMarks, type ViewerMarks } from './ad-cards.repository.ts';
import type { AdReads } from './ad-reads.ts';
import { filterTests } from './ad-filters.ts';
import { MOST_VIEWED, NEWEST, ORDERS } from './ad-orders.ts';
import {
  findAdCategory,
  notAd,
  pageIdsOf,
  pageOfAdIds,
  type AdIdPage,
  type AdListing,
} from './ads.repository.ts';
import { isOptionList } from './filters.repository.ts';
import type { SearchEngine } from './search-engine/search-engine.ts';
import type { TermWords } from './text-match.ts';

type Paging = { page: number; perPage: number };

/**
 * A page of cards as a visitor without a session sees it (so the same for everyone in that
 * language: `pageForViewer` adds a viewer's marks).
 */
async function toPage(
  reads: AdReads,
  { ids, total }: AdIdPage,
  { page, perPage }: Paging,
  lang: Lang,
): Promise<Paginated<Ad>> {
  return {
    data: await reads.cards(ids, lang),
    current_page: page,
    per_page: perPage,
    total,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}

/**
 * A page of a listing. A whole category's lists, or the whole site's, share their count
 * (`AdReads.liveCount`): counting a category of a million ads reads every one of them.
 */
export async function pageOfAds(reads: AdReads, listing: AdListing, lang: Lang) {
  if (listing.condition || listing.countUpTo !== undefined) {
    return toPage(reads, await pageOfAdIds(reads.db, listing), listing, lang);
  }
  const [ids, total] = await Promise.all([
    pageIdsOf(reads.db, listing),
    reads.liveCount({ scope: listing.scope }),
  ]);
  return toPage(reads, { ids, total }, listing, lang);
}

function withMarks<T extends Ad>(ad: T, marks: ViewerMarks | undefined): T {
  return marks ? { ...ad, is_liked: marks.isLiked, is_favorite: marks.isFavorite } : ad;
}

/** The ads with the signed-in user's likes and favourites: one query (none signed out). */
export async function cardsForViewer(db: Database, ads: Ad[], userId: number | null) {
  if (userId === null || ads.length === 0) return ads;
  const marks = await loadViewerMarks(
    db,
    ads.map((ad) => ad.id),
    userId,
  );
  return ads.map((ad) => withMarks(ad, marks.get(ad.id)));
}

/** The page with the signed-in user's likes and favourites (`cardsForViewer`). */
export async function pageForViewer(
  db: Database,
  page: Paginated<Ad>,
  userId: number | null,
): Promise<Paginated<Ad>> {
  return { ...page, data: await cardsForViewer(db, page.data, userId) };
}

/** The ad with the signed-in user's like, favourite and rating: one query (none signed out). */
export async function detailForViewer(
  db: Database,
  detail: AdDetail,
  userId: number | null,
): Promise<AdDetail> {
  if (userId === null) return detail;
  const marks = (await loadViewerMarks(db, [detail.id], userId)).get(detail.id);
  return marks ? { ...withMarks(detail, marks), my_rating: marks.myRating } : detail;
}

async function requireScope(reads: AdReads, categoryId: number | undefined) {
  if (categoryId === undefined) return undefined;
  const scope = await reads.scope(categoryId);
  if (!scope) throw notFound();
  return scope;
}

/**
 * What `find` gives for the words of `q`; when it finds nothing, what it gives for the words
 * corrected to the title words closest to them (`SearchEngine.corrected`: a misspelling). A
 * term without a word finds nothing.
 */
async function foundOrCorrected(
  engine: SearchEngine,
  q: string,
  find: (words: TermWords) => Promise<AdIdPage>,
): Promise<AdIdPage> {
  const words = await engine.termWords(q);
  if (!words) return { ids: [], total: 0 };
  const found = await find(words);
  if (found.total > 0) return found;
  const corrected = await engine.corrected(words);
  return corrected ? find(corrected) : found;
}

/**
 * `GET /ads`: a category's ads (its sub-categories' too), sorted; narrowed by filters or words
 * (`q`), by the search engine.
 */
export async function listAds(reads: AdReads, query: z.infer<typeof adsQuery>, lang: Lang) {
  const scope = await requireScope(reads, query.category_id);
  const applied = query.filtersAttributes ?? [];
  const definitions = scope && applied.length > 0 ? await reads.filters(scope.topId) : [];
  const filters = filterTests(applied, definitions, lang);
  const { q, sort } = query;
  const paging = { page: query.page, perPage: query.per_page };
  if (!q && filters.length === 0) {
    return pageOfAds(reads, { scope, order: ORDERS[sort], ...paging }, lang);
  }
  const listing = { scope, filters, sort, ...paging };
  const found = q
    ? await foundOrCorrected(reads.search, q, (words) =>
        reads.search.listing({ ...listing, words }),
      )
    : await reads.search.listing(listing);
  return toPage(reads, found, paging, lang);
}

/**
 * `GET /search`: ads matching the words in either language, titles first
 * (`SearchEngine.search`), misspelt words corrected when nothing matches (`foundOrCorrected`).
 */
export async function searchAds(reads: AdReads, query: z.infer<typeof searchQuery>, lang: Lang) {
  const scope = await requireScope(reads, query.category_id);
  const paging = { page: query.page, perPage: query.per_page };
  const found = await foundOrCorrected(reads.search, query.q, (words) =>
    reads.search.search({ scope, words, ...paging }),
  );
  return toPage(reads, found, paging, lang);
}

type PageQuery = z.infer<typeof adPageQuery>;

export function mostViewedAds(reads: AdReads, query: PageQuery, lang: Lang) {
  return pageOfAds(reads, { order: MOST_VIEWED, page: query.page, perPage: query.per_page }, lang);
}

/**
 * The newest other ads of the ad's category; 404 for an unknown ad. They are counted as the
 * category's (shared, `AdReads.liveCount`), less the ad itself when it is listed there.
 */
export async function similarAds(reads: AdReads, id: number, query: PageQuery, lang: Lang) {
  const ad = await findAdCategory(reads.db, id);
  if (ad === undefined) throw notFound();
  const scope = { id: ad.categoryId, topId: ad.categoryId, isTopLevel: true };
  const listing = {
    scope,
    condition: notAd(id),
    order: NEWEST,
    page: query.page,
    perPage: query.per_page,
  };
  const [ids, all] = await Promise.all([pageIdsOf(reads.db, listing), reads.liveCount({ scope })]);
  return toPage(reads, { ids, total: all - (ad.live ? 1 : 0) }, listing, lang);
}

/** `GET /get_filter_options`: a category's filters (a sub-category has its parent's). */
export async function filterOptions(
  reads: AdReads,
  categoryId: number,
  lang: Lang,
): Promise<FilterDefinition[]> {
  const scope = await requireScope(reads, categoryId);
  if (!scope) throw notFound();
  const definitions = await reads.filters(scope.topId);
  return definitions.map((definition) => ({
    id: definition.id,
    name: localized(lang, definition.nameEn, definition.nameAr),
    type: definition.type,
    values: isOptionList(definition.values)
      ? definition.values.map((option) => option[lang])
      : definition.values,
  }));
}
