import { CATEGORY_IDS, type SessionUser } from '@souq/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import type { HTTPMethods } from 'fastify';
import type { Database } from '../../src/db/client.ts';
import { ads, likes, favorites, ratings, reviews } from '../../src/db/schema/index.ts';
import type { TestContext } from '../helpers/app.ts';
import { createVerifiedUser } from '../helpers/auth.ts';

export const ARABIC = /[\u0600-\u06FF]/;

/** A signed-in user: its id and the headers that carry its session. */
export type Session = { id: number; headers: { authorization: string } };

export async function signIn(t: TestContext): Promise<Session> {
  const verified = await createVerifiedUser(t.app);
  const { id } = verified.user as SessionUser;
  return { id, headers: { authorization: `Bearer ${verified.token}` } };
}

/**
 * An ad of its own for each test, so counters start at zero and other test files reading
 * seeded ads (on a shared PostgreSQL database) see nothing move.
 */
export async function createAd(db: Database, ownerId: number): Promise<number> {
  const [row] = await db
    .insert(ads)
    .values({
      categoryId: CATEGORY_IDS.bikes,
      userId: ownerId,
      titleEn: 'Engagement test bike',
      titleAr: 'دراجة لاختبار التفاعل',
      price: 100,
    })
    .returning({ id: ads.id });
  if (!row) throw new Error('ad not inserted');
  return row.id;
}

/** An answer: `data` on success, `message` and (422) `errors` otherwise. */
export type Answer<D> = {
  status: number;
  body: { data: D; message?: string; errors?: Record<string, string[]> };
};

export async function request<D = unknown>(
  t: TestContext,
  method: HTTPMethods,
  url: string,
  options: { payload?: object; headers?: Record<string, string> } = {},
): Promise<Answer<D>> {
  const res = await t.app.inject({
    method,
    url,
    ...(options.payload && { payload: options.payload }),
    headers: options.headers ?? {},
  });
  return { status: res.statusCode, body: res.json<Answer<D>['body']>() };
}

export async function adCounters(db: Database, adId: number) {
  const [row] = await db
    .select({
      likesCount: ads.likesCount,
      reviewsCount: ads.reviewsCount,
      ratingsCount: ads.ratingsCount,
      averageRating: ads.averageRating,
    })
    .from(ads)
    .where(eq(ads.id, adId));
  if (!row) throw new Error(`no ad ${adId}`);
  return row;
}

/** How many rows stand behind the ad's counters. */
export async function adRows(db: Database, adId: number) {
  const onAd = (table: typeof likes | typeof favorites) =>
    db.select({ n: count() }).from(table).where(eq(table.adId, adId));
  const [[liked], [favourited], [reviewed], [rated]] = await Promise.all([
    onAd(likes),
    onAd(favorites),
    db
      .select({ n: count() })
      .from(reviews)
      .where(and(eq(reviews.entityType, 'ad'), eq(reviews.entityId, adId))),
    db
      .select({
        n: count(),
        average: sql<number>`coalesce(round(avg(${ratings.rating}), 2), 0)`.mapWith(Number),
      })
      .from(ratings)
      .where(and(eq(ratings.entityType, 'ad'), eq(ratings.entityId, adId))),
  ]);
  return {
    likes: liked?.n ?? 0,
    favorites: favourited?.n ?? 0,
    reviews: reviewed?.n ?? 0,
    ratings: rated?.n ?? 0,
    averageRating: rated?.average ?? 0,
  };
}

/** An ad id no row has (ids are generated upwards from 1). */
export const UNKNOWN_ID = 2_000_000_000;

/**
 * Runs `action` while every update of the ad's row fails, as a crash between the two writes of
 * a transaction would: the trigger fires only for this ad, so other tests are not disturbed.
 */
export async function withFailingAdUpdates<T>(
  db: Database,
  adId: number,
  action: () => Promise<T>,
): Promise<T> {
  const name = `engagement_test_fail_${adId}`;
  await db.execute(
    sql.raw(
      `create function ${name}() returns trigger language plpgsql as $$ begin raise exception 'forced failure'; end $$`,
    ),
  );
  await db.execute(
    sql.raw(
      `create trigger ${name} before update on ads for each row when (old.id = ${adId}) execute function ${name}()`,
    ),
  );
  try {
    return await action();
  } finally {
    await db.execute(sql.raw(`drop trigger ${name} on ads`));
    await db.execute(sql.raw(`drop function ${name}()`));
  }
}
