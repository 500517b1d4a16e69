/**
 * Who may keep a page, and so its `Cache-Control`:
 * - `shared`: an anonymous visitor's page that the server shares between them (rendered whole,
 *   200): nginx, Varnish or a CDN keeps it as long as the server's page cache does
 *   (`s-maxage`), and gives it while it asks for a new one for as long again
 *   (`stale-while-revalidate`); browsers ask each time (`max-age=0`).
 * - `private`: a signed-in visitor's: no shared cache keeps it (the bare app, which asks for
 *   their answers itself; nothing of theirs in it, so the browser may keep it and revalidate).
 * - `revalidate`: the others (not-found and gone pages, pages not rendered whole, the private
 *   pages' bare app): kept by nobody without asking the server.
 * - `never`: the moderation console's, stored nowhere.
 */
export type PageKeeping = 'shared' | 'private' | 'revalidate' | 'never';

/** The `Cache-Control` of a page kept as `keeping` says, with the page cache's `seconds`. */
export function pageCacheControl(keeping: PageKeeping, seconds: number): string {
  switch (keeping) {
    case 'shared':
      return `public, max-age=0, s-maxage=${String(seconds)}, stale-while-revalidate=${String(seconds)}`;
    case 'private':
      return 'private, no-cache';
    case 'revalidate':
      return 'no-cache';
    case 'never':
      return 'no-store';
  }
}
