import { formatMessage, type RatingData } from '@souq/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ratings } from '../../src/db/schema/index.ts';
import { apiMessage } from '../../src/shared/messages.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { createStore } from '../sellers/fixtures.ts';
import {
  adCounters,
  adRows,
  createAd,
  request,
  signIn,
  UNKNOWN_ID,
  withFailingAdUpdates,
  type Session,
} from './fixtures.ts';

let t: TestContext;
let owner: Session;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signIn(t);
});
afterAll(() => t.close());

const rate = (user: Session | null, payload: object, lang = 'en') =>
  request<RatingData>(t, 'POST', '/api/ratings', { payload, headers: { lang, ...user?.headers } });

describe('POST /api/ratings', () => {
  it('accepts 0.5 and 5, and the ad keeps the exact average and count', async () => {
    const adId = await createAd(t.database.db, owner.id);
    const [a, b, c] = [await signIn(t), await signIn(t), await signIn(t)];

    const half = await rate(a, { entity_type: 'ad', entity_id: adId, rating: 0.5 });
    expect(half).toEqual({
      status: 200,
      body: {
        message: 'Your rating has been saved.',
        data: { average_rating: 0.5, ratings_count: 1, my_rating: 0.5 },
      },
    });
    const two = await rate(b, { entity_id: adId, rating: 2 }, 'ar');
    expect(two.body).toEqual({
      message: apiMessage('rating_saved', 'ar'),
      data: { average_rating: 1.25, ratings_count: 2, my_rating: 2 },
    });
    const five = await rate(c, { entity_id: adId, rating: 5 });
    // (0.5 + 2 + 5) / 3 = 2.5
    expect(five.body.data).toEqual({ average_rating: 2.5, ratings_count: 3, my_rating: 5 });
    expect(await adCounters(t.database.db, adId)).toMatchObject({
      ratingsCount: 3,
      averageRating: 2.5,
    });
  });

  it("removes the user's rating when they choose 0, instead of counting a zero", async () => {
    const adId = await createAd(t.database.db, owner.id);
    const [a, b] = [await signIn(t), await signIn(t)];
    await rate(a, { entity_id: adId, rating: 4 });
    await rate(b, { entity_id: adId, rating: 1 });

    const removed = await rate(a, { entity_id: adId, rating: 0 });
    expect(removed).toEqual({
      status: 200,
      body: {
        message: 'Your rating has been removed.',
        data: { average_rating: 1, ratings_count: 1, my_rating: null },
      },
    });
    expect(await adCounters(t.database.db, adId)).toMatchObject({
      ratingsCount: 1,
      averageRating: 1,
    });
    expect((await adRows(t.database.db, adId)).ratings).toBe(1);
    const detail = await request<{ my_rating: number | null }>(t, 'GET', `/api/ads/${adId}`, {
      headers: a.headers,
    });
    expect(detail.body.data.my_rating).toBeNull();

    // Nothing to remove: the same answer, in the request's language.
    const again = await rate(a, { entity_id: adId, rating: 0 }, 'ar');
    expect(again.body).toEqual({
      message: apiMessage('rating_removed', 'ar'),
      data: { average_rating: 1, ratings_count: 1, my_rating: null },
    });
    const last = await rate(b, { entity_id: adId, rating: 0 });
    expect(last.body.data).toEqual({ average_rating: 0, ratings_count: 0, my_rating: null });
    expect(await adCounters(t.database.db, adId)).toMatchObject({
      ratingsCount: 0,
      averageRating: 0,
    });
    const back = await rate(a, { entity_id: adId, rating: 3 });
    expect(back.body.data).toEqual({ average_rating: 3, ratings_count: 1, my_rating: 3 });
  });

  it("refuses a rating of one's own ad, store or profile with 422 on entity_id", async () => {
    const seller = await signIn(t);
    const adId = await createAd(t.database.db, seller.id);
    const storeId = await createStore(t.database.db, seller.id);
    const own = [
      [{ entity_type: 'ad', entity_id: adId }, 'feedback_own_ad'],
      [{ entity_type: 'store', entity_id: storeId }, 'feedback_own_store'],
      [{ entity_type: 'user', entity_id: seller.id }, 'feedback_self'],
    ] as const;
    for (const lang of ['en', 'ar'] as const) {
      for (const [entity, key] of own) {
        const text = formatMessage(key, lang);
        expect(await rate(seller, { ...entity, rating: 5 }, lang)).toEqual({
          status: 422,
          body: { message: text, errors: { entity_id: [text] } },
        });
      }
    }
    expect((await adRows(t.database.db, adId)).ratings).toBe(0);
    expect(await adCounters(t.database.db, adId)).toMatchObject({ ratingsCount: 0 });
    const rows = await t.database.db
      .select({ id: ratings.id })
      .from(ratings)
      .where(eq(ratings.raterId, seller.id));
    expect(rows).toEqual([]);
  });

  it('replaces the rating of a user who rates again: count unchanged, average recomputed', async () => {
    const adId = await createAd(t.database.db, owner.id);
    const [a, b, c] = [await signIn(t), await signIn(t), await signIn(t)];
    await rate(a, { entity_id: adId, rating: 4 });
    await rate(b, { entity_id: adId, rating: 2.5 });
    const third = await rate(c, { entity_id: adId, rating: 5 });
    // (4 + 2.5 + 5) / 3 = 3.8333… → 3.83
    expect(third.body.data).toEqual({ average_rating: 3.83, ratings_count: 3, my_rating: 5 });

    const again = await rate(a, { entity_id: adId, rating: 1 });
    // (1 + 2.5 + 5) / 3 = 2.8333… → 2.83
    expect(again.body.data).toEqual({ average_rating: 2.83, ratings_count: 3, my_rating: 1 });
    const same = await rate(a, { entity_id: adId, rating: 1 });
    expect(same.body.data).toEqual(again.body.data);
    expect(await adCounters(t.database.db, adId)).toMatchObject({
      ratingsCount: 3,
      averageRating: 2.83,
    });
    expect((await adRows(t.database.db, adId)).ratings).toBe(3);
  });

  it('keeps one row per user and exact counters under concurrent ratings', async () => {
    const adId = await createAd(t.database.db, owner.id);
    const users = await Promise.all(Array.from({ length: 6 }, () => signIn(t)));
    const answers = await Promise.all(
      users.flatMap((user, i) =>
        [0.5, 1.5, 2.5].map((step) => rate(user, { entity_id: adId, rating: (i + step) % 5 })),
      ),
    );
    for (const answer of answers) expect(answer.status).toBe(200);
    const rows = await adRows(t.database.db, adId);
    expect(rows.ratings).toBe(users.length);
    expect(await adCounters(t.database.db, adId)).toMatchObject({
      ratingsCount: rows.ratings,
      averageRating: rows.averageRating,
    });
  });

  it('refuses 7, -1, 2.3 and "abc" with 422 in Arabic and English, writing nothing', async () => {
    const adId = await createAd(t.database.db, owner.id);
    const user = await signIn(t);
    for (const lang of ['en', 'ar'] as const) {
      for (const rating of [7, -1, 2.3, 'abc', 5.5, null]) {
        const bad = await rate(user, { entity_id: adId, rating }, lang);
        expect(bad).toEqual({
          status: 422,
          body: {
            message: formatMessage('invalid', lang),
            errors: { rating: [formatMessage('rating_half_steps', lang)] },
          },
        });
      }
    }
    expect((await adRows(t.database.db, adId)).ratings).toBe(0);
    expect(await adCounters(t.database.db, adId)).toMatchObject({
      ratingsCount: 0,
      averageRating: 0,
    });
  });

  it('answers 401 without a session, 404 for an unknown entity, 422 for a bad entity', async () => {
    const adId = await createAd(t.database.db, owner.id);
    const user = await signIn(t);
    const anonymous = await rate(null, { entity_id: adId, rating: 3 }, 'ar');
    expect(anonymous).toEqual({ status: 401, body: { message: apiMessage('unauthorized', 'ar') } });
    expect(await rate(user, { entity_id: UNKNOWN_ID, rating: 3 })).toEqual({
      status: 404,
      body: { message: 'Not found.' },
    });
    expect(
      (await rate(user, { entity_type: 'user', entity_id: UNKNOWN_ID, rating: 3 })).status,
    ).toBe(404);
    const badType = await rate(user, { entity_type: 'job', entity_id: adId, rating: 3 });
    expect(badType.status).toBe(422);
    expect(Object.keys(badType.body.errors ?? {})).toEqual(['entity_type']);
    expect((await adRows(t.database.db, adId)).ratings).toBe(0);
  });

  it('rates a user without touching any ad', async () => {
    const adId = await createAd(t.database.db, owner.id);
    const [a, b] = [await signIn(t), await signIn(t)];
    await rate(a, { entity_type: 'user', entity_id: owner.id, rating: 4 });
    const second = await rate(b, { entity_type: 'user', entity_id: owner.id, rating: 3 });
    expect(second.body.data).toEqual({ average_rating: 3.5, ratings_count: 2, my_rating: 3 });
    expect(await adCounters(t.database.db, adId)).toMatchObject({ ratingsCount: 0 });
  });

  it('writes nothing when the ad update fails: no rating row, the old rating kept', async () => {
    const adId = await createAd(t.database.db, owner.id);
    const [a, b] = [await signIn(t), await signIn(t)];
    await rate(a, { entity_id: adId, rating: 2 });
    await withFailingAdUpdates(t.database.db, adId, async () => {
      expect((await rate(b, { entity_id: adId, rating: 5 })).status).toBe(500);
      expect((await rate(a, { entity_id: adId, rating: 4 })).status).toBe(500);
    });
    expect((await adRows(t.database.db, adId)).ratings).toBe(1);
    expect(await adCounters(t.database.db, adId)).toMatchObject({
      ratingsCount: 1,
      averageRating: 2,
    });
    // a's rating is still 2: adding b's 3 gives (2 + 3) / 2.
    const after = await rate(b, { entity_id: adId, rating: 3 });
    expect(after.body.data).toEqual({ average_rating: 2.5, ratings_count: 2, my_rating: 3 });
  });
});
