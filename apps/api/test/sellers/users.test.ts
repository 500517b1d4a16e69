import {
  formatMessage,
  type Ad,
  type FollowData,
  type Paginated,
  type UserProfile,
  userAdsQueryString,
} from '@souq/contracts';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ads, follows, users } from '../../src/db/schema/index.ts';
import { apiMessage } from '../../src/shared/messages.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { ARABIC, request, signIn, UNKNOWN_ID, type Session } from '../engagement/fixtures.ts';
import { createSellerAd, createStore } from './fixtures.ts';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getUser = (id: number | string, user: Session | null = null, lang = 'en') =>
  request<UserProfile>(t, 'GET', `/api/users/${String(id)}`, {
    headers: { lang, ...user?.headers },
  });

const follow = (user: Session | null, payload: object, on = true, lang = 'en') =>
  request<FollowData>(t, on ? 'POST' : 'DELETE', '/api/follow', {
    payload,
    headers: { lang, ...user?.headers },
  });

async function followerRows(userId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(follows)
    .where(eq(follows.followedId, userId));
  return row?.n ?? 0;
}

describe('GET /api/users/{id}', () => {
  it("answers a seeded seller's public profile with real counts, never private fields", async () => {
    const [seller] = await t.database.db
      .select({ id: ads.userId })
      .from(ads)
      .innerJoin(users, eq(users.id, ads.userId))
      .where(and(isNull(ads.storeId), eq(users.roles, ['client'])))
      .limit(1);
    if (!seller) throw new Error('no seeded seller');
    const [own] = await t.database.db
      .select({ n: count() })
      .from(ads)
      .where(and(eq(ads.userId, seller.id), isNull(ads.storeId)));

    const en = await getUser(seller.id);
    expect(en.status).toBe(200);
    expect(en.body.data).toMatchObject({
      id: seller.id,
      roles: ['client'],
      ads_count: own?.n,
      followers_count: await followerRows(seller.id),
      is_following: false,
      is_own: false,
    });
    expect(Object.keys(en.body.data)).not.toContain('userName');
    expect(JSON.stringify(en.body)).not.toMatch(/password|birthdate|email/i);
    // Their ads show their phone to call them, so their page may too.
    const [account] = await t.database.db
      .select({ phone: users.phoneNumber })
      .from(users)
      .where(eq(users.id, seller.id));
    expect(en.body.data.phone_number).toBe(account?.phone);
    const ar = await getUser(seller.id, null, 'ar');
    if (en.body.data.city !== null) expect(ar.body.data.city).toMatch(ARABIC);
  });

  it('rates a user with the average and count of their ratings and counts their reviews', async () => {
    const seller = await signIn(t);
    expect((await getUser(seller.id)).body.data).toMatchObject({
      average_rating: 0,
      ratings_count: 0,
      reviews_count: 0,
      ads_count: 0,
    });
    const [a, b, c] = [await signIn(t), await signIn(t), await signIn(t)];
    for (const [user, rating] of [
      [a, 4],
      [b, 2.5],
      [c, 5],
    ] as const) {
      await request(t, 'POST', '/api/ratings', {
        payload: { entity_type: 'user', entity_id: seller.id, rating },
        headers: user.headers,
      });
    }
    for (const user of [a, b]) {
      await request(t, 'POST', '/api/reviews', {
        payload: { entity_type: 'user', entity_id: seller.id, review: 'Quick replies.' },
        headers: user.headers,
      });
    }
    const me = (await getUser(seller.id, seller)).body.data;
    expect(me).toMatchObject({
      average_rating: 3.83,
      ratings_count: 3,
      reviews_count: 2,
      is_own: true,
      roles: ['client'],
    });
  });

  it("gives no phone number of a user who publishes no ads, and no email of anyone's", async () => {
    const user = await signIn(t);
    const email = `private-${String(user.id)}@example.com`;
    await t.database.db.update(users).set({ email }).where(eq(users.id, user.id));
    const answer = await getUser(user.id);
    expect(answer.body.data.phone_number).toBeNull();
    expect(JSON.stringify(answer.body)).not.toContain(email);
  });

  it('gives the phone number only while one of their live ads shows it', async () => {
    const seller = await signIn(t);
    const adId = await createSellerAd(t.database.db, seller.id, null, new Date());
    await t.database.db.update(ads).set({ showPhone: false }).where(eq(ads.id, adId));
    expect((await getUser(seller.id)).body.data.phone_number).toBeNull();
    const [account] = await t.database.db
      .select({ phone: users.phoneNumber })
      .from(users)
      .where(eq(users.id, seller.id));
    expect((await getUser(seller.id, seller)).body.data.phone_number).toBe(account?.phone);
    await t.database.db.update(ads).set({ showPhone: true }).where(eq(ads.id, adId));
    expect((await getUser(seller.id)).body.data.phone_number).toBe(account?.phone);
  });

  it('has no page for an account whose phone was never verified', async () => {
    const user = await signIn(t);
    expect((await getUser(user.id)).status).toBe(200);
    await t.database.db.update(users).set({ phoneVerifiedAt: null }).where(eq(users.id, user.id));
    expect((await getUser(user.id)).status).toBe(404);
  });

  it('answers 404 for an unknown user and 422 for a bad id', async () => {
    expect(await getUser(UNKNOWN_ID, null, 'ar')).toEqual({
      status: 404,
      body: { message: apiMessage('not_found', 'ar') },
    });
    expect((await getUser(0)).status).toBe(422);
  });
});

describe('POST /api/follow and DELETE /api/follow', () => {
  it('follows and unfollows idempotently, exact under concurrent clicks', async () => {
    const seller = await signIn(t);
    const [a, b] = [await signIn(t), await signIn(t)];
    expect(await follow(a, { followed_id: seller.id })).toEqual({
      status: 200,
      body: { message: 'You are now following.', data: { is_following: true, followers_count: 1 } },
    });
    const burst = await Promise.all([
      ...Array.from({ length: 4 }, () => follow(a, { followed_id: seller.id })),
      ...Array.from({ length: 4 }, () => follow(b, { followed_id: seller.id }, true, 'ar')),
    ]);
    for (const answer of burst) expect(answer.status).toBe(200);
    expect(await followerRows(seller.id)).toBe(2);
    expect((await getUser(seller.id, b)).body.data).toMatchObject({
      followers_count: 2,
      is_following: true,
    });

    const undo = await follow(b, { followed_id: seller.id }, false, 'ar');
    expect(undo.body).toEqual({
      message: apiMessage('unfollowed', 'ar'),
      data: { is_following: false, followers_count: 1 },
    });
    const undoAgain = await Promise.all([
      follow(b, { followed_id: seller.id }, false),
      follow(b, { followed_id: seller.id }, false),
    ]);
    for (const answer of undoAgain) {
      expect(answer.body.data).toEqual({ is_following: false, followers_count: 1 });
    }
    expect((await getUser(seller.id, b)).body.data).toMatchObject({
      followers_count: 1,
      is_following: false,
    });
  });

  it('lets two users follow each other at the same moment', async () => {
    const [a, b] = [await signIn(t), await signIn(t)];
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        i % 2 === 0 ? follow(a, { followed_id: b.id }) : follow(b, { followed_id: a.id }),
      ),
    );
    for (const answer of answers) expect(answer.status).toBe(200);
    expect(await followerRows(a.id)).toBe(1);
    expect(await followerRows(b.id)).toBe(1);
  });
  it('refuses following oneself with a translated 422 and writes nothing', async () => {
    const user = await signIn(t);
    for (const lang of ['en', 'ar'] as const) {
      expect(await follow(user, { followed_id: user.id }, true, lang)).toEqual({
        status: 422,
        body: {
          message: formatMessage('follow_self', lang),
          errors: { followed_id: [formatMessage('follow_self', lang)] },
        },
      });
    }
    expect(await followerRows(user.id)).toBe(0);
  });

  it('answers 401 without a session, 404 for an unknown user, 422 for bad bodies', async () => {
    const user = await signIn(t);
    expect(await follow(null, { followed_id: user.id })).toEqual({
      status: 401,
      body: { message: 'Please log in to continue.' },
    });
    expect((await follow(null, { followed_id: user.id }, false)).status).toBe(401);
    expect((await follow(user, { followed_id: UNKNOWN_ID })).status).toBe(404);
    for (const lang of ['en', 'ar'] as const) {
      for (const payload of [{}, { followed_id: 'me' }, { followed_id: 0 }, { store_id: 3 }]) {
        const bad = await follow(user, payload, false, lang);
        expect(bad.status).toBe(422);
        expect(bad.body.errors?.followed_id?.[0]).toBeDefined();
        if (lang === 'ar') expect(bad.body.errors?.followed_id?.[0]).toMatch(ARABIC);
      }
    }
  });
});

describe('POST /api/ads/user-ads (user)', () => {
  it('lists the ads the user published in person, not those of their store', async () => {
    const seller = await signIn(t);
    const storeId = await createStore(t.database.db, seller.id);
    const mine = await createSellerAd(t.database.db, seller.id, null, new Date('2026-02-01'));
    await createSellerAd(t.database.db, seller.id, storeId, new Date('2026-02-02'));
    const page = await request<Paginated<Ad>>(t, 'POST', '/api/ads/user-ads', {
      payload: { entity_id: seller.id, entity_type: 'client' },
    });
    expect(page.status).toBe(200);
    expect(page.body.data.total).toBe(1);
    expect(page.body.data.data.map((a) => a.id)).toEqual([mine]);
    expect(page.body.data.data[0]?.author_info).toMatchObject({
      author_id: seller.id,
      store_id: null,
    });
    expect((await getUser(seller.id)).body.data.ads_count).toBe(1);
    const unknown = await request(t, 'POST', '/api/ads/user-ads', {
      payload: { entity_id: UNKNOWN_ID, entity_type: 'client' },
    });
    expect(unknown.status).toBe(404);
  });

  it('answers the same as a GET, whose query is checked as the body is', async () => {
    const seller = await signIn(t);
    await createSellerAd(t.database.db, seller.id, null, new Date('2026-02-01'));
    const entity = { entity_id: seller.id, entity_type: 'client' } as const;
    const posted = await request(t, 'POST', '/api/ads/user-ads', { payload: entity });
    const got = await request(
      t,
      'GET',
      `/api/ads/user-ads?${userAdsQueryString({ ...entity, page: 1 })}`,
    );
    expect(got.status).toBe(200);
    expect(got.body).toEqual(posted.body);
    const bad = await request(t, 'GET', '/api/ads/user-ads?entity_type=shop&entity_id=x');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['entity_id', 'entity_type']);
  });
});
