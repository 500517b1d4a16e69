import type { Lang } from './lang.ts';

/** API answers by URL (`/api/…`), as the page's first render asks for them. */
export type Answers = ReadonlyMap<string, unknown>;

/** A picture to preload: the page's largest paint. */
export type PicturePreload = { href: string; srcset?: string; sizes?: string };

/** A picture for link previews (`og:image`): an address of this site, and its size. */
export type SocialImage = { address: string; width: number; height: number };

/**
 * A page's structured data: schema.org JSON-LD, which search engines read. Typed in full where
 * it is made (apps/web shared/pages/structured-data.ts); the server only writes it.
 */
export type StructuredData = { '@context': 'https://schema.org' };

/** What a page says about itself to search engines and chat apps, beyond its `<title>`. */
export type PageMeta = {
  /** Made from its content; the site's description when absent. */
  description?: string;
  image?: SocialImage;
  structuredData?: readonly StructuredData[];
  /**
   * Kept out of search results (a search with no results, a page of a list past its last, a
   * visitor's own pages).
   */
  noindex?: boolean;
  /**
   * The languages its content exists in, when not all: its address in another language shows
   * the same text, not a translation, so it names no `hreflang` alternates (an ad its seller
   * wrote in one language).
   */
  languages?: readonly Lang[];
};

/** A page's address, as crawlers should know it: its origin, language and the rest. */
export type PageAddress = { origin: string; lang: Lang; rest: string };

export const addressIn = (page: PageAddress, lang: Lang) => `${page.origin}/${lang}${page.rest}`;

/**
 * What a page is described from: its address, its name (its title without the site's) and the
 * answers of its calls.
 */
export type Describer = (answers: Answers, page: PageAddress, name: string) => PageMeta;

/**
 * What the server adds to a page so its first render needs no second round trip: the route's
 * lazy module (a key of Vite's manifest), the API GETs that render makes (answered into the page
 * for anonymous visitors), and how to find the page's largest picture in those answers. The
 * URLs must be the web app's own, to the character: an e2e test checks that the first load of
 * these pages sends none of them.
 */
export type PagePlan = {
  lang: Lang;
  module?: string;
  calls: string[];
  /**
   * The call that finds what the page shows (an ad, a category, a job, a store, a user): its 404
   * makes the page the not-found page, answered 404.
   */
  subject?: string;
  /**
   * The address itself names nothing (an id that is not a number, a path no page has): the
   * not-found page.
   */
  notFound?: boolean;
  /** Kept out of search engines whatever it shows (a visitor's own pages, the sign-in pages). */
  noindex?: boolean;
  /** Never stored by a browser or a proxy (`Cache-Control: no-store`): the moderation console. */
  noStore?: boolean;
  largestPicture?: (answers: Answers) => PicturePreload | undefined;
  /** Its description, link preview and structured data, from the answers of its calls. */
  describe?: Describer;
  /**
   * API GETs only its description reads (the site's contacts, an ad's reviews with their
   * ratings): answered with its calls, but neither rendered nor sent with the page.
   */
  metaCalls?: string[];
  /**
   * The part of its query string that names it (the search page's words, category and page, a
   * list's sort and page), kept in its canonical and other-language addresses; other pages are
   * named by their path.
   */
  canonicalQuery?: string;
};

/**
 * The web app's pages as the server plans them: its server build's `entry-pages.js` (apps/web
 * src/entry-pages.ts), made from the page folders' declarations.
 */
export type PagePlans = {
  /**
   * The plan of a page address; undefined for an address under no language. A path no page has
   * is the not-found page.
   */
  planPage: (url: string) => PagePlan | undefined;
  /** Where the server sends a page address at once (301), if anywhere. */
  pageRedirect: (url: string) => string | undefined;
  /**
   * The first segments of the private pages' paths under a language (a visitor's own pages, the
   * sign-in pages, the console), whatever follows them: robots.txt's `Disallow` lines.
   */
  privatePathPrefixes: readonly string[];
  /** The route module (Vite's manifest key) of each page the server plans, with its paths. */
  pageModules: readonly { module: string; paths: readonly string[] }[];
};
