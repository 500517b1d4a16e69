import type {
  AdDetail,
  Category,
  CategoryDetail,
  ContactUsData,
  ContentPage,
  LegalsData,
  JobOffer,
  JobOfferDetail,
  Paginated,
  Ad,
  Review,
  ServiceProvider,
  Store,
  UserProfile,
} from '@souq/contracts';
import { htmlToText } from '../../../shared/html-text.ts';
import { SOCIAL_CARD, socialCardPath } from '../../../shared/social-cards.ts';
import { dataOf, type Answers } from '../page-answers.ts';
import { adTitleIn } from './ad-languages.ts';
import { META_TEXTS, snippet } from './meta-texts.ts';
import { addressIn, type PageAddress, type PageMeta, type SocialImage } from './page-meta.ts';
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

/** A link preview's picture: one of the site's social cards. */
const card = (address: string): SocialImage => ({ address, ...SOCIAL_CARD });

/** A description that starts with a summary and goes on with the page's own text, if room is left. */
function summaryAnd(summary: string, text: string): string {
  return snippet(`${summary} ${text}`);
}

/** The home page: the site and how to search it, and Souq with its contacts (`contactsUrl`). */
export function describeHome(contactsUrl: string): Describer {
  return (answers, page) => ({
    image: card(socialCardPath.page(page.lang, 'home')),
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
    const category = dataOf<CategoryDetail>(answers, categoryUrl);
    const parent = category?.parent;
    return {
      description: META_TEXTS[page.lang].category(name, results.total),
      ...(category && { image: card(socialCardPath.category(page.lang, category.id)) }),
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
      // An ad without pictures shows its category's card.
      image: card(
        ad.images.length > 0
          ? socialCardPath.ad(ad.id)
          : socialCardPath.category(page.lang, ad.category_id),
      ),
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
      image: card(socialCardPath.page(page.lang, 'jobs')),
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
      image: card(socialCardPath.job(page.lang, job.id)),
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
    return {
      description: summaryAnd(summary, store.store_description),
      image: card(socialCardPath.store(store.id)),
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
      image: card(socialCardPath.user(page.lang, user.id)),
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
    const image = card(socialCardPath.page(page.lang, 'search'));
    if (total === 0) return { image, noindex: true };
    return { description: META_TEXTS[page.lang].search(words, total), image };
  };
}

/** An information page (about, terms…): the start of its text, and its title on its card. */
export function describeContentPage(pageUrl: string): Describer {
  return (answers, page) => {
    const content = dataOf<ContentPage>(answers, pageUrl);
    if (!content) return {};
    const text = snippet(htmlToText(content.body));
    return {
      ...(text !== '' && { description: text }),
      image: card(socialCardPath.page(page.lang, content.slug)),
    };
  };
}

/** The contact page: how to reach the site, from its contact details. */
export function describeContact(contactsUrl: string): Describer {
  return (answers, page) => {
    const contact = dataOf<ContactUsData>(answers, contactsUrl);
    if (!contact) return {};
    const { phone, whatsapp, email, address } = contact;
    return {
      description: snippet(META_TEXTS[page.lang].contact(phone, whatsapp, email, address)),
      image: card(socialCardPath.page(page.lang, 'contact-us')),
    };
  };
}

/** The legals: the questions they answer, the first group's first. */
export function describeLegals(legalsUrl: string): Describer {
  return (answers, page) => {
    const groups = dataOf<LegalsData>(answers, legalsUrl);
    if (!groups) return {};
    const questions = groups.flatMap((group) => group.sections.map((s) => s.question));
    return {
      description: snippet(META_TEXTS[page.lang].legals(questions)),
      image: card(socialCardPath.page(page.lang, 'legals')),
    };
  };
}

/** The service providers: how many, the best rated by name. */
export function describeServiceProviders(providersUrl: string): Describer {
  return (answers, page) => {
    const providers = dataOf<ServiceProvider[]>(answers, providersUrl);
    if (!providers) return {};
    const names = providers.slice(0, 3).map((provider) => provider.name);
    return {
      description: snippet(META_TEXTS[page.lang].providers(providers.length, names)),
      image: card(socialCardPath.page(page.lang, 'service-providers')),
    };
  };
}
