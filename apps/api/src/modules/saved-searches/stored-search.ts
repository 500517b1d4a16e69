import {
  CATEGORY_IDS,
  type AdSort,
  type FilterAttribute,
  type Lang,
  type SavedSearchQuery,
} from '@souq/contracts';
import { FieldError } from '../../shared/errors.ts';
import { filterTests, scopeToken, type FilterTest } from '../ads/ad-filters.ts';
import type { AdReads } from '../ads/ad-reads.ts';
import { isOptionList } from '../ads/filters.repository.ts';
import type { SearchEngine } from '../ads/search-engine/search-engine.ts';
import type { TermWords } from '../ads/text-match.ts';
import { searchKeys } from './search-keys.ts';

/** What the checks of a search read: a category's place, its filters, a term's words. */
export type SearchReads = Pick<AdReads, 'scope' | 'filters'> & {
  search: Pick<SearchEngine, 'termWords'>;
};

/**
 * A saved search as it is kept: as its page's address holds it, and as the matching of new ads
 * reads it (its keys, `searchKeys`; the tests and the words).
 */
export type StoredSearch = {
  categoryId: number | null;
  q: string;
  filters: FilterAttribute[];
  filtersLang: Lang;
  sort: AdSort;
  scopeToken: string | null;
  keyTokens: string[];
  tests: FilterTest[];
  words: TermWords | null;
};

/**
 * The search checked as `GET /ads` checks it, and what its matching reads: a category the site
 * lists ads of (not the jobs', nor a hidden one), the filters of its top level (their option
 * labels in `lang`, 422 per wrong filter) and words in `q`.
 */
export async function storedSearch(
  reads: SearchReads,
  query: SavedSearchQuery,
  lang: Lang,
): Promise<StoredSearch> {
  const categoryId = query.category_id ?? null;
  const scope = categoryId === null ? undefined : await reads.scope(categoryId);
  if (categoryId !== null && (!scope || scope.topId === CATEGORY_IDS.jobs)) {
    throw new FieldError({ category_id: 'saved_search_category' });
  }
  const filters = query.filtersAttributes ?? [];
  const definitions = scope && filters.length > 0 ? await reads.filters(scope.topId) : [];
  const tests = filterTests(filters, definitions, lang);
  const q = query.q ?? '';
  const words = q === '' ? null : await reads.search.termWords(q);
  // A term without a word finds nothing in the listing: such a search would never match.
  if (q !== '' && !words) throw new FieldError({ q: 'search_term_required' });
  const token = scope ? scopeToken(scope) : null;
  const optionCounts = new Map(
    definitions.map((definition) => [
      definition.id,
      isOptionList(definition.values) ? definition.values.length : 0,
    ]),
  );
  return {
    categoryId,
    q,
    filters,
    filtersLang: lang,
    sort: query.sort ?? 'newest',
    scopeToken: token,
    keyTokens: searchKeys(token, tests, words, optionCounts),
    tests,
    words,
  };
}
