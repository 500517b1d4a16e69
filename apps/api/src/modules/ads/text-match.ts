import { type SQL, sql } from 'drizzle-orm';
import { ads } from '../../db/schema/index.ts';
import { foldArabic } from '../../db/schema/text.ts';
import { containsPattern } from './like-pattern.ts';

/** Words beyond these add little and make the query slower. */
const MAX_WORDS = 8;

/** The words of a typed term (letters and digits), at most MAX_WORDS. */
export function termWords(term: string): string[] {
  // Tatweel (U+0640) is a letter that folding deletes: a word of it alone would be empty.
  return (term.replace(/\u0640/g, '').match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
}

/**
 * The words of a typed term as a text-search query, every word required: each one a prefix
 * (`toyo` finds `toyota`) of an English or Arabic stem or of a plain word (Arabic spelling
 * variants folded), as `title_vector` holds them. Null when the term has no word.
 */
export function wordsQuery(term: string): SQL | null {
  const words = termWords(term);
  if (words.length === 0) return null;
  const perWord = words.map((word) => {
    const prefix = `${word}:*`;
    return sql`(to_tsquery('english', ${prefix}) || to_tsquery('arabic', ${prefix}) || to_tsquery('simple', ${foldArabic(sql`${word}`)} || ':*'))`;
  });
  return sql`(${sql.join(perWord, sql` && `)})`;
}

export const inTitles = (query: SQL) => sql`${ads.titleVector} @@ ${query}`;
export const inDescriptions = (query: SQL) => sql`${ads.descriptionVector} @@ ${query}`;
export const inText = (query: SQL) => sql`(${inTitles(query)} or ${inDescriptions(query)})`;

/**
 * When no word matches: the term inside a title (`yota`, `يوتا`) or close to one of its words
 * (`toyta`), from the trigram indexes, closest first.
 */
export function nearTitles(term: string): { condition: SQL; rank: SQL } {
  const pattern = containsPattern(term);
  const titleAr = foldArabic(ads.titleAr);
  const termAr = foldArabic(sql`${term}`);
  return {
    condition: sql`(${ads.titleEn} ilike ${pattern} or ${titleAr} ilike ${foldArabic(sql`${pattern}`)} or ${term} <% ${ads.titleEn} or ${termAr} <% ${titleAr})`,
    rank: sql`greatest(word_similarity(${term}, ${ads.titleEn}), word_similarity(${termAr}, ${titleAr}))`,
  };
}
