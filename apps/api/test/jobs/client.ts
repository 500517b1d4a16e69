import {
  adsQueryString,
  type JobOffer,
  type JobOfferDetail,
  type JobSearchQuery,
  type Lang,
  type Paginated,
} from '@souq/contracts';
import { count, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { jobApplications, jobOffers } from '../../src/db/schema/index.ts';
import type { TestContext } from '../helpers/app.ts';
import { request, type Answer, type Session } from '../engagement/fixtures.ts';

export { ARABIC, signIn, UNKNOWN_ID, type Session } from '../engagement/fixtures.ts';

const as = (lang: Lang, user?: Session | null) => ({ lang, ...user?.headers });

export function search(
  t: TestContext,
  query: JobSearchQuery,
  lang: Lang = 'en',
  user?: Session | null,
): Promise<Answer<Paginated<JobOffer>>> {
  return request(t, 'GET', `/api/job-offers/search?${adsQueryString(query)}`, {
    headers: as(lang, user),
  });
}

export function getOffer(
  t: TestContext,
  id: number | string,
  lang: Lang = 'en',
  user?: Session | null,
): Promise<Answer<JobOfferDetail>> {
  return request(t, 'GET', `/api/job-offers/${String(id)}`, { headers: as(lang, user) });
}

export function apply(
  t: TestContext,
  user: Session | null,
  payload: object,
  lang: Lang = 'en',
): Promise<Answer<{ job_offer_id: number; has_applied: boolean }>> {
  return request(t, 'POST', '/api/job-applications', { payload, headers: as(lang, user) });
}

export function toggleFavorite(
  t: TestContext,
  user: Session | null,
  id: number | string,
  lang: Lang = 'en',
): Promise<Answer<{ job_offer_id: number; is_favorite: boolean }>> {
  return request(t, 'POST', `/api/job-offers/favorites/toggle?job_offer_id=${String(id)}`, {
    headers: as(lang, user),
  });
}

/** Every offer, newest first (the largest pages). */
export async function everyOffer(t: TestContext, lang: Lang = 'en'): Promise<JobOffer[]> {
  const { body } = await search(t, { per_page: 48 }, lang);
  return body.data.data;
}

export const standardValue = (offer: JobOffer, kind: 'work_time' | 'experience') =>
  offer.standards.find((standard) => standard.kind === kind)?.value;

/** A day relative to today, `YYYY-MM-DD`. */
export function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

const TEST_COMPANY = { en: 'Test Company', ar: 'شركة الاختبار' };

/** Offers from the seed, not those `createOffer` added (bare: no standards, no description). */
export const seededOffers = (offers: readonly JobOffer[]) =>
  offers.filter(
    (offer) => offer.company_name !== TEST_COMPANY.en && offer.company_name !== TEST_COMPANY.ar,
  );

/** An offer of its own for a test that writes, so seeded offers (and other files) see nothing move. */
export async function createOffer(
  db: Database,
  lastDateToApply: string | null = dayFromToday(30),
): Promise<number> {
  const [row] = await db
    .insert(jobOffers)
    .values({
      titleEn: 'Jobs test offer',
      titleAr: 'وظيفة لاختبار التقديم',
      companyNameEn: TEST_COMPANY.en,
      companyNameAr: TEST_COMPANY.ar,
      lastDateToApply,
    })
    .returning({ id: jobOffers.id });
  if (!row) throw new Error('offer not inserted');
  return row.id;
}

export async function applicationsOf(db: Database, offerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(jobApplications)
    .where(eq(jobApplications.jobOfferId, offerId));
  return row?.n ?? 0;
}
