import type { AdDetail, JobOfferDetail, Lang, Store } from '@souq/contracts';
import type {
  BreadcrumbList,
  ItemAvailability,
  JobPosting,
  LocalBusiness,
  MonetaryAmount,
  Product,
  Thing,
  WebSite,
  WithContext,
} from 'schema-dts';
import { htmlToText } from '../../../shared/html-text.ts';
import { adTitleIn } from './ad-languages.ts';
import { META_TEXTS, snippet } from './meta-texts.ts';

/** A page's structured data: schema.org JSON-LD, which search engines read. */
export type StructuredData = WithContext<Thing>;

/** Where a page's own addresses start, and the page's language. */
export type PageOrigin = { origin: string; lang: Lang };

/** Where Souq's sellers are, when a place names no country (prices are in Syrian pounds). */
const SYRIA = 'SY';

const absolute = ({ origin }: PageOrigin, address: string) =>
  /^https?:\/\//.test(address) ? address : `${origin}${address}`;

/** The home page: the site, and how to search it (the search page, `?q=`). */
export function webSite(page: PageOrigin): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: META_TEXTS[page.lang].siteName,
    url: `${page.origin}/${page.lang}`,
    inLanguage: page.lang,
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${page.origin}/${page.lang}/search?q={search_term_string}`,
      },
      // schema.org's own spelling of the query's input, which Google reads.
      ...{ 'query-input': 'required name=search_term_string' },
    },
  };
}

/** The trail from the home page to a page: `[name, address]`, the page itself last. */
export function breadcrumbs(
  page: PageOrigin,
  trail: readonly (readonly [string, string])[],
): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(([name, address], index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: absolute(page, address),
    })),
  };
}

/** Ratings go from 0.5 to 5 in half steps (POST /ratings): schema.org's default worst is 1. */
const RATING_SCALE = { bestRating: 5, worstRating: 0.5 };

const SOLD: ItemAvailability = 'https://schema.org/SoldOut';
const IN_STOCK: ItemAvailability = 'https://schema.org/InStock';

/** The ad's condition as schema.org names it, from its `Vehicle Condition` in either language. */
function itemCondition(condition: string | null) {
  if (condition === null) return undefined;
  if (/^(new|جديد)/i.test(condition)) return 'https://schema.org/NewCondition' as const;
  if (/^(used|مستعمل)/i.test(condition)) return 'https://schema.org/UsedCondition' as const;
  return undefined;
}

/** An ad: a Product with its Offer (price in Syrian pounds, sold or in stock, its seller). */
export function product(page: PageOrigin, ad: AdDetail, url: string): WithContext<Product> {
  const seller = ad.author_info;
  const condition = itemCondition(ad.condition);
  const description = snippet(htmlToText(ad.description), 5000);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: adTitleIn(ad, page.lang),
    sku: String(ad.id),
    url,
    image: ad.images.map((image) => absolute(page, image.src)),
    ...(description !== '' && { description }),
    ...(ad.ratings_count > 0 && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: ad.average_rating,
        ratingCount: ad.ratings_count,
        ...RATING_SCALE,
      },
    }),
    offers: {
      '@type': 'Offer',
      url,
      price: ad.price,
      priceCurrency: 'SYP',
      availability: ad.status === 'sold' ? SOLD : IN_STOCK,
      ...(condition && { itemCondition: condition }),
      seller: {
        '@type': seller.store_id === null ? 'Person' : 'Organization',
        name: seller.author_name,
      },
    },
  };
}

/** schema.org's employment types, by the jobs filter's work times in both languages (the seed's). */
const EMPLOYMENT_TYPES: Record<string, JobPosting['employmentType']> = {
  'full time': 'FULL_TIME',
  'دوام كامل': 'FULL_TIME',
  'part time': 'PART_TIME',
  'دوام جزئي': 'PART_TIME',
  freelance: 'CONTRACTOR',
  'عمل حر': 'CONTRACTOR',
  internship: 'INTERN',
  تدريب: 'INTERN',
};
const REMOTE = new Set(['remote', 'عن بعد']);

/** The salary standard (`5,100,000 - 6,300,000 S.P / month`) as an amount in Syrian pounds. */
function baseSalary(job: JobOfferDetail): MonetaryAmount | undefined {
  const salary = job.standards.find((standard) => /salary|الراتب/i.test(standard.name));
  const amounts = [...(salary?.value.matchAll(/\d[\d,]*/g) ?? [])].map((match) =>
    Number(match[0].replaceAll(',', '')),
  );
  const [min, max = min] = amounts;
  if (!salary || min === undefined || max === undefined) return undefined;
  const unitText = /year|سن[ةو]/i.test(salary.value)
    ? 'YEAR'
    : /hour|ساع/i.test(salary.value)
      ? 'HOUR'
      : 'MONTH';
  return {
    '@type': 'MonetaryAmount',
    currency: 'SYP',
    value: { '@type': 'QuantitativeValue', minValue: min, maxValue: max, unitText },
  };
}

/**
 * A job offer as Google for Jobs reads it: its company, dates, place (`City, Country`), work
 * time and salary when the offer gives them.
 */
export function jobPosting(page: PageOrigin, job: JobOfferDetail): WithContext<JobPosting> {
  const workTime = job.standards.find((standard) => standard.kind === 'work_time')?.value ?? '';
  const employmentType = EMPLOYMENT_TYPES[workTime.toLowerCase()];
  const [city, country] = (job.location ?? '').split(/[,،]\s*/);
  const company = job.company.company_name ?? META_TEXTS[page.lang].unknownCompany;
  const salary = baseSalary(job);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    datePosted: job.date_posted,
    ...(job.last_date_to_apply !== null && { validThrough: `${job.last_date_to_apply}T23:59:59Z` }),
    ...(employmentType !== undefined && { employmentType }),
    hiringOrganization: {
      '@type': 'Organization',
      name: company,
      ...(job.company.company_image !== null && {
        logo: absolute(page, job.company.company_image),
      }),
    },
    ...(REMOTE.has(workTime.toLowerCase())
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: country ?? SYRIA },
        }
      : {}),
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        ...(city && { addressLocality: city }),
        addressCountry: country ?? SYRIA,
      },
    },
    ...(salary && { baseSalary: salary }),
    directApply: true,
  };
}

/** A store: a LocalBusiness with its place, contacts and rating when it has ratings. */
export function localBusiness(
  page: PageOrigin,
  store: Store,
  url: string,
): WithContext<LocalBusiness> {
  const image = store.store_cover_image ?? store.store_profile_image;
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: store.store_name,
    url,
    ...(image !== null && { image: absolute(page, image) }),
    ...(store.store_profile_image !== null && { logo: absolute(page, store.store_profile_image) }),
    ...(store.store_description !== '' && { description: store.store_description }),
    ...(store.store_phone_number !== null && { telephone: store.store_phone_number }),
    ...(store.store_email !== null && { email: store.store_email }),
    ...(store.store_website !== null && { sameAs: store.store_website }),
    address: {
      '@type': 'PostalAddress',
      ...(store.city && { addressLocality: store.city.name }),
      addressCountry: store.country?.name ?? SYRIA,
    },
    ...(store.latitude !== null &&
      store.longitude !== null && {
        geo: { '@type': 'GeoCoordinates', latitude: store.latitude, longitude: store.longitude },
      }),
    ...(store.ratings_count > 0 && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: store.average_rating,
        ratingCount: store.ratings_count,
        ...RATING_SCALE,
      },
    }),
  };
}
