import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { customType } from 'drizzle-orm/pg-core';

export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

// Hamza forms of alef, alef maqsura and taa marbuta are typed interchangeably; tatweel and
// the short-vowel marks (U+064B…U+0652) are dropped.
const ARABIC_VARIANTS = 'أإآٱىة\u0640\u064B\u064C\u064D\u064E\u064F\u0650\u0651\u0652';
const ARABIC_PLAIN = 'اااايه';

/**
 * Arabic text with its spelling variants folded, for partial-word matching. The letters are
 * written into the SQL (not bound) so that a query's expression is the trigram index's own.
 */
export function foldArabic(text: SQLWrapper): SQL {
  return sql`translate(${text}, ${sql.raw(`'${ARABIC_VARIANTS}'`)}, ${sql.raw(`'${ARABIC_PLAIN}'`)})`;
}

/**
 * `foldArabic` in JavaScript, lower-cased as the plain search words are: the letters the SQL
 * translates become the same plain letters, tatweel and the short-vowel marks go.
 */
export function foldText(text: string): string {
  let folded = '';
  for (const char of text) {
    const at = ARABIC_VARIANTS.indexOf(char);
    if (at === -1) folded += char;
    else folded += ARABIC_PLAIN.charAt(at);
  }
  return folded.toLowerCase();
}

/**
 * Text with the characters that join words into one token for PostgreSQL's parser (`Big.Nine`
 * is a host name, `a/b` a path, `x@y.com` an email) replaced by spaces, so that a title holds
 * the words a typed term is split into (`termWords`: letters and digits).
 */
export function splitJoinedWords(text: SQLWrapper): SQL {
  return sql`translate(${text}, './@:', '    ')`;
}
