import {
  CATEGORY_IDS,
  type Lang,
  type ProviderKind,
  type ProviderState,
  type ServiceProvider,
} from '@souq/contracts';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  ads,
  categories,
  cities,
  ratings,
  reviews,
  serviceProviderChoices,
  stores,
  users,
} from '../../db/schema/index.ts';
import { localized } from '../../shared/localized.ts';
import { liveAd } from '../ads/live-ad.ts';

type Kind = ProviderKind;

/** The category of service providers and its sub-categories. */
const serviceCategoryIds = (db: Database) =>
  db
    .select({ id: categories.id })
    .from(categories)
    .where(
      or(
        eq(categories.id, CATEGORY_IDS.serviceProviders),
        eq(categories.parentId, CATEGORY_IDS.serviceProviders),
      ),
    );

type Feedback = { average: number; ratings: number; reviews: number };

/** Average and count of the ratings, and count of the reviews, of each store or user. */
async function feedbackOf(db: Database, kind: Kind, ids: number[]): Promise<Map<number, Feedback>> {
  const byId = new Map<number, Feedback>();
  if (ids.length === 0) return byId;
  const [given, written] = await Promise.all([
    db
      .select({
        id: ratings.entityId,
        average: sql<number>`round(avg(${ratings.rating}), 2)::float8`,
        count: sql<number>`count(*)::int`,
      })
      .from(ratings)
      .where(and(eq(ratings.entityType, kind), inArray(ratings.entityId, ids)))
      .groupBy(ratings.entityId),
    db
      .select({ id: reviews.entityId, count: sql<number>`count(*)::int` })
      .from(reviews)
      .where(and(eq(reviews.entityType, kind), inArray(reviews.entityId, ids)))
      .groupBy(reviews.entityId),
  ]);
  const entry = (id: number): Feedback => {
    let found = byId.get(id);
    if (!found) {
      found = { average: 0, ratings: 0, reviews: 0 };
      byId.set(id, found);
    }
    return found;
  };
  for (const row of given)
    Object.assign(entry(row.id), { average: row.average, ratings: row.count });
  for (const row of written) entry(row.id).reviews = row.count;
  return byId;
}

function providerStores(db: Database, lang: Lang) {
  return db
    .select({
      id: stores.id,
      name: stores.storeName,
      image: stores.profileImage,
      description: localized(lang, stores.descriptionEn, stores.descriptionAr),
      city: localized(lang, cities.nameEn, cities.nameAr),
      isVerified: stores.isVerified,
    })
    .from(stores)
    .leftJoin(cities, eq(cities.id, stores.cityId))
    .where(eq(stores.categoryId, CATEGORY_IDS.serviceProviders));
}

/** A live service ad published without a store: its user offers services themselves. */
const ownServiceAd = (db: Database) =>
  and(liveAd, inArray(ads.categoryId, serviceCategoryIds(db)), isNull(ads.storeId));

/** People who offer services themselves: they published a service ad without a store. */
function providerUsers(db: Database, lang: Lang) {
  const offering = db.selectDistinct({ userId: ads.userId }).from(ads).where(ownServiceAd(db));
  return db
    .select({
      id: users.id,
      name: users.name,
      image: users.avatar,
      description: sql<string>`coalesce(${users.bio}, '')`,
      city: localized(lang, cities.nameEn, cities.nameAr),
      isVerified: users.isVerified,
    })
    .from(users)
    .leftJoin(cities, eq(cities.id, users.cityId))
    .where(inArray(users.id, offering));
}

type ProviderRow = Awaited<ReturnType<typeof providerStores>>[number];

async function withFeedback(db: Database, kind: Kind, rows: ProviderRow[]) {
  const feedback = await feedbackOf(
    db,
    kind,
    rows.map((row) => row.id),
  );
  return rows.map((row): ServiceProvider => {
    const f = feedback.get(row.id);
    return {
      id: row.id,
      type: kind,
      name: row.name,
      image: row.image,
      description: row.description,
      city: row.city,
      is_verified: row.isVerified,
      average_rating: f?.average ?? 0,
      ratings_count: f?.ratings ?? 0,
      reviews_count: f?.reviews ?? 0,
    };
  });
}

/**
 * The rank of a provider: its average pulled towards 3 stars by two imaginary ratings, so one
 * 5-star rating does not outrank twenty 4.5-star ones (a Bayesian average).
 */
export function providerScore(
  p: Pick<ServiceProvider, 'average_rating' | 'ratings_count'>,
): number {
  const PRIOR_MEAN = 3;
  const PRIOR_WEIGHT = 2;
  return (
    (p.average_rating * p.ratings_count + PRIOR_MEAN * PRIOR_WEIGHT) /
    (p.ratings_count + PRIOR_WEIGHT)
  );
}

/**
 * Whether a store or user is among the providers: a store of category 10, or a person with a
 * live service ad of their own.
 */
export async function isServiceProvider(db: Database, kind: Kind, id: number): Promise<boolean> {
  const [row] =
    kind === 'store'
      ? await db
          .select({ id: stores.id })
          .from(stores)
          .where(and(eq(stores.id, id), eq(stores.categoryId, CATEGORY_IDS.serviceProviders)))
      : await db
          .select({ id: ads.userId })
          .from(ads)
          .where(and(eq(ads.userId, id), ownServiceAd(db)))
          .limit(1);
  return row !== undefined;
}

const choiceKey = (kind: Kind, id: number) => `${kind}:${String(id)}`;

/** What an admin chose for each provider with a choice (issue 47); the others are listed. */
async function providerChoices(db: Database): Promise<Map<string, ProviderState>> {
  const rows = await db.select().from(serviceProviderChoices);
  return new Map(rows.map((row) => [choiceKey(row.kind, row.entityId), row.state]));
}

/** A provider and what an admin chose for it. */
export type RankedProvider = { provider: ServiceProvider; state: ProviderState };

/**
 * Every store and person of category 10 with its state, as the public list orders them: the
 * pinned first, then the listed, each best ranked first, then those an admin took off (in their
 * rank too), which the public list leaves out.
 */
export async function rankedProviders(db: Database, lang: Lang): Promise<RankedProvider[]> {
  const [storeRows, userRows, choices] = await Promise.all([
    providerStores(db, lang),
    providerUsers(db, lang),
    providerChoices(db),
  ]);
  const providers = (
    await Promise.all([withFeedback(db, 'store', storeRows), withFeedback(db, 'user', userRows)])
  ).flat();
  const ranked = providers
    .sort(
      (a, b) =>
        providerScore(b) - providerScore(a) ||
        b.ratings_count - a.ratings_count ||
        a.name.localeCompare(b.name),
    )
    .map((provider) => ({
      provider,
      state: choices.get(choiceKey(provider.type, provider.id)) ?? 'listed',
    }));
  const inState = (state: ProviderState) => ranked.filter((entry) => entry.state === state);
  return [...inState('pinned'), ...inState('listed'), ...inState('hidden')];
}

/** `GET /ServiceProviders`: stores and people of category 10, pinned then best ranked first. */
export async function listServiceProviders(db: Database, lang: Lang): Promise<ServiceProvider[]> {
  return (await rankedProviders(db, lang))
    .filter((entry) => entry.state !== 'hidden')
    .map((entry) => entry.provider);
}
