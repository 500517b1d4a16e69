import { and, asc, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  cities,
  countries,
  jobApplications,
  jobFavorites,
  jobOffers,
  jobStandards,
} from '../../db/schema/index.ts';
import { foldArabic } from '../../db/schema/text.ts';
import { containsPattern } from '../ads/like-pattern.ts';
import { termWords } from '../ads/text-match.ts';
import type { Lang } from '@souq/contracts';

const NEWEST = [desc(jobOffers.createdAt), desc(jobOffers.id)];

/** Past its last date to apply (the database's day). */
export const isExpired = sql<boolean>`coalesce(${jobOffers.lastDateToApply} < current_date, false)`;

/** The offer's columns, as a visitor without a session sees it (see `loadJobMarks`). */
function offerColumns() {
  return {
    id: jobOffers.id,
    titleEn: jobOffers.titleEn,
    titleAr: jobOffers.titleAr,
    companyNameEn: jobOffers.companyNameEn,
    companyNameAr: jobOffers.companyNameAr,
    companyImage: jobOffers.companyImage,
    cityEn: cities.nameEn,
    cityAr: cities.nameAr,
    countryEn: countries.nameEn,
    countryAr: countries.nameAr,
    otherInfoEn: jobOffers.otherInfoEn,
    otherInfoAr: jobOffers.otherInfoAr,
    createdAt: jobOffers.createdAt,
    isExpired,
  };
}

function selectOffers(db: Database) {
  return db
    .select(offerColumns())
    .from(jobOffers)
    .leftJoin(cities, eq(cities.id, jobOffers.cityId))
    .leftJoin(countries, eq(countries.id, jobOffers.countryId));
}

export type OfferRow = Awaited<ReturnType<ReturnType<typeof selectOffers>['execute']>>[number];
export type StandardRow = typeof jobStandards.$inferSelect;

/**
 * Every word of the term in the title or the company name, English or Arabic (Arabic spelling
 * variants folded, as the ads search does); undefined when the term has no word.
 */
export function textCondition(term: string | undefined): SQL | undefined {
  const perWord = termWords(term ?? '').map((word) => {
    const pattern = containsPattern(word);
    const folded = foldArabic(sql`${pattern}`);
    return sql`(${jobOffers.titleEn} ilike ${pattern} or ${jobOffers.companyNameEn} ilike ${pattern} or ${foldArabic(jobOffers.titleAr)} ilike ${folded} or ${foldArabic(jobOffers.companyNameAr)} ilike ${folded})`;
  });
  return and(...perWord);
}

export type OfferPage = { rows: OfferRow[]; total: number };

/** One page of the offers matching `where`, newest first, and how many match in all. */
export async function pageOfOffers(
  db: Database,
  where: SQL | undefined,
  paging: { page: number; perPage: number },
): Promise<OfferPage> {
  const [rows, [counted]] = await Promise.all([
    selectOffers(db)
      .where(where)
      .orderBy(...NEWEST)
      .limit(paging.perPage)
      .offset((paging.page - 1) * paging.perPage),
    db.select({ total: count() }).from(jobOffers).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** The user's latest applications with their offers, the latest first. */
export function applicationsOf(db: Database, userId: number, limit: number) {
  return db
    .select({ appliedAt: jobApplications.createdAt, offer: offerColumns() })
    .from(jobApplications)
    .innerJoin(jobOffers, eq(jobOffers.id, jobApplications.jobOfferId))
    .leftJoin(cities, eq(cities.id, jobOffers.cityId))
    .leftJoin(countries, eq(countries.id, jobOffers.countryId))
    .where(eq(jobApplications.userId, userId))
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
    .limit(limit);
}

/** The standards of these offers, in table order. */
export function standardsOf(db: Database, ids: readonly number[]): Promise<StandardRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(jobStandards)
    .where(inArray(jobStandards.jobOfferId, [...ids]))
    .orderBy(asc(jobStandards.position), asc(jobStandards.id));
}

export async function findOffer(db: Database, id: number) {
  const [row] = await db
    .select({
      offer: offerColumns(),
      descriptionEn: jobOffers.descriptionEn,
      descriptionAr: jobOffers.descriptionAr,
      updatedAt: jobOffers.updatedAt,
      lastDateToApply: jobOffers.lastDateToApply,
      storeId: jobOffers.storeId,
    })
    .from(jobOffers)
    .leftJoin(cities, eq(cities.id, jobOffers.cityId))
    .leftJoin(countries, eq(countries.id, jobOffers.countryId))
    .where(eq(jobOffers.id, id));
  return row;
}

export type OfferDetailRow = NonNullable<Awaited<ReturnType<typeof findOffer>>>;

/**
 * Open offers most like this one: a close title first (trigram similarity, in the language of
 * the request), then the same company, then the same city; newest first among equals.
 */
export async function similarOffers(
  db: Database,
  id: number,
  limit: number,
  lang: Lang,
): Promise<OfferRow[] | undefined> {
  const [offer] = await db
    .select({
      titleEn: jobOffers.titleEn,
      titleAr: jobOffers.titleAr,
      companyNameEn: jobOffers.companyNameEn,
      cityId: jobOffers.cityId,
    })
    .from(jobOffers)
    .where(eq(jobOffers.id, id));
  if (!offer) return undefined;
  const title =
    lang === 'ar'
      ? sql`similarity(${jobOffers.titleAr}, ${offer.titleAr})`
      : sql`similarity(${jobOffers.titleEn}, ${offer.titleEn})`;
  const sameCompany =
    offer.companyNameEn === null
      ? sql`0`
      : sql`(case when ${jobOffers.companyNameEn} = ${offer.companyNameEn} then 0.3 else 0 end)`;
  const sameCity =
    offer.cityId === null
      ? sql`0`
      : sql`(case when ${jobOffers.cityId} = ${offer.cityId} then 0.1 else 0 end)`;
  return selectOffers(db)
    .where(and(ne(jobOffers.id, id), sql`not ${isExpired}`))
    .orderBy(sql`${title} + ${sameCompany} + ${sameCity} desc`, ...NEWEST)
    .limit(limit);
}

/** What the signed-in user did to a job offer. */
export type JobMarks = { hasApplied: boolean; isFavorite: boolean };

/** The user's applications and favourites among the offers, by offer id: one query. */
export async function loadJobMarks(
  db: Database,
  ids: readonly number[],
  userId: number,
): Promise<Map<number, JobMarks>> {
  const has = (table: typeof jobApplications | typeof jobFavorites) =>
    sql<boolean>`exists (select 1 from ${table} where ${and(
      eq(table.jobOfferId, jobOffers.id),
      eq(table.userId, userId),
    )})`;
  const rows = await db
    .select({ id: jobOffers.id, hasApplied: has(jobApplications), isFavorite: has(jobFavorites) })
    .from(jobOffers)
    .where(inArray(jobOffers.id, [...ids]));
  return new Map(rows.map(({ id, ...marks }) => [id, marks]));
}
