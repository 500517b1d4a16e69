import {
  htmlToText,
  META_TEXTS,
  type AdDetail,
  type ContactUsData,
  type JobOfferDetail,
  type Lang,
  type Review,
  type Store,
} from '@souq/contracts';
import type {
  BreadcrumbList,
  ItemAvailability,
  JobPosting,
  LocalBusiness,
  MonetaryAmount,
  Organization,
  Product,
  Review as ReviewData,
  WebSite,
  WithContext,
} from 'schema-dts';
import { brandOf, itemConditionOf, modelOf } from './ad-facts';
import { adTitleIn } from './ad-languages';
import { countryCode } from './country-codes';
import { snippet } from './snippet';

/** Where a page's own addresses start, and the page's language. */
export type PageOrigin = { origin: string; lang: Lang };

/** Where Souq's sellers are, when a place names no country (prices are in Syrian pounds). */
const SYRIA = 'SY';

/** A place's country as an ISO 3166-1 code: Syria when it names none, nothing for an unknown name. */
const addressCountry = (name: string | null | undefined) => (name ? countryCode(name) : SYRIA);

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

/**
 * The home page: Souq itself, with its logo, contacts and social profiles (the site settings'
 * contact details, when they could be read).
 */
export function organization(
  page: PageOrigin,
  contacts: ContactUsData | undefined,
): WithContext<Organization> {
  const { social } = contacts ?? { social: undefined };
  const profiles = [social?.facebook, social?.twitter, social?.instagram].filter(
    (link): link is string => link !== undefined && link !== '',
  );
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: META_TEXTS[page.lang].siteName,
    url: `${page.origin}/${page.lang}`,
    logo: `${page.origin}/favicon.svg`,
    ...(contacts?.email && { email: contacts.email }),
    ...(contacts?.phone && { telephone: contacts.phone }),
    ...(contacts?.address && { address: contacts.address }),
    ...(profiles.length > 0 && { sameAs: profiles }),
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

/** How many of an ad's latest reviews its Product carries. */
const REVIEWS_SHOWN = 5;

/** The latest reviews whose authors also rated the ad: Google reads a review with its rating. */
function rated(reviews: readonly Review[]): ReviewData[] {
  return reviews
    .flatMap(({ rating, user, date, review }): ReviewData[] =>
      rating === null
        ? []
        : [
            {
              '@type': 'Review',
              author: { '@type': 'Person', name: user.name },
              datePublished: date,
              reviewBody: review,
              reviewRating: { '@type': 'Rating', ratingValue: rating, ...RATING_SCALE },
            },
          ],
    )
    .slice(0, REVIEWS_SHOWN);
}

/**
 * An ad: a Product with its brand, model, latest rated reviews and Offer (price in Syrian pounds,
 * condition, sold or in stock, its seller).
 */
export function product(
  page: PageOrigin,
  ad: AdDetail,
  url: string,
  reviews: readonly Review[],
): WithContext<Product> {
  const seller = ad.author_info;
  const condition = itemConditionOf(ad.attributes);
  const brand = brandOf(ad.attributes);
  const model = modelOf(ad.attributes);
  const review = rated(reviews);
  const description = snippet(htmlToText(ad.description), 5000);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: adTitleIn(ad, page.lang),
    sku: String(ad.id),
    url,
    image: ad.images.map((image) => absolute(page, image.src)),
    ...(description !== '' && { description }),
    ...(brand !== undefined && { brand: { '@type': 'Brand', name: brand } }),
    ...(model !== undefined && { model }),
    ...(ad.ratings_count > 0 && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: ad.average_rating,
        ratingCount: ad.ratings_count,
        ...RATING_SCALE,
      },
    }),
    ...(review.length > 0 && { review }),
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
/** A work time that says nothing of the hours (remote) or none at all. */
const OTHER_EMPLOYMENT = 'OTHER';

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
 * Who hires: the company the offer names, else `confidential`, Google's word for an employer
 * hiring anonymously (never a made-up name).
 */
function hiringOrganization(
  page: PageOrigin,
  job: JobOfferDetail,
): JobPosting['hiringOrganization'] {
  const { company_name: name, company_image: logo } = job.company;
  if (name === null) return 'confidential';
  return {
    '@type': 'Organization',
    name,
    ...(logo !== null && { logo: absolute(page, logo) }),
  };
}

/**
 * A job offer as Google for Jobs reads it: its company, dates, place (`City, Country`, the
 * country as its ISO code), work time (a remote one is TELECOMMUTE from the offer's country) and
 * salary when the offer gives it.
 */
export function jobPosting(page: PageOrigin, job: JobOfferDetail): WithContext<JobPosting> {
  const workTime = (
    job.standards.find((standard) => standard.kind === 'work_time')?.value ?? ''
  ).toLowerCase();
  const [city, countryName] = (job.location ?? '').split(/[,،]\s*/);
  const country = addressCountry(countryName);
  const salary = baseSalary(job);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    datePosted: job.date_posted,
    ...(job.last_date_to_apply !== null && { validThrough: `${job.last_date_to_apply}T23:59:59Z` }),
    employmentType: EMPLOYMENT_TYPES[workTime] ?? OTHER_EMPLOYMENT,
    hiringOrganization: hiringOrganization(page, job),
    ...(REMOTE.has(workTime) && {
      jobLocationType: 'TELECOMMUTE',
      ...(country !== undefined && {
        applicantLocationRequirements: { '@type': 'Country', name: country },
      }),
    }),
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        ...(city && { addressLocality: city }),
        ...(country !== undefined && { addressCountry: country }),
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
  const country = addressCountry(store.country?.name);
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
      ...(country !== undefined && { addressCountry: country }),
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
