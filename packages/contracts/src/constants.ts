/** Business constants of spec section 9, shared by the client and the server. */
export const CATEGORY_IDS = {
  bikes: 4,
  realEstate: 5,
  jobs: 6,
  carsAndVehicles: 8,
  buySellRent: 9,
  serviceProviders: 10,
} as const;

/** Fixed entries of the top menu (they are not categories). */
export const MENU_IDS = { aboutUs: 8, contactUs: 9 } as const;

export const LIMITS = {
  userNameMin: 3,
  nameMin: 3,
  /** The name shows in headers, cards and chats; 60 holds the longest real full names. */
  nameMax: 60,
  passwordMin: 6,
  otpLength: 6,
  reviewsStep: 5,
  homeJobs: 3,
  sectionAds: 4,
  latestAds: 5,
  skeletonCards: 4,
} as const;

/**
 * Uploaded pictures (issue 16's profile picture, issue 17's ad pictures): the server refuses
 * bigger files and smaller pictures; the browser scales a picture down to `maxSide` first.
 */
export const PICTURE_LIMITS = {
  maxMegabytes: 15,
  /** Decoded, a picture this large takes about 150 MB; a phone's camera makes 12 to 48. */
  maxMegapixels: 50,
  minSide: 300,
  maxSide: 2048,
  types: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
} as const;

export const HTTP_TIMEOUT_MS = 20_000;
export const QUERY_STALE_TIME_MS = 5 * 60 * 1000;
export const SEARCH_DEBOUNCE_MS = 500;

export const TOAST = {
  durationMs: { blank: 4000, error: 4000, custom: 4000, success: 2000 },
} as const;

export const DEFAULT_DIAL_CODE = '+963';

export const COOKIES = { token: 'auth_token', user: 'userData' } as const;

/** Largest id a PostgreSQL `integer` column holds. */
export const MAX_ID = 2_147_483_647;

/**
 * An id from an address, by the rule of `idParam` without zod (for the first load of a page):
 * a positive whole number up to MAX_ID, else null.
 */
export function parseId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= MAX_ID ? id : null;
}

/**
 * `GET /search` and the filtered `GET /ads` count their matches up to this many (as search
 * engines do): a `total` of COUNTED_TOTAL_MAX means "at least this many". Search also pages
 * through no more than that.
 */
export const COUNTED_TOTAL_MAX = 1000;

export const IMAGE_WIDTHS = [320, 640, 1024] as const;

/**
 * The `sizes` of the pictures that can be a page's largest paint. The server preloads the same
 * candidate the browser will pick, so both must use these.
 */
export const PICTURE_SIZES = {
  adCard: '(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw',
  adGallery: '(min-width: 1280px) 740px, (min-width: 1024px) 58vw, 100vw',
} as const;

/** Spec "Home": bikes, buy/sell/rent supplies, cars and vehicles, real estate, in this order. */
export const HOME_SECTION_CATEGORY_IDS = [
  CATEGORY_IDS.bikes,
  CATEGORY_IDS.buySellRent,
  CATEGORY_IDS.carsAndVehicles,
  CATEGORY_IDS.realEstate,
] as const;

/**
 * The content pages, by slug: the footer's (`about` is also the about-us page of the top menu,
 * `safety` the safety page), and `safety-tips`, the short box of the ad page and the first
 * message (issue 42).
 */
export const CONTENT_PAGES = [
  'about',
  'terms',
  'faq',
  'privacy',
  'refund',
  'safety',
  'safety-tips',
] as const;
export type ContentPageSlug = (typeof CONTENT_PAGES)[number];
export function isContentPageSlug(value: string): value is ContentPageSlug {
  return (CONTENT_PAGES as readonly string[]).includes(value);
}
/**
 * The content pages served at their slug (`/{lang}/terms`). The about page's one address is the
 * top menu's `/{lang}/about-us`; `/{lang}/about` answers 301 to it. The safety tips are a box of
 * other pages, not a page.
 */
export const PAGES_AT_THEIR_SLUG = CONTENT_PAGES.filter(
  (slug) => slug !== 'about' && slug !== 'safety-tips',
);

/**
 * The user-timing mark the web app sets once its first page answers taps (hydrated, or rendered
 * in the browser): the browser benchmarks (bench/) read it from the page and from the trace. An
 * event of the same name on `document` tells a server-rendered page to replay a tap it kept
 * until then (apps/web public/start-after-paint.js).
 */
export const ALIVE_MARK = 'souq:alive';
/**
 * The event on `document` when the web app starts hydrating a server-rendered page: from then
 * until ALIVE_MARK a tap on a link is kept too, as the page hydrates in turns (apps/web
 * shared/ui/hydrate-later.tsx) and a link may already be the app's.
 */
export const HYDRATING_EVENT = 'souq:hydrating';
/** The event on `document` when the web app could not start (a chunk did not load). */
export const START_FAILED_EVENT = 'souq:start-failed';
/**
 * The event on `document` once a server-rendered page's start script (apps/web
 * public/start-after-paint.js) has added every module preload of the page, a few a task; its
 * tag then also carries the attribute `data-preloaded`.
 */
export const PRELOADED_EVENT = 'souq:preloaded';
