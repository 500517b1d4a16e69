import {
  CATEGORY_IDS,
  SIMILAR_JOBS,
  type JobOffer,
  type JobOfferDetail,
  type Paginated,
  type jobSearchQuery,
} from '@souq/contracts';
import { and } from 'drizzle-orm';
import type * as z from 'zod';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../shared/errors.ts';
import { listFilterDefinitions } from '../ads/filters.repository.ts';
import type { Viewer } from '../ads/viewer.ts';
import { jobFilterCondition } from './job-filters.ts';
import {
  findOffer,
  pageOfOffers,
  similarOffers,
  standardsOf,
  textCondition,
  type OfferRow,
} from './jobs.repository.ts';
import { standardsByOffer, toJobOffer, toJobOfferDetail } from './jobs.serializer.ts';

async function withStandards(db: Database, rows: OfferRow[], viewer: Viewer): Promise<JobOffer[]> {
  const byOffer = standardsByOffer(
    await standardsOf(
      db,
      rows.map((row) => row.id),
    ),
  );
  return rows.map((row) => toJobOffer(row, byOffer.get(row.id) ?? [], viewer.lang));
}

/** `GET /job-offers/search`: the text in titles and company names, the filters, newest first. */
export async function searchOffers(
  db: Database,
  query: z.infer<typeof jobSearchQuery>,
  viewer: Viewer,
): Promise<Paginated<JobOffer>> {
  const filters = query.filtersAttributes ?? [];
  const definitions = filters.length > 0 ? await listFilterDefinitions(db, CATEGORY_IDS.jobs) : [];
  const where = and(textCondition(query.q), jobFilterCondition(filters, definitions, viewer.lang));
  const perPage = query.per_page;
  const { rows, total } = await pageOfOffers(db, where, { page: query.page, perPage }, viewer);
  return {
    data: await withStandards(db, rows, viewer),
    current_page: query.page,
    per_page: perPage,
    total,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}

export async function offerDetail(
  db: Database,
  id: number,
  viewer: Viewer,
): Promise<JobOfferDetail> {
  const row = await findOffer(db, id, viewer);
  if (!row) throw notFound();
  return toJobOfferDetail(row, await standardsOf(db, [id]), viewer.lang);
}

export async function similarToOffer(
  db: Database,
  id: number,
  viewer: Viewer,
): Promise<JobOffer[]> {
  const rows = await similarOffers(db, id, SIMILAR_JOBS, viewer);
  if (!rows) throw notFound();
  return withStandards(db, rows, viewer);
}
