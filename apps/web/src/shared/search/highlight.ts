export type TextPart = { text: string; match: boolean };

/** Letters Arabic writers use interchangeably (hamza forms, taa marbuta, alif maqsura). */
const ARABIC_FOLDS: Record<string, string> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ة: 'ه',
  ى: 'ي',
  ؤ: 'و',
  ئ: 'ي',
};

/** One character for one character, so positions in the folded text are positions in the text. */
export function fold(text: string): string {
  let folded = '';
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charAt(i);
    const lower = char.toLowerCase();
    folded += ARABIC_FOLDS[char] ?? (lower.length === 1 ? lower : char);
  }
  return folded;
}

/** Start and end of every occurrence of every word of `term`, merged where they overlap. */
function matchSpans(text: string, term: string): [number, number][] {
  const haystack = fold(text);
  const words = fold(term).split(/\s+/).filter(Boolean);
  const spans: [number, number][] = [];
  for (const word of words) {
    for (let at = haystack.indexOf(word); at !== -1; at = haystack.indexOf(word, at + 1)) {
      spans.push([at, at + word.length]);
    }
  }
  spans.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else merged.push([span[0], span[1]]);
  }
  return merged;
}

/**
 * `text` cut into the parts that match a word of `term` and the parts between, ignoring case
 * and the Arabic letter variants. A blank term matches nothing.
 */
export function highlightParts(text: string, term: string): TextPart[] {
  const parts: TextPart[] = [];
  let cursor = 0;
  for (const [start, end] of matchSpans(text, term)) {
    if (start > cursor) parts.push({ text: text.slice(cursor, start), match: false });
    parts.push({ text: text.slice(start, end), match: true });
    cursor = end;
  }
  if (cursor < text.length || parts.length === 0)
    parts.push({ text: text.slice(cursor), match: false });
  return parts;
}
