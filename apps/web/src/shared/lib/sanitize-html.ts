import DOMPurify from 'dompurify';

/** Server HTML made inert: scripts, event handlers and `javascript:` links are removed. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }).trim();
}
