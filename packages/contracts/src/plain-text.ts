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

/** The text of server HTML (ad and job descriptions), paragraphs and line breaks kept. */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|li|h\d)>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
