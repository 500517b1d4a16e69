import {
  CATEGORY_IDS,
  MY_APPLICATIONS_MAX,
  SIMILAR_JOBS,
  type MyJobApplication,
  type JobOffer,
  type JobOfferDetail,
  type Lang,
  type Paginated,
  type jobSearchQuery,
} from '@souq/contracts';
import { and } from 'drizzle-orm';
import type * as z from 'zod';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../shared/errors.ts';
import { listFilterDefinitions } from '../ads/filters.repository.ts';
import { jobFilterCondition } from './job-filters.ts';
import {
  applicationsOf,
  findOffer,
  loadJobMarks,
  pageOfOffers,
  similarOffers,
  standardsOf,
  textCondition,
  type OfferRow,
} from './jobs.repository.ts';
import { standardsByOffer, toJobOffer, toJobOfferDetail } from './jobs.serializer.ts';

async function withStandards(db: Database, rows: OfferRow[], lang: Lang): Promise<JobOffer[]> {
  const byOffer = standardsByOffer(
    await standardsOf(
      db,
      rows.map((row) => row.id),
    ),
  );
  return rows.map((row) => toJobOffer(row, byOffer.get(row.id) ?? [], lang));
}

/**
 * The offers with the signed-in user's applications and favourites: one query (none signed
 * out). The other functions answer offers as a visitor without a session sees them.
 */
export async function offersForViewer<T extends JobOffer>(
  db: Database,
  offers: readonly T[],
  userId: number | null,
): Promise<T[]> {
  if (userId === null || offers.length === 0) return [...offers];
  const marks = await loadJobMarks(
    db,
    offers.map((offer) => offer.id),
    userId,
  );
  return offers.map((offer) => {
    const mine = marks.get(offer.id);
    return mine ? { ...offer, has_applied: mine.hasApplied, is_favorite: mine.isFavorite } : offer;
  });
}

export async function offerForViewer<T extends JobOffer>(
  db: Database,
  offer: T,
  userId: number | null,
): Promise<T> {
  const [marked] = await offersForViewer(db, [offer], userId);
  return marked ?? offer;
}

/** `GET /job-offers/search`: the text in titles and company names, the filters, newest first. */
export async function searchOffers(
  db: Database,
  query: z.infer<typeof jobSearchQuery>,
  lang: Lang,
): Promise<Paginated<JobOffer>> {
  const filters = query.filtersAttributes ?? [];
  const definitions = filters.length > 0 ? await listFilterDefinitions(db, CATEGORY_IDS.jobs) : [];
  const where = and(textCondition(query.q), jobFilterCondition(filters, definitions, lang));
  const perPage = query.per_page;
  const { rows, total } = await pageOfOffers(db, where, { page: query.page, perPage });
  return {
    data: await withStandards(db, rows, lang),
    current_page: query.page,
    per_page: perPage,
    total,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}

export async function offerDetail(db: Database, id: number, lang: Lang): Promise<JobOfferDetail> {
  const row = await findOffer(db, id);
  if (!row) throw notFound();
  return toJobOfferDetail(row, await standardsOf(db, [id]), lang);
}

/** `GET /job-applications`: what the user applied for, with their marks, the latest first. */
export async function myApplications(
  db: Database,
  userId: number,
  lang: Lang,
): Promise<MyJobApplication[]> {
  const rows = await applicationsOf(db, userId, MY_APPLICATIONS_MAX);
  const offers = await offersForViewer(
    db,
    await withStandards(
      db,
      rows.map((row) => row.offer),
      lang,
    ),
    userId,
  );
  return rows.flatMap((row, index) => {
    const offer = offers[index];
    return offer ? [{ applied_at: row.appliedAt.toISOString(), offer }] : [];
  });
}

export async function similarToOffer(db: Database, id: number, lang: Lang): Promise<JobOffer[]> {
  const rows = await similarOffers(db, id, SIMILAR_JOBS, lang);
  if (!rows) throw notFound();
  return withStandards(db, rows, lang);
}
