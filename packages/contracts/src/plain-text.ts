const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * A seller's plain text as the HTML the ad page shows: every character escaped (a link stays
 * text), paragraphs at blank lines, line breaks kept. The server stores this; the post form's
 * preview shows the same.
 */
export function plainTextToHtml(text: string): string {
  const escaped = text.trim().replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
  if (escaped === '') return '';
  return escaped
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => `<p>${paragraph.trim().replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
}
