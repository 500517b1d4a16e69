import type {
  AdDetail,
  Category,
  CategoryDetail,
  ContactUsData,
  ContentPage,
  JobOffer,
  JobOfferDetail,
  Paginated,
  Ad,
  Review,
  Store,
  UserProfile,
} from '@souq/contracts';
import { htmlToText } from '../../../shared/html-text.ts';
import { SOCIAL_CARD } from '../../../modules/social-cards/social-card-picture.ts';
import { socialCardPath } from '../../../modules/social-cards/social-cards.routes.ts';
import { dataOf, type Answers } from '../page-answers.ts';
import { adTitleIn } from './ad-languages.ts';
import { META_TEXTS, snippet } from './meta-texts.ts';
import { addressIn, type PageAddress, type PageMeta } from './page-meta.ts';
import {
  breadcrumbs,
  jobPosting,
  localBusiness,
  organization,
  product,
  webSite,
} from './structured-data.ts';

/** What a page is described from: its address, its name (its title without the site's) and the answers of its calls. */
export type Describer = (answers: Answers, page: PageAddress, name: string) => PageMeta;

/** A description that starts with a summary and goes on with the page's own text, if room is left. */
function summaryAnd(summary: string, text: string): string {
  return snippet(`${summary} ${text}`);
}

/** The home page: the site and how to search it, and Souq with its contacts (`contactsUrl`). */
export function describeHome(contactsUrl: string): Describer {
  return (answers, page) => ({
    structuredData: [
      webSite(page),
      organization(page, dataOf<ContactUsData>(answers, contactsUrl)),
    ],
  });
}

/**
 * A page of a list past its last (`?page=99`) shows nothing: it is kept out of search results
 * (a list's other pages each have their own canonical address).
 */
const pastLastPage = (results: Paginated<unknown>, page: number) =>
  page > Math.max(results.last_page, 1);

/** A category's page: its name, its parent's if it has one, and its number of ads. */
export function describeCategory(
  categoryUrl: string,
  resultsUrl: string,
  listPage: number,
): Describer {
  return (answers, page, name) => {
    const results = dataOf<Paginated<Ad>>(answers, resultsUrl);
    if (results === undefined) return {};
    const parent = dataOf<CategoryDetail>(answers, categoryUrl)?.parent;
    return {
      description: META_TEXTS[page.lang].category(name, results.total),
      ...(pastLastPage(results, listPage) && { noindex: true }),
      structuredData: [
        breadcrumbs(page, [
          [META_TEXTS[page.lang].home, `/${page.lang}`],
          ...(parent
            ? [[parent.name, `/${page.lang}/category/${String(parent.id)}`] as const]
            : []),
          [name, addressIn(page, page.lang)],
        ]),
      ],
    };
  };
}

export function describeAd(adUrl: string, reviewsUrl: string): Describer {
  return (answers, page) => {
    const ad = dataOf<AdDetail>(answers, adUrl);
    if (!ad) return {};
    const texts = META_TEXTS[page.lang];
    const url = addressIn(page, page.lang);
    const category = dataOf<Category[]>(answers, '/api/categories')?.find(
      (candidate) => candidate.id === ad.category_id,
    );
    return {
      description: summaryAnd(
        texts.ad(adTitleIn(ad, page.lang), texts.price(ad.price), ad.city),
        htmlToText(ad.description),
      ),
      ...(ad.images.length > 0 && { image: { address: socialCardPath.ad(ad.id), ...SOCIAL_CARD } }),
      languages: ad.languages,
      structuredData: [
        product(page, ad, url, dataOf<Review[]>(answers, reviewsUrl) ?? []),
        breadcrumbs(page, [
          [texts.home, `/${page.lang}`],
          ...(category
            ? [[category.name, `/${page.lang}/category/${String(category.id)}`] as const]
            : []),
          [ad.title, url],
        ]),
      ],
    };
  };
}

export function describeJobs(offersUrl: string, listPage: number): Describer {
  return (answers, page) => {
    const offers = dataOf<Paginated<JobOffer>>(answers, offersUrl);
    if (offers === undefined) return {};
    return {
      description: META_TEXTS[page.lang].jobs(offers.total),
      ...(pastLastPage(offers, listPage) && { noindex: true }),
    };
  };
}

export function describeJob(jobUrl: string): Describer {
  return (answers, page) => {
    const job = dataOf<JobOfferDetail>(answers, jobUrl);
    if (!job) return {};
    const texts = META_TEXTS[page.lang];
    const company = job.company.company_name ?? texts.unknownCompany;
    return {
      description: summaryAnd(
        texts.job(job.title, company, job.location),
        htmlToText(job.description),
      ),
      structuredData: [
        // Google for Jobs drops an offer past its last day to apply; its page stays, listed nowhere.
        ...(job.is_expired ? [] : [jobPosting(page, job)]),
        breadcrumbs(page, [
          [texts.home, `/${page.lang}`],
          [texts.jobsList, `/${page.lang}/jobs`],
          [job.title, addressIn(page, page.lang)],
        ]),
      ],
    };
  };
}

/** A store's or a user's trail: the home page, then the seller. */
const sellerBreadcrumbs = (page: PageAddress, name: string) =>
  breadcrumbs(page, [
    [META_TEXTS[page.lang].home, `/${page.lang}`],
    [name, addressIn(page, page.lang)],
  ]);

export function describeStore(storeUrl: string): Describer {
  return (answers, page) => {
    const store = dataOf<Store>(answers, storeUrl);
    if (!store) return {};
    const summary = META_TEXTS[page.lang].seller(store.store_name, store.total_number_of_ads);
    const picture = store.store_cover_image ?? store.store_profile_image;
    return {
      description: summaryAnd(summary, store.store_description),
      ...(picture !== null && {
        image: { address: socialCardPath.store(store.id), ...SOCIAL_CARD },
      }),
      structuredData: [
        localBusiness(page, store, addressIn(page, page.lang)),
        sellerBreadcrumbs(page, store.store_name),
      ],
    };
  };
}

export function describeUser(userUrl: string): Describer {
  return (answers, page) => {
    const user = dataOf<UserProfile>(answers, userUrl);
    if (!user) return {};
    const summary = META_TEXTS[page.lang].seller(user.name, user.ads_count);
    // A person's page, not a business's: found through their ads, not by their name.
    return {
      description: summaryAnd(summary, user.profile_description ?? ''),
      noindex: true,
      structuredData: [sellerBreadcrumbs(page, user.name)],
    };
  };
}

/**
 * A search: how many results it has. One with none (or no words) is kept out of search
 * results: every misspelling would otherwise be a page of its own.
 */
export function describeSearch(resultsUrl: string | undefined, words: string): Describer {
  return (answers, page) => {
    const total = resultsUrl ? (dataOf<Paginated<Ad>>(answers, resultsUrl)?.total ?? 0) : 0;
    if (total === 0) return { noindex: true };
    return { description: META_TEXTS[page.lang].search(words, total) };
  };
}

/** An information page (about, terms…): the start of its text. */
export function describeContentPage(pageUrl: string): Describer {
  return (answers) => {
    const content = dataOf<ContentPage>(answers, pageUrl);
    const text = content ? snippet(htmlToText(content.body)) : '';
    return text === '' ? {} : { description: text };
  };
}
