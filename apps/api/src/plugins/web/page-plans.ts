import {
  HOME_SECTION_CATEGORY_IDS,
  LIMITS,
  PICTURE_SIZES,
  adsQueryString,
  isLang,
  type Ad,
  type Banner,
  type Envelope,
  type Lang,
  type Paginated,
} from '@souq/contracts';

/** A picture to preload: the page's largest paint. */
export type PicturePreload = { href: string; srcset?: string; sizes?: string };

/** API answers by URL (`/api/…`), as the page's first render asks for them. */
export type Answers = ReadonlyMap<string, unknown>;

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
  /** The ad whose view one of the calls counts (`GET /api/ads/{id}`). */
  viewedAd?: number;
  largestPicture?: (answers: Answers) => PicturePreload | undefined;
};

const adsUrl = (query: Parameters<typeof adsQueryString>[0]) => `/api/ads?${adsQueryString(query)}`;

/** The `data` of an answer; the server's own answers, so their shape is the contract's. */
function dataOf(answers: Answers, url: string): unknown {
  return (answers.get(url) as Envelope<unknown> | undefined)?.data;
}

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
    largestPicture(answers) {
      const banner = (dataOf(answers, '/api/banner') as Banner[] | undefined)?.[0];
      return banner && { href: banner.website_image };
    },
  };
}

function categoryPage(lang: Lang, categoryId: number): PagePlan {
  const firstPage = adsUrl({ category_id: categoryId, page: 1 });
  return {
    lang,
    module: 'src/features/category-page/index.ts',
    calls: [
      '/api/categories',
      `/api/get_filter_options?category_id=${String(categoryId)}`,
      firstPage,
    ],
    largestPicture(answers) {
      const image = (dataOf(answers, firstPage) as Paginated<Ad> | undefined)?.data[0]?.images[0];
      return image && { href: image.src, srcset: image.srcset, sizes: PICTURE_SIZES.adCard };
    },
  };
}

function adPage(lang: Lang, adId: number): PagePlan {
  const adUrl = `/api/ads/${String(adId)}`;
  return {
    lang,
    module: 'src/features/ad-detail/index.ts',
    calls: ['/api/categories', adUrl],
    viewedAd: adId,
    largestPicture(answers) {
      const image = (dataOf(answers, adUrl) as Ad | undefined)?.images[0];
      return image && { href: image.src, srcset: image.srcset, sizes: PICTURE_SIZES.adGallery };
    },
  };
}

const ID = /^[1-9]\d{0,9}$/;

/**
 * The plan of a page address: the home, category and ad pages get their module and data; any
 * other page under a language only its `<html lang dir>`. A query string (filters, a page
 * number) changes what the page asks for, so such addresses get no data.
 */
export function pagePlan(url: string): PagePlan | undefined {
  const { pathname, search } = new URL(url, 'http://localhost');
  const [lang, section, id, ...rest] = pathname.split('/').filter(Boolean);
  if (!isLang(lang)) return undefined;
  const plan: PagePlan = { lang, calls: [] };
  const module = moduleOf(section, id, rest);
  if (search !== '' || rest.length > 0) return { ...plan, module };
  if (section === undefined) return home(lang);
  if (id === undefined || !ID.test(id)) return { ...plan, module };
  if (section === 'category') return categoryPage(lang, Number(id));
  if (section === 'ad') return adPage(lang, Number(id));
  return { ...plan, module };
}

/**
 * The route module of a page the server does not answer for (apps/web routes.tsx), preloaded
 * with the app instead of fetched once the router has started.
 */
function moduleOf(section?: string, id?: string, rest: string[] = []): string | undefined {
  const withId = id !== undefined && ID.test(id);
  if (section === undefined) return 'src/features/home/index.ts';
  if (section === 'jobs' && id === undefined) return 'src/features/jobs/list/index.ts';
  if (section === 'job' && withId && rest.length === 0) {
    return 'src/features/jobs/detail/index.ts';
  }
  if (section === 'store' && withId && rest.length === 0) return 'src/features/store/index.ts';
  if (section === 'user' && withId && rest.join('/') === 'profile') {
    return 'src/features/user-profile/index.ts';
  }
  if (section === 'category' && withId && rest.length === 0) {
    return 'src/features/category-page/index.ts';
  }
  if (section === 'ad' && withId && rest.length === 0) return 'src/features/ad-detail/index.ts';
  return undefined;
}
