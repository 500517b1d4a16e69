import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { literalText } from '../../db/literal.ts';
import { ads, titleWords } from '../../db/schema/index.ts';
import { foldArabic } from '../../db/schema/text.ts';
import { textArray } from './ad-filters.ts';

/** Words beyond these add little and make the query slower. */
const MAX_WORDS = 8;

/** The words of a typed term (letters and digits), at most MAX_WORDS. */
export function termWords(term: string): string[] {
  // Tatweel (U+0640) is a letter that folding deletes: a word of it alone would be empty.
  return (term.replace(/\u0640/g, '').match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
}

/** A word's prefix query in each of `title_vector`'s configurations (English, Arabic, plain). */
const wordQueries = (word: string): SQL[] => {
  const prefix = `${word}:*`;
  return [
    sql`to_tsquery('english', ${prefix})`,
    sql`to_tsquery('arabic', ${prefix})`,
    sql`to_tsquery('simple', ${foldArabic(sql`${word}`)} || ':*')`,
  ];
};

/** `'lexeme':*`, as PostgreSQL writes a one-word prefix query. */
const PREFIX_QUERY = /^'((?:[^']|'')+)':\*$/;

/** The lexemes without those another of them begins (`mercedes` goes when `merced` is there). */
function withoutLonger(lexemes: readonly string[]): string[] {
  return [...new Set(lexemes)].filter(
    (lexeme, _, all) => !all.some((other) => other !== lexeme && lexeme.startsWith(other)),
  );
}

/**
 * The fewest prefixes matching the same words: the same stem from two configurations once, and
 * `merced` alone rather than `merced` and `mercedes` (it already matches `mercedes`). Null
 * when a configuration made anything but one prefix (or nothing, an English stop word).
 */
export function fewestPrefixes(made: readonly string[]): string[] | null {
  const lexemes: string[] = [];
  for (const query of made) {
    if (query === '') continue;
    const lexeme = PREFIX_QUERY.exec(query)?.[1];
    if (lexeme === undefined) return null;
    lexemes.push(lexeme.replaceAll("''", "'"));
  }
  const kept = withoutLonger(lexemes);
  return kept.length === 0 ? null : kept;
}

/** Prefixes as one text-search query: `'a':* | 'b':*`. */
const prefixQuery = (prefixes: readonly string[]) =>
  prefixes.map((lexeme) => `'${lexeme.replaceAll("'", "''")}':*`).join(' | ');

/** The most words whose prefix queries a database's cache keeps (the oldest go first). */
const MAX_KNOWN_WORDS = 20_000;

/**
 * Each word's prefix queries as a database made them, in `wordQueries`' order: its
 * dictionaries do not change while it runs, so each word is read from it once.
 */
const knownWords = new WeakMap<Database, Map<string, string[]>>();

/** The prefix queries of each of `words`, reading from the database only those it has not. */
async function madeQueries(db: Database, words: readonly string[]): Promise<string[][]> {
  let known = knownWords.get(db);
  if (!known) knownWords.set(db, (known = new Map<string, string[]>()));
  const unknown = [...new Set(words.filter((word) => !known.has(word)))];
  if (unknown.length > 0) {
    const [row] = await db
      .select(
        Object.fromEntries(
          unknown.flatMap((word, w) =>
            wordQueries(word).map((query, c) => [
              `q${String(w)}_${String(c)}`,
              sql<string>`${query}::text`,
            ]),
          ),
        ),
      )
      .from(sql`(select 1) as one`);
    unknown.forEach((word, w) => {
      const made = [0, 1, 2].map((c) => row?.[`q${String(w)}_${String(c)}`] ?? '');
      if (known.size >= MAX_KNOWN_WORDS) known.delete(known.keys().next().value ?? '');
      known.set(word, made);
    });
  }
  return words.map((word) => known.get(word) ?? []);
}

/**
 * The words of a typed term, each with the fewest prefixes (`toyo` finds `toyota`) of its
 * English or Arabic stem and of its plain form (Arabic spelling variants folded) that find what
 * its three queries find: null for a word whose queries are not all one prefix. Null when the
 * term has no word.
 */
export type TermWords = { word: string; prefixes: string[] | null }[];

export async function wordsOfTerm(db: Database, term: string): Promise<TermWords | null> {
  const words = termWords(term);
  if (words.length === 0) return null;
  const made = await madeQueries(db, words);
  return words.map((word, w) => ({ word, prefixes: fewestPrefixes(made[w] ?? []) }));
}

/**
 * The words as a text-search query on `title_vector` or `description_vector`, every word
 * required.
 *
 * The stems are read first and repeated prefixes dropped: the same prefix three times costs
 * the text indexes three scans, and the planner, counting it thrice, expects three times the
 * matches and may then prefer reading the whole table. They are written into the statement
 * (db/literal.ts), so that the planner estimates the matches from the words themselves.
 */
export function wordsQuery(words: TermWords): SQL {
  const perWord = words.map(({ word, prefixes }) =>
    prefixes === null
      ? sql`(${sql.join(wordQueries(word), sql` || `)})`
      : sql`${literalText(prefixQuery(prefixes))}::tsquery`,
  );
  return sql`(${sql.join(perWord, sql` && `)})`;
}

export const inTitles = (query: SQL) => sql`${ads.titleVector} @@ ${query}`;
export const inDescriptions = (query: SQL) => sql`${ads.descriptionVector} @@ ${query}`;
export const inText = (query: SQL) => sql`(${inTitles(query)} or ${inDescriptions(query)})`;

/** How close a title's word must be to a misspelt word (pg_trgm's default, 0.6, misses `toyta`). */
const NEAR_WORD_SIMILARITY = 0.4;

/** The most title words one typed word is corrected to (the closest, when equally close). */
const MAX_CORRECTIONS = 3;

/** How many of the title words closest to a typed word are read, to keep the equally close. */
const NEAR_WORDS_READ = 10;

/**
 * The words with the title words closest to each (`title_words`, by pg_trgm's word similarity)
 * added to its prefixes, for a term that found nothing: `toyta` also finds `toyota`, and `yota`
 * the word it is inside of. Only the equally closest are added, so a correction does not mix
 * in words further off (`toy`). Each word is corrected on its own, so `toyta corola` finds
 * titles with `toyota` and `corolla`. Null when no word was widened.
 */
export async function correctedWords(db: Database, words: TermWords): Promise<TermWords | null> {
  const typed = words.map(({ word }) => word.toLowerCase());
  const term = foldArabic(sql.raw('typed.term'));
  // `<<->` is 1 − word similarity: the GiST index reads the closest words first, so no
  // similarity threshold (a setting, hence a transaction) is needed to use it.
  const { rows } = await db.execute<{ at: number; word: string; closeness: number }>(sql`
    select typed.at::int as at, near.word, near.closeness
    from unnest(${textArray(typed)}) with ordinality as typed(term, at)
    cross join lateral (
      select ${titleWords.word} as word, 1 - (${term} <<-> ${titleWords.word}) as closeness
      from ${titleWords}
      order by ${term} <<-> ${titleWords.word}
      limit ${NEAR_WORDS_READ}
    ) as near
    where near.closeness >= ${NEAR_WORD_SIMILARITY}`);
  const corrected = words.map(({ word, prefixes }, w) => {
    const near = rows.filter((row) => row.at === w + 1);
    const best = Math.max(...near.map((row) => row.closeness));
    const closest = near
      .filter((row) => row.closeness === best)
      .map((row) => row.word)
      .sort()
      .slice(0, MAX_CORRECTIONS);
    const widened = withoutLonger([...(prefixes ?? []), ...closest]);
    if (closest.length === 0 || widened.join() === prefixes?.join()) return { word, prefixes };
    return { word, prefixes: widened };
  });
  return corrected.some(({ prefixes }, w) => prefixes !== words[w]?.prefixes) ? corrected : null;
}
