import {
  formatMessage,
  type Ad,
  type FollowData,
  type Paginated,
  type Store,
} from '@souq/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries, storeFollows } from '../../src/db/schema/index.ts';
import { apiMessage } from '../../src/shared/messages.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { ARABIC, request, signIn, UNKNOWN_ID, type Session } from '../engagement/fixtures.ts';
import { createSellerAd, createStore } from './fixtures.ts';

let t: TestContext;
let owner: Session;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signIn(t);
});
afterAll(() => t.close());

const getStore = (id: number | string, user: Session | null = null, lang = 'en') =>
  request<Store>(t, 'GET', `/api/stores/${String(id)}`, {
    headers: { lang, ...user?.headers },
  });

const follow = (user: Session | null, payload: object, on = true, lang = 'en') =>
  request<FollowData>(
    t,
    on ? 'POST' : 'DELETE',
    `/api/store-follow/${on ? 'follow' : 'unfollow'}`,
    {
      payload,
      headers: { lang, ...user?.headers },
    },
  );

async function followerRows(storeId: number): Promise<number> {
  const rows = await t.database.db
    .select()
    .from(storeFollows)
    .where(eq(storeFollows.storeId, storeId));
  return rows.length;
}

describe('GET /api/stores/{id}', () => {
  it('answers a seeded store in both languages with its real counts and rating', async () => {
    const en = await getStore(1);
    expect(en.status).toBe(200);
    expect(en.body.data).toMatchObject({
      id: 1,
      store_name: 'Sham Motors',
      store_email: 'info@sham-motors.example.com',
      store_website: 'https://www.sham-motors.example.com',
      is_following: false,
      is_own: false,
      is_verified: true,
    });
    expect(en.body.data.store_description).toMatch(/^Authorised dealer/);
    expect(en.body.data.city).toEqual({ name: 'Damascus' });
    expect(en.body.data.total_number_of_ads).toBeGreaterThan(0);
    expect(en.body.data.follower_number).toBe(await followerRows(1));
    // The seed rates every store 4 to 9 times: a real average, not the original's fixed 4/5 (21).
    expect(en.body.data.ratings_count).toBeGreaterThan(0);
    expect(en.body.data.average_rating).toBeGreaterThan(0);
    expect(en.body.data.average_rating).toBeLessThanOrEqual(5);

    const ar = await getStore(1, null, 'ar');
    expect(ar.body.data.store_description).toMatch(ARABIC);
    expect(ar.body.data.city?.name).toMatch(ARABIC);
    expect(ar.body.data.follower_number).toBe(en.body.data.follower_number);
  });

  it('rates a store with the average and count of its ratings and counts its reviews', async () => {
    const storeId = await createStore(t.database.db, owner.id);
    const empty = (await getStore(storeId)).body.data;
    expect(empty).toMatchObject({ average_rating: 0, ratings_count: 0, reviews_count: 0 });
    const [a, b] = [await signIn(t), await signIn(t)];
    for (const [user, rating] of [
      [a, 5],
      [b, 3.5],
    ] as const) {
      const rated = await request(t, 'POST', '/api/ratings', {
        payload: { entity_type: 'store', entity_id: storeId, rating },
        headers: user.headers,
      });
      expect(rated.status).toBe(200);
    }
    const reviewed = await request(t, 'POST', '/api/reviews', {
      payload: { entity_type: 'store', entity_id: storeId, review: 'Friendly staff.' },
      headers: a.headers,
    });
    expect(reviewed.status).toBe(201);
    const [country] = await t.database.db.select().from(countries).where(eq(countries.id, 1));
    expect((await getStore(storeId)).body.data).toMatchObject({
      average_rating: 4.25,
      ratings_count: 2,
      reviews_count: 1,
      country: { name: country?.nameEn },
      city: null,
      total_number_of_ads: 0,
    });
  });

  it('answers 404 for an unknown store and 422 for a bad id', async () => {
    expect(await getStore(UNKNOWN_ID)).toEqual({ status: 404, body: { message: 'Not found.' } });
    const bad = await getStore('abc', null, 'ar');
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.id?.[0]).toMatch(ARABIC);
  });
});

describe('POST /api/store-follow/follow and DELETE /api/store-follow/unfollow', () => {
  it('follows and unfollows idempotently, the count and the page following along', async () => {
    const storeId = await createStore(t.database.db, owner.id);
    const [a, b] = [await signIn(t), await signIn(t)];

    expect(await follow(a, { store_id: storeId })).toEqual({
      status: 200,
      body: { message: 'You are now following.', data: { is_following: true, followers_count: 1 } },
    });
    const again = await follow(a, { store_id: storeId });
    expect(again.body.data).toEqual({ is_following: true, followers_count: 1 });
    const second = await follow(b, { store_id: storeId }, true, 'ar');
    expect(second.body).toEqual({
      message: apiMessage('followed', 'ar'),
      data: { is_following: true, followers_count: 2 },
    });
    expect((await getStore(storeId, a)).body.data).toMatchObject({
      is_following: true,
      follower_number: 2,
    });
    expect((await getStore(storeId)).body.data.is_following).toBe(false);

    const undo = await follow(a, { store_id: storeId }, false);
    expect(undo.body).toEqual({
      message: 'You are no longer following.',
      data: { is_following: false, followers_count: 1 },
    });
    expect((await follow(a, { store_id: storeId }, false)).body.data).toEqual({
      is_following: false,
      followers_count: 1,
    });
    expect((await getStore(storeId, a)).body.data).toMatchObject({
      is_following: false,
      follower_number: 1,
    });
    expect(await followerRows(storeId)).toBe(1);
  });

  it('keeps the count exact under concurrent follows and unfollows', async () => {
    const storeId = await createStore(t.database.db, owner.id);
    const users = [await signIn(t), await signIn(t), await signIn(t)];
    const clicks = users.flatMap((user) =>
      Array.from({ length: 4 }, () => follow(user, { store_id: storeId })),
    );
    for (const answer of await Promise.all(clicks)) expect(answer.status).toBe(200);
    expect(await followerRows(storeId)).toBe(3);
    expect((await getStore(storeId)).body.data.follower_number).toBe(3);

    const [first] = users;
    if (!first) throw new Error('no user');
    const mixed = await Promise.all([
      follow(first, { store_id: storeId }, false),
      follow(first, { store_id: storeId }, false),
      follow(users[1] ?? first, { store_id: storeId }, false),
    ]);
    for (const answer of mixed) expect(answer.status).toBe(200);
    expect(await followerRows(storeId)).toBe(1);
    expect((await getStore(storeId)).body.data.follower_number).toBe(1);
  });

  it("refuses following one's own store with a translated 422", async () => {
    const storeId = await createStore(t.database.db, owner.id);
    for (const lang of ['en', 'ar'] as const) {
      expect(await follow(owner, { store_id: storeId }, true, lang)).toEqual({
        status: 422,
        body: {
          message: formatMessage('follow_own_store', lang),
          errors: { store_id: [formatMessage('follow_own_store', lang)] },
        },
      });
    }
    expect((await getStore(storeId, owner)).body.data).toMatchObject({
      is_own: true,
      owner_id: owner.id,
    });
    expect(await followerRows(storeId)).toBe(0);
  });

  it('answers 401 without a session, 404 for an unknown store, 422 for bad bodies', async () => {
    const user = await signIn(t);
    expect(await follow(null, { store_id: 1 }, true, 'ar')).toEqual({
      status: 401,
      body: { message: apiMessage('unauthorized', 'ar') },
    });
    expect((await follow(null, { store_id: 1 }, false)).status).toBe(401);
    expect((await follow(user, { store_id: UNKNOWN_ID })).status).toBe(404);
    expect((await follow(user, { store_id: UNKNOWN_ID }, false)).status).toBe(404);
    for (const lang of ['en', 'ar'] as const) {
      for (const payload of [{}, { store_id: 'abc' }, { store_id: -3 }, { store_id: 1.5 }]) {
        const bad = await follow(user, payload, true, lang);
        expect(bad.status).toBe(422);
        expect(bad.body.message).toBe(formatMessage('invalid', lang));
        expect(Object.keys(bad.body.errors ?? {})).toEqual(['store_id']);
      }
    }
    expect((await follow(user, {}, false, 'ar')).body.errors?.store_id?.[0]).toMatch(ARABIC);
  });
});

describe('POST /api/ads/user-ads (store)', () => {
  it("pages through the store's ads as ad cards, newest first", async () => {
    const storeId = await createStore(t.database.db, owner.id);
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    const older = await createSellerAd(t.database.db, owner.id, storeId, day(1));
    const newer = await createSellerAd(t.database.db, owner.id, storeId, day(2));
    await createSellerAd(t.database.db, owner.id, null, day(3));

    const page = await request<Paginated<Ad>>(t, 'POST', '/api/ads/user-ads', {
      payload: { entity_id: storeId, entity_type: 'store', per_page: 1 },
      headers: { lang: 'ar' },
    });
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ current_page: 1, per_page: 1, total: 2, last_page: 2 });
    expect(page.body.data.data.map((a) => a.id)).toEqual([newer]);
    expect(page.body.data.data[0]?.title).toMatch(ARABIC);
    expect(page.body.data.data[0]?.author_info).toMatchObject({ store_id: storeId });
    const next = await request<Paginated<Ad>>(t, 'POST', '/api/ads/user-ads', {
      payload: { entity_id: storeId, entity_type: 'store', per_page: 1, page: 2 },
    });
    expect(next.body.data.data.map((a) => a.id)).toEqual([older]);
    expect((await getStore(storeId)).body.data.total_number_of_ads).toBe(2);
  });

  it('answers 404 for an unknown store and 422 for bad bodies in the request language', async () => {
    const unknown = await request(t, 'POST', '/api/ads/user-ads', {
      payload: { entity_id: UNKNOWN_ID, entity_type: 'store' },
    });
    expect(unknown.status).toBe(404);
    const bad = await request(t, 'POST', '/api/ads/user-ads', {
      payload: { entity_id: 'x', entity_type: 'company' },
      headers: { lang: 'ar' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['entity_id', 'entity_type']);
    expect(bad.body.errors?.entity_type?.[0]).toMatch(ARABIC);
  });
});
