import DOMPurify from 'dompurify';

type Sanitizer = (html: string) => string;

let serverSanitizer: Sanitizer | undefined;

/** The server build has no DOM for DOMPurify: it gives its own sanitizer (entry-server.tsx). */
export function setServerSanitizer(sanitize: Sanitizer): void {
  serverSanitizer = sanitize;
}

/** Server HTML made inert: scripts, event handlers and `javascript:` links are removed. */
export function sanitizeHtml(html: string): string {
  const clean =
    typeof window === 'undefined'
      ? (serverSanitizer?.(html) ?? '')
      : DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
  return clean.trim();
}
