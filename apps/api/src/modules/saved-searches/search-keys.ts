import type { FilterTest } from '../ads/ad-filters.ts';
import type { TermWords } from '../ads/text-match.ts';

/**
 * The keys a saved search is found by when an ad goes live (`saved_searches.key_tokens`, a GIN
 * index; docs/decisions/0111-saved-searches-matched-by-index.md). A key is the search's scope
 * (`c:<top>`, `s:<sub>`, or `*` for the whole site) with what an ad must have for it to match:
 * one of the tokens of its most selective choice filter (`c:8|2:toyota`), else the start of a
 * word (`*|w:toy`), else nothing more (`c:8`: any ad of the scope). An ad has every key
 * it could meet (`adKeys`), so the searches that may match it are those sharing a key with it:
 * one index scan, whatever the scope.
 */

/** The scope of a search of the whole site. */
const SITE = '*';

/**
 * How much of a word a key holds: an ad's keys hold its words' first letters, so a search's
 * prefix (`toyot`) finds an ad by their start (`toy`), and the words are then tested whole. A
 * prefix shorter than this is no key.
 */
const WORD_KEY_LENGTH = 3;

const scopedKey = (scope: string, key: string) => `${scope}|${key}`;
/** The word's first letters (code points: a letter beyond U+FFFF is not cut in two). */
const start = (word: string) => Array.from(word).slice(0, WORD_KEY_LENGTH).join('');
const isLong = (word: string) => Array.from(word).length >= WORD_KEY_LENGTH;
const wordKey = (word: string) => `w:${start(word)}`;

/** The filter of a token (`2:toyota` is filter 2's). */
const filterOf = (token: string) => Number(token.slice(0, token.indexOf(':')));

/**
 * The search's keys. Of its choice filters, the one that lets through the smallest share of its
 * options (`optionCounts`: each filter's) is the key: one make of ten before one condition of
 * two.
 */
export function searchKeys(
  scope: string | null,
  tests: readonly FilterTest[],
  words: TermWords | null,
  optionCounts: ReadonlyMap<number, number>,
): string[] {
  const within = scope ?? SITE;
  const share = (tokens: readonly string[]) =>
    tokens.length / Math.max(optionCounts.get(filterOf(tokens[0] ?? '')) ?? 0, tokens.length);
  let choice: readonly string[] | undefined;
  for (const test of tests) {
    if (test.kind !== 'anyToken') continue;
    if (!choice || share(test.tokens) < share(choice)) choice = test.tokens;
  }
  if (choice) return [...new Set(choice)].map((token) => scopedKey(within, token));
  const long = (prefixes: readonly string[] | null): prefixes is readonly string[] =>
    prefixes !== null && prefixes.every(isLong);
  const prefixes = words?.map((word) => word.prefixes).find(long);
  if (prefixes) {
    return [...new Set(prefixes.map(wordKey))].map((key) => scopedKey(within, key));
  }
  return [within];
}

/** Whether a token of `ad_filter_index` is a category's (`c:<top>`, `s:<sub>`). */
export const isScopeToken = (token: string) => token.startsWith('c:') || token.startsWith('s:');

/**
 * Every key a search the ad may match could have: in each of the ad's scopes and the whole
 * site's, the scope, each of its filter tokens, and the start of each of its words.
 */
export function adKeys(ad: {
  tokens: readonly string[];
  titleWords: readonly string[];
  descriptionWords: readonly string[];
}): string[] {
  const scopes = [...ad.tokens.filter(isScopeToken), SITE];
  const starts = new Set<string>();
  for (const word of [...ad.titleWords, ...ad.descriptionWords]) {
    if (isLong(word)) starts.add(wordKey(word));
  }
  const needs = [...ad.tokens.filter((token) => !isScopeToken(token)), ...starts];
  return scopes.flatMap((scope) => [scope, ...needs.map((need) => scopedKey(scope, need))]);
}
