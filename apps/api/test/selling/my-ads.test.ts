import { CATEGORY_IDS } from '@souq/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ads } from '../../src/db/schema/index.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { adPage, call, changeAdRow, myAds, newSeller, publishCar } from './selling-client.ts';

/** Issue 17: My ads, its tabs and how each ad does. */
let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tabIds = async (token: string, tab: 'active' | 'sold' | 'expired') =>
  (await myAds(t, token, tab)).ads.map((ad) => ad.id);

describe('GET /api/selling/ads', () => {
  it('needs a session', async () => {
    expect((await call(t, 'GET', '/api/selling/ads?tab=active', null)).status).toBe(401);
  });

  it('moves ads between its tabs, and its counts with them, as they are sold, expire, are deleted or renewed', async () => {
    const seller = await newSeller(t);
    const other = await newSeller(t);
    await publishCar(t, other.token, 401, { title: 'Kia Picanto of another seller' });
    const first = await publishCar(t, seller.token, 402, { title: 'Kia Picanto first of three' });
    const second = await publishCar(t, seller.token, 403, { title: 'Kia Picanto second of three' });
    const third = await publishCar(t, seller.token, 404, { title: 'Kia Picanto third of three' });

    const active = await myAds(t, seller.token);
    expect(active.counts).toEqual({ active: 3, sold: 0, expired: 0, review: 0 });
    // Newest first, only the user's own.
    expect(active.ads.map((ad) => ad.id)).toEqual([third, second, first]);
    expect(active.ads[0]).toMatchObject({
      title: 'Kia Picanto third of three',
      lang: 'en',
      price: 98_500_000,
      negotiable: true,
      status: 'active',
      sold_at: null,
    });
    // The cover is the ad's own first picture.
    const cover = active.ads[0]?.picture?.src;
    expect(cover).toMatch(/^\/media\/uploads\/ads\/[0-9a-f]+-1024\.webp$/);
    expect(cover).toBe((await adPage(t, third)).body.data.images[0]?.src);

    expect((await call(t, 'POST', `/api/selling/ads/${first}/sold`, seller.token)).status).toBe(
      200,
    );
    const sold = await myAds(t, seller.token, 'sold');
    expect(sold.counts).toEqual({ active: 2, sold: 1, expired: 0, review: 0 });
    expect(sold.ads.map((ad) => [ad.id, ad.status])).toEqual([[first, 'sold']]);
    expect(Date.now() - Date.parse(sold.ads[0]?.sold_at ?? '')).toBeLessThan(60_000);

    await changeAdRow(t, second, { expiresAt: sql`now() - interval '1 minute'` });
    const expired = await myAds(t, seller.token, 'expired');
    expect(expired.counts).toEqual({ active: 1, sold: 1, expired: 1, review: 0 });
    expect(expired.ads.map((ad) => [ad.id, ad.status])).toEqual([[second, 'expired']]);
    expect(await tabIds(seller.token, 'active')).toEqual([third]);

    expect((await call(t, 'DELETE', `/api/selling/ads/${third}`, seller.token)).status).toBe(200);
    expect((await myAds(t, seller.token)).counts).toEqual({
      active: 0,
      sold: 1,
      expired: 1,
      review: 0,
    });
    expect(await tabIds(seller.token, 'active')).toEqual([]);

    expect((await call(t, 'POST', `/api/selling/ads/${second}/renew`, seller.token)).status).toBe(
      200,
    );
    expect((await myAds(t, seller.token)).counts).toEqual({
      active: 1,
      sold: 1,
      expired: 0,
      review: 0,
    });
    expect(await tabIds(seller.token, 'active')).toEqual([second]);
    expect(await tabIds(seller.token, 'expired')).toEqual([]);
  });

  it('pages a tab twenty ads at a time', async () => {
    const seller = await newSeller(t);
    await t.database.db.insert(ads).values(
      Array.from({ length: 21 }, (_, i) => ({
        categoryId: CATEGORY_IDS.carsAndVehicles,
        userId: seller.id,
        titleEn: `Paged car ${String(i)}`,
        titleAr: `سيارة ${String(i)}`,
        price: 1_000 + i,
        createdAt: new Date(Date.now() - i * 60_000),
      })),
    );
    const first = await myAds(t, seller.token);
    expect(first).toMatchObject({ page: 1, last_page: 2, counts: { active: 21 } });
    expect(first.ads).toHaveLength(20);
    // No pictures: no cover (not another ad's).
    expect(first.ads.map((ad) => ad.picture)).toEqual(Array(20).fill(null));
    const second = await call<typeof first>(
      t,
      'GET',
      '/api/selling/ads?tab=active&page=2',
      seller.token,
    );
    expect(second.body.data.ads.map((ad) => ad.title)).toEqual(['Paged car 20']);
  });
});

describe('how each ad does', () => {
  it('counts views, likes, favourites, reviews, call taps and conversations', async () => {
    const seller = await newSeller(t);
    const fans = [await newSeller(t), await newSeller(t)];
    const id = await publishCar(t, seller.token, 405, { title: 'Kia Picanto that people like' });
    const stats = async () => {
      const item = (await myAds(t, seller.token)).ads.find((ad) => ad.id === id);
      if (!item) throw new Error('not on My ads');
      const { views, likes, favorites, reviews, call_taps, conversations } = item;
      return { views, likes, favorites, reviews, call_taps, conversations };
    };
    expect(await stats()).toEqual({
      views: 0,
      likes: 0,
      favorites: 0,
      reviews: 0,
      call_taps: 0,
      conversations: 0,
    });

    // Seen by an anonymous visitor and by a fan: their pages' beacons (reading it counts none).
    expect((await adPage(t, id)).status).toBe(200);
    for (const token of [null, fans[0]?.token ?? null]) {
      expect((await call(t, 'POST', `/api/ads/${id}/views`, token)).status).toBe(204);
    }
    for (const fan of fans) {
      expect((await call(t, 'POST', '/api/likes/toggle', fan.token, { ad_id: id })).status).toBe(
        200,
      );
    }
    // Taken back: counts no more.
    await call(t, 'POST', '/api/likes/toggle', fans[1]?.token ?? '', { ad_id: id });
    await call(t, 'POST', '/api/favorites/toggle', fans[0]?.token ?? '', { ad_id: id });
    const review = await call(t, 'POST', '/api/reviews', fans[0]?.token ?? '', {
      entity_type: 'ad',
      entity_id: id,
      review: 'Clean car, the seller answered every question.',
    });
    expect(review.status).toBe(201);
    for (let tap = 0; tap < 3; tap += 1) {
      expect((await call(t, 'POST', `/api/ads/${id}/call`, null)).status).toBe(204);
    }
    // Two buyers open a conversation about it; one of them writes (an empty one is not counted).
    const conversations = [];
    for (const fan of fans) {
      const started = await call<{ id: number }>(t, 'POST', '/api/conversations', fan.token, {
        ad_id: id,
      });
      expect(started.status).toBe(201);
      conversations.push(started.body.data.id);
    }
    const path = `/api/conversations/${String(conversations[0])}/messages`;
    expect(
      (await call(t, 'POST', path, fans[0]?.token ?? '', { body: 'Still for sale?' })).status,
    ).toBe(201);
    expect((await call(t, 'POST', path, fans[0]?.token ?? '', { body: 'Hello?' })).status).toBe(
      201,
    );
    // Views are written to the database every 30 seconds (view-counter.ts).
    await t.app.adViews.flush();
    expect(await stats()).toEqual({
      views: 2,
      likes: 1,
      favorites: 1,
      reviews: 1,
      call_taps: 3,
      conversations: 1,
    });
  });

  it('counts a call tap only on an ad that exists', async () => {
    expect((await call(t, 'POST', '/api/ads/987654321/call', null)).status).toBe(404);
    const seller = await newSeller(t);
    const id = await publishCar(t, seller.token, 406, { title: 'Kia Picanto soon deleted' });
    expect((await call(t, 'DELETE', `/api/selling/ads/${id}`, seller.token)).status).toBe(200);
    expect((await call(t, 'POST', `/api/ads/${id}/call`, null)).status).toBe(404);
  });
});
