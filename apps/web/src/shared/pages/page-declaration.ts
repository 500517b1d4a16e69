import type { Lang, PagePlan } from '@souq/contracts';

/** An address under a language, matched to one of a page's paths. */
export type PageMatch = {
  lang: Lang;
  /** The path it matched, as the page names it (`ad/:adId`). */
  path: string;
  /** The path's parameters as the address writes them (`{ adId: '09' }`). */
  params: Readonly<Partial<Record<string, string>>>;
  /** Its query string (`?q=cars`), or ''. */
  search: string;
};

/** What a page plans for an address: its plan, but for its language and its folder's module. */
export type PlannedPage = Omit<PagePlan, 'lang' | 'module'>;

/**
 * A page the server renders for anonymous visitors, with the answers of its calls, its route
 * module preloaded and its description in its head.
 */
export type PublicPage = {
  /** Its paths under a language, as its route.ts names them (React Router's patterns). */
  paths: readonly string[];
  /** Its calls, description and largest picture for an address of it. */
  plan: (match: PageMatch) => PlannedPage;
  /**
   * Where an address of it is sent at once (301), if anywhere: an id written otherwise than as
   * the page names it, say.
   */
  redirect?: (match: PageMatch) => string | undefined;
  /** Other paths of it, with the path each is (`about` → `about-us`): sent there at once. */
  aliases?: Readonly<Record<string, string>>;
};

/**
 * A visitor's own page, a sign-in page, or the moderation console: planned nothing (what it
 * shows is the visitor's), kept out of search engines by robots.txt and `noindex`; the
 * console's pages (`no-store`) are never stored by a browser or a proxy either.
 */
export type PrivatePage = {
  /** Its paths under a language; `*` at the end stands for whatever follows. */
  paths: readonly string[];
  private: 'noindex' | 'no-store';
};

/**
 * What a page folder's `page.ts` declares to the server, beside its route.ts and its module
 * (index.ts): no React, and none of it in the browser's bundles (src/entry-pages.ts collects
 * them for the server's own build).
 */
export type PageDeclaration = PublicPage | PrivatePage;

/** A page folder's `page.ts`. */
export type PageFolder = { page: PageDeclaration };
