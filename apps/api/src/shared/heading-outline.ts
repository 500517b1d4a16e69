const HEADING_TAG = /<(\/?)h([1-6])(?=[\s>])/gi;

/**
 * Stored HTML shown under a page's own `<h1>` (a content page's body), with its headings
 * renumbered so that its outline goes on from there: the highest of them becomes `<h2>`, the
 * others keep their depth below it, and none is more than one level deeper than the heading
 * before it (axe `heading-order`). Each closing tag follows its opening one.
 */
export function headingsUnder(html: string, pageLevel = 1): string {
  const levels = [...html.matchAll(HEADING_TAG)].map((tag) => Number(tag[2]));
  if (levels.length === 0) return html;
  const shift = pageLevel + 1 - Math.min(...levels);
  const open: number[] = [];
  let previous = pageLevel;
  return html.replace(HEADING_TAG, (_tag, closing: string, level: string) => {
    if (closing) return `</h${String(open.pop() ?? previous)}`;
    const nested = Math.max(pageLevel + 1, Math.min(Number(level) + shift, previous + 1, 6));
    open.push(nested);
    previous = nested;
    return `<h${String(nested)}`;
  });
}
