// The searches and filtered listings a benchmark sends, drawn from what the database holds: the
// words of the ads' titles in both languages, the filters of each category and the texts the ads
// give their text filters. Every list is deduplicated and shuffled with a seeded generator.
import {
  AD_SORTS,
  adsQueryString,
  searchQueryString,
  type FilterAttribute,
  type FilterDefinition,
  type Lang,
} from '@souq/contracts';
import type { LocalAd, LocalFilters } from './catalog.ts';
import { distinctProbes, probeKey, type Probe } from './probe.ts';
import type { Random } from './random.ts';

/** Lower-case words of at least 3 characters with a letter, in the order they come. */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 3 && /\p{L}/u.test(word));
}

/**
 * What someone types: the 3-, 4- and 5-letter beginnings of a longer word (Arabic and English
 * letters are one UTF-16 unit each).
 */
function prefixesOf(word: string): string[] {
  const prefixes: string[] = [];
  for (let n = 3; n <= Math.min(5, word.length - 1); n += 1) prefixes.push(word.slice(0, n));
  return prefixes;
}

/**
 * Two common slips in a word of 5 or more letters, which no title holds as typed: its fourth
 * letter left out (`toyota` → `toyta`, `تويوتا` → `تويتا`) and its last two swapped (`toyoat`).
 */
function misspeltOf(word: string): string[] {
  if (word.length < 5) return [];
  const swapped = word.slice(0, -2) + word.slice(-1) + word.slice(-2, -1);
  return [word.slice(0, 3) + word.slice(4), swapped];
}

/**
 * The search terms of a title: its words, their beginnings, each pair of adjacent words and
 * each long word misspelt.
 */
function termsOf(title: string): string[] {
  const words = wordsOf(title);
  const pairs = words.slice(1).map((word, i) => `${String(words[i])} ${word}`);
  return [...words, ...words.flatMap(prefixesOf), ...pairs, ...words.flatMap(misspeltOf)];
}

function searchProbe(q: string, lang: Lang, categoryId?: number): Probe {
  const path = `/api/search?${searchQueryString({ q, category_id: categoryId })}`;
  return { path, lang };
}

/** The same search's later page. */
const onPage = (probe: Probe, page: number): Probe => ({
  ...probe,
  path: `${probe.path}&page=${String(page)}`,
});

/**
 * Every distinct search the titles give (whole words, 3–5 letter beginnings, adjacent pairs,
 * misspelt words),
 * in the title's language, each on its own and narrowed to the category of an ad it comes from,
 * with its second and third pages (a load phase of 700 a second then needs no search twice);
 * shuffled.
 */
export function searchProbes(ads: readonly LocalAd[], random: Random): Probe[] {
  const probes: Probe[] = [];
  for (const { lang, ad } of ads) {
    for (const term of termsOf(ad.title)) {
      probes.push(searchProbe(term, lang), searchProbe(term, lang, ad.category_id));
    }
  }
  // Sorted first: the same order whatever order the server listed the ads in.
  const sorted = distinctProbes(probes).sort((a, b) => (probeKey(a) < probeKey(b) ? -1 : 1));
  return random.shuffle([
    ...sorted,
    ...sorted.map((probe) => onPage(probe, 2)),
    ...sorted.map((probe) => onPage(probe, 3)),
  ]);
}

/** The texts the ads give each text filter, by `lang:filterId`. */
export function textValues(ads: readonly LocalAd[]): Map<string, string[]> {
  const texts = new Map<string, Set<string>>();
  for (const { lang, ad } of ads) {
    for (const attribute of ad.attributes) {
      if (attribute.id === null || typeof attribute.value !== 'string') continue;
      const key = `${lang}:${String(attribute.id)}`;
      texts.set(key, (texts.get(key) ?? new Set()).add(attribute.value));
    }
  }
  return new Map([...texts].map(([key, set]) => [key, [...set].sort()]));
}

/** A whole number between the bounds of a range filter, on a grid of 20 steps. */
function rangeValue(filter: FilterDefinition, random: Random): string[] {
  const bounds = filter.values.map(Number);
  const [min, max] = bounds.length >= 2 ? [bounds[0] ?? 0, bounds[1] ?? 0] : [0, bounds[0] ?? 0];
  const step = (max - min) / 20;
  const low = random.int(0, 19);
  const high = random.int(low + 1, 20);
  return [String(Math.round(min + low * step)), String(Math.round(min + high * step))];
}

/** One value a visitor could choose for `filter`, or undefined when it offers none. */
function filterValue(
  filter: FilterDefinition,
  texts: readonly string[],
  random: Random,
): FilterAttribute['value'] | undefined {
  const options = filter.values.map(String);
  // Multiselect and boolean options start with the one meaning 'all'.
  const choices = options.slice(1);
  switch (filter.type) {
    case 'dropdown':
    case 'work_time':
      return options.length > 0 ? random.pick(options) : undefined;
    case 'multiselect':
      return choices.length > 0
        ? random.shuffle(choices).slice(0, random.int(1, Math.min(3, choices.length)))
        : undefined;
    case 'boolean':
      return choices.length > 0 ? random.pick(choices) : undefined;
    case 'range':
      return rangeValue(filter, random);
    case 'text': {
      if (texts.length === 0) return undefined;
      const text = random.pick(texts);
      const words = wordsOf(text);
      return random.next() < 0.5 || words.length === 0 ? text : random.pick(words);
    }
  }
}

/** A category page with one to three of its filters set, sometimes sorted otherwise than newest. */
function drawListing(
  page: LocalFilters,
  texts: ReadonlyMap<string, string[]>,
  random: Random,
): Probe | undefined {
  const count = random.int(1, 3);
  const filtersAttributes: FilterAttribute[] = [];
  for (const filter of random.shuffle(page.filters)) {
    if (filtersAttributes.length === count) break;
    const value = filterValue(filter, texts.get(`${page.lang}:${String(filter.id)}`) ?? [], random);
    if (value !== undefined) filtersAttributes.push({ attribute_id: filter.id, value });
  }
  if (filtersAttributes.length === 0) return undefined;
  const sort =
    random.next() < 0.25 ? random.pick(AD_SORTS.filter((sort) => sort !== 'newest')) : undefined;
  const query = adsQueryString({ category_id: page.categoryId, filtersAttributes, sort });
  return { path: `/api/ads?${query}`, lang: page.lang };
}

/**
 * Up to `count` distinct filtered listings of the given category pages (every filter type, the
 * option labels of the page's language), in the order drawn.
 */
export function listingProbes(
  pages: readonly LocalFilters[],
  texts: ReadonlyMap<string, string[]>,
  count: number,
  random: Random,
): Probe[] {
  const usable = pages.filter((page) => page.filters.length > 0);
  if (usable.length === 0) throw new Error('no category has filters');
  const byKey = new Map<string, Probe>();
  for (let attempt = 0; attempt < count * 50 && byKey.size < count; attempt += 1) {
    const probe = drawListing(random.pick(usable), texts, random);
    if (probe) byKey.set(probeKey(probe), probe);
  }
  return [...byKey.values()];
}
