import {
  CATEGORY_IDS,
  HOME_SECTION_CATEGORY_IDS,
  LIMITS,
  PAGES_AT_THEIR_SLUG,
  PICTURE_SIZES,
  adsQueryString,
  isLang,
  parseId,
  readSearchPage,
  searchPageQueryString,
  searchQueryString,
  type Ad,
  type Banner,
  type Lang,
  type Paginated,
  userAdsQueryString,
} from '@souq/contracts';

import { isAdminPage, isPrivatePage } from '../../shared/private-pages.ts';
import { dataOf, type Answers } from './page-answers.ts';
import {
  listingQueryString,
  listingRequest,
  readListingQuery,
  type ListingQuery,
} from './page-query.ts';
import {
  describeAd,
  describeCategory,
  describeHome,
  describeJob,
  describeContact,
  describeContentPage,
  describeJobs,
  describeLegals,
  describeServiceProviders,
  describeSearch,
  describeStore,
  describeUser,
  type Describer,
} from './page-meta/describe-pages.ts';

export type { Answers } from './page-answers.ts';

/** A picture to preload: the page's largest paint. */
export type PicturePreload = { href: string; srcset?: string; sizes?: string };

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
  /** The ad whose view one of the calls counts (`GET /api/ads/{id}`). */
  viewedAd?: number;
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

/** The site's contact details and social links (the contact page and the footer show them). */
const CONTACTS_CALL = '/api/ContactUs';

const adsUrl = (query: Parameters<typeof adsQueryString>[0]) => `/api/ads?${adsQueryString(query)}`;

function home(lang: Lang): PagePlan {
  return {
    lang,
    module: 'src/features/home/index.ts',
    calls: [
      '/api/banner',
      '/api/categories',
      `/api/job-offers/search?${adsQueryString({ per_page: LIMITS.homeJobs })}`,
      ...HOME_SECTION_CATEGORY_IDS.map((id) =>
        adsUrl({ category_id: id, per_page: LIMITS.sectionAds }),
      ),
    ],
    describe: describeHome(CONTACTS_CALL),
    metaCalls: [CONTACTS_CALL],
    largestPicture(answers) {
      const banner = dataOf<Banner[]>(answers, '/api/banner')?.[0];
      return banner && { href: banner.website_image };
    },
  };
}

/** A category's page of ads its address asks for (its search words, sort and page). */
function categoryPage(lang: Lang, categoryId: number, listing: ListingQuery): PagePlan {
  const results = adsUrl({ category_id: categoryId, ...listingRequest(listing) });
  const filters = `/api/get_filter_options?category_id=${String(categoryId)}`;
  const category = `/api/categories/${String(categoryId)}`;
  return {
    lang,
    module: 'src/features/category-page/index.ts',
    calls: ['/api/categories', category, filters, results],
    subject: filters,
    describe: describeCategory(category, results, listing.page),
    canonicalQuery: listingQueryString(listing),
    largestPicture(answers) {
      const image = dataOf<Paginated<Ad>>(answers, results)?.data[0]?.images[0];
      return image && { href: image.src, srcset: image.srcset, sizes: PICTURE_SIZES.adCard };
    },
  };
}

/**
 * The short safety tips the ad page shows beside Call and Chat (issue 42): answered with the ad,
 * so that they add no request to the page.
 */
const SAFETY_TIPS_CALL = '/api/pages/safety-tips';

function adPage(lang: Lang, adId: number): PagePlan {
  const adUrl = `/api/ads/${String(adId)}`;
  const reviewsUrl = `/api/reviews/${String(adId)}`;
  return {
    lang,
    module: 'src/features/ad-detail/index.ts',
    calls: ['/api/categories', adUrl, SAFETY_TIPS_CALL],
    subject: adUrl,
    viewedAd: adId,
    describe: describeAd(adUrl, reviewsUrl),
    metaCalls: [reviewsUrl],
    largestPicture(answers) {
      const image = dataOf<Ad>(answers, adUrl)?.images[0];
      return image && { href: image.src, srcset: image.srcset, sizes: PICTURE_SIZES.adGallery };
    },
  };
}

/**
 * The search page: the page of results its address asks for (`readSearchPage`, as the web app
 * reads it), none when it has no words.
 */
function searchPage(lang: Lang, search: string): PagePlan {
  const query = readSearchPage(new URLSearchParams(search));
  const results = query.q === '' ? undefined : `/api/search?${searchQueryString(query)}`;
  return {
    lang,
    module: SEARCH_MODULE,
    calls: ['/api/categories', ...(results ? [results] : [])],
    describe: describeSearch(results, query.q),
    canonicalQuery: searchPageQueryString(query),
    largestPicture(answers) {
      if (results === undefined) return undefined;
      const image = dataOf<Paginated<Ad>>(answers, results)?.data[0]?.images[0];
      return image && { href: image.src, srcset: image.srcset, sizes: PICTURE_SIZES.adCard };
    },
  };
}

const SEARCH_MODULE = 'src/features/search/page/index.ts';

const INFO_PAGES_MODULE = 'src/features/info-pages/index.ts';

const LEGALS_CALL = '/api/Legals';
const PROVIDERS_CALL = '/api/ServiceProviders';

/**
 * The pages that show one call's answer, by their path: the information pages (described by
 * their text), the contact page (by its details), the legals (their questions) and the service
 * providers (the best rated).
 */
const CONTENT_PAGE_PLANS = new Map<string, { call: string; module: string; describe: Describer }>([
  [
    'contact-us',
    {
      call: CONTACTS_CALL,
      module: 'src/features/contact-us/index.ts',
      describe: describeContact(CONTACTS_CALL),
    },
  ],
  [
    'legals',
    {
      call: LEGALS_CALL,
      module: 'src/features/legals/index.ts',
      describe: describeLegals(LEGALS_CALL),
    },
  ],
  [
    'service-providers',
    {
      call: PROVIDERS_CALL,
      module: 'src/features/service-providers/index.ts',
      describe: describeServiceProviders(PROVIDERS_CALL),
    },
  ],
  ...[
    ['about-us', 'about'] as const,
    ...PAGES_AT_THEIR_SLUG.map((slug) => [slug, slug] as const),
  ].map(([path, slug]) => {
    const call = `/api/pages/${slug}`;
    const plan = { call, module: INFO_PAGES_MODULE, describe: describeContentPage(call) };
    return [path, plan] as const;
  }),
]);

/** The one-segment path of a content page (`/terms`), if the address is one. */
const contentPath = (path: string[]) => (path.length === 1 ? path[0] : undefined);

function contentPage(lang: Lang, path: string[]): PagePlan | undefined {
  const plan = CONTENT_PAGE_PLANS.get(contentPath(path) ?? '');
  if (!plan) return undefined;
  return {
    lang,
    module: plan.module,
    calls: ['/api/categories', plan.call],
    describe: plan.describe,
  };
}

/** The jobs list's page its address asks for, and its filters (the jobs category's). */
function jobsList(lang: Lang, { page }: ListingQuery): PagePlan {
  const offers = `/api/job-offers/search?${adsQueryString({ page })}`;
  return {
    lang,
    module: 'src/features/jobs/list/index.ts',
    calls: [
      '/api/categories',
      `/api/get_filter_options?category_id=${String(CATEGORY_IDS.jobs)}`,
      offers,
    ],
    describe: describeJobs(offers, page),
    ...(page > 1 && { canonicalQuery: `page=${String(page)}` }),
  };
}

/** The pages that show one thing by its id, and the API address that finds it. */
const SUBJECTS = {
  ad: (id: number) => `/api/ads/${String(id)}`,
  category: (id: number) => `/api/get_filter_options?category_id=${String(id)}`,
  job: (id: number) => `/api/job-offers/${String(id)}`,
  store: (id: number) => `/api/stores/${String(id)}`,
  user: (id: number) => `/api/users/${String(id)}`,
};
type SubjectKind = keyof typeof SUBJECTS;

/** How the job, store and user pages describe themselves, from the answer of their thing. */
const SUBJECT_DESCRIBERS: Record<'job' | 'store' | 'user', (subject: string) => Describer> = {
  job: describeJob,
  store: describeStore,
  user: describeUser,
};

/** The route modules of those pages (Vite's manifest keys; apps/web routes.tsx). */
const SUBJECT_MODULES: Record<SubjectKind, string> = {
  ad: 'src/features/ad-detail/index.ts',
  category: 'src/features/category-page/index.ts',
  job: 'src/features/jobs/detail/index.ts',
  store: 'src/features/sellers/store/index.ts',
  user: 'src/features/sellers/user/index.ts',
};

function isSubjectKind(section: string): section is SubjectKind {
  return Object.hasOwn(SUBJECTS, section);
}

/** The kind of thing an address shows by its id (`/ad/7`, `/user/7/profile`), if any. */
function subjectKind(path: string[]): SubjectKind | undefined {
  const [section = '', id, ...rest] = path;
  if (!isSubjectKind(section) || id === undefined) return undefined;
  return rest.join('/') === (section === 'user' ? 'profile' : '') ? section : undefined;
}

/**
 * The not-found page of an address naming nothing: rendered with the layout's data, and the
 * module of the route the address matches, if any (hydration loads it).
 */
function notFoundPage(lang: Lang, kind?: SubjectKind): PagePlan {
  return {
    lang,
    ...(kind && { module: SUBJECT_MODULES[kind] }),
    calls: ['/api/categories'],
    notFound: true,
  };
}

/** The first page of a seller's ads (the store and user pages), newest first. */
function sellerAdsCall(kind: 'store' | 'user', id: number): string {
  const entity_type = kind === 'store' ? 'store' : 'client';
  return `/api/ads/user-ads?${userAdsQueryString({ entity_type, entity_id: id, page: 1 })}`;
}

/**
 * The job, store and user pages, with the answer of their thing and a seller's first ads. The
 * user page's largest paint is the first of those ads; the store page's is its cover, which the
 * page itself preloads.
 */
function subjectPage(lang: Lang, kind: 'job' | 'store' | 'user', id: number): PagePlan {
  const subject = SUBJECTS[kind](id);
  const plan = {
    lang,
    module: SUBJECT_MODULES[kind],
    calls: ['/api/categories', subject],
    subject,
    describe: SUBJECT_DESCRIBERS[kind](subject),
  };
  if (kind !== 'store' && kind !== 'user') return plan;
  const ads = sellerAdsCall(kind, id);
  const calls = [...plan.calls, ads];
  if (kind === 'store') return { ...plan, calls };
  return {
    ...plan,
    calls,
    largestPicture(answers) {
      const image = dataOf<Paginated<Ad>>(answers, ads)?.data[0]?.images[0];
      return image && { href: image.src, srcset: image.srcset, sizes: PICTURE_SIZES.adCard };
    },
  };
}

/**
 * The plan of a page address: the home, category, ad, jobs list, job, store, user, search and
 * information pages (the contact page, the legals and the service providers too) get their
 * module and data, the lists and the search page by their query string (the other pages read
 * none); a visitor's own pages, the sign-in pages and the console only their `<html lang dir>`
 * and `noindex` (the console also `no-store`); an id that is not a number, or a path no page
 * has, is the not-found page. A list with filters in its address gets no data: how they apply
 * is for the browser to ask first. Undefined for an address under no language.
 */
export function pagePlan(url: string): PagePlan | undefined {
  const { pathname, search } = new URL(url, 'http://localhost');
  const [lang, ...path] = pathname.split('/').filter(Boolean);
  if (!isLang(lang)) return undefined;
  if (isAdminPage(path)) return { lang, calls: [], noindex: true, noStore: true };
  if (isPrivatePage(path)) return { lang, calls: [], noindex: true };
  const kind = subjectKind(path);
  const id = parseId(path[1]);
  if (kind !== undefined && id === null) return notFoundPage(lang, kind);
  if (isSearchPage(path)) return searchPage(lang, search);
  if (path.length === 0) return home(lang);
  const listing = readListingQuery(search);
  const listPlan: PagePlan = { lang, calls: [], module: moduleOf(path, kind) };
  if (isJobsList(path)) return listing.filtered ? listPlan : jobsList(lang, listing);
  const content = contentPage(lang, path);
  if (content) return content;
  if (kind === undefined || id === null) return notFoundPage(lang);
  if (kind === 'category') return listing.filtered ? listPlan : categoryPage(lang, id, listing);
  if (kind === 'ad') return adPage(lang, id);
  return subjectPage(lang, kind, id);
}

/**
 * Where the server sends a page address at once: the jobs category is the jobs list (issue 16),
 * whatever its query string; `/about` is the about-us page; an id written otherwise than as the
 * page names it (`/ad/09`, `/ad/9.0`) is sent to that name, with its query string.
 */
export function pageRedirect(url: string): string | undefined {
  const { pathname, search } = new URL(url, 'http://localhost');
  const [lang, ...path] = pathname.split('/').filter(Boolean);
  if (!isLang(lang)) return undefined;
  if (path.length === 1 && path[0] === 'about') return `/${lang}/about-us${search}`;
  const kind = subjectKind(path);
  const [section = '', written = '', ...rest] = path;
  const id = parseId(written);
  if (kind === undefined || id === null) return undefined;
  if (kind === 'category' && id === CATEGORY_IDS.jobs) return `/${lang}/jobs`;
  if (String(id) === written) return undefined;
  return `/${[lang, section, String(id), ...rest].join('/')}${search}`;
}

const isJobsList = (path: string[]) => path.length === 1 && path[0] === 'jobs';
const isSearchPage = (path: string[]) => path.length === 1 && path[0] === 'search';

/**
 * The route module of a page (apps/web routes.tsx), preloaded with the app instead of fetched
 * once the router has started.
 */
function moduleOf(path: string[], kind: SubjectKind | undefined): string | undefined {
  if (path.length === 0) return 'src/features/home/index.ts';
  if (isJobsList(path)) return 'src/features/jobs/list/index.ts';
  const content = CONTENT_PAGE_PLANS.get(contentPath(path) ?? '');
  if (content) return content.module;
  return kind === undefined ? undefined : SUBJECT_MODULES[kind];
}
