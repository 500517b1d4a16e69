import { SELLING_LIMITS } from '@souq/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adsUrl } from '../ads/client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import {
  CARS,
  adPage,
  call,
  carAttributes,
  changeAdRow,
  myAds,
  newSeller,
  publishCar,
  whereListed as listedIn,
} from './selling-client.ts';

/** Issue 17: an ad is live, then sold, expired, renewed or deleted. */
let t: TestContext;
let visitor: { token: string; id: number };
let makeId: number;

beforeAll(async () => {
  t = await createTestApp();
  visitor = await newSeller(t);
  makeId = (await carAttributes(t, visitor.token)).named('Make').id;
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where visitors could find the ad: the lists of whereListed, and a filter by its make. */
const whereListed = (id: number, word: string, sellerId: number) =>
  listedIn(t, id, word, sellerId, {
    filtered: adsUrl({
      category_id: CARS,
      filtersAttributes: [{ attribute_id: makeId, value: 'Kia' }],
      per_page: 48,
    }),
  });
const everywhere = { listing: true, search: true, filtered: true, seller: true };
const nowhere = { listing: false, search: false, filtered: false, seller: false };

const post = (token: string, id: number, action: 'sold' | 'renew' | 'available' | 'relist') =>
  call(t, 'POST', `/api/selling/ads/${String(id)}/${action}`, token);

/** The ad's expiry as My ads shows it, in days from now. */
async function daysLeft(token: string, id: number) {
  const item = (await myAds(t, token)).ads.find((ad) => ad.id === id);
  if (!item) throw new Error(`ad ${String(id)} is not in the active tab`);
  return (Date.parse(item.expires_at) - Date.now()) / DAY_MS;
}

describe('a sold ad', () => {
  it('leaves every list at once and keeps its page for a week', async () => {
    const seller = await newSeller(t);
    const id = await publishCar(t, seller.token, 301, { title: 'Kia Picanto zanderflux sold' });
    expect(await whereListed(id, 'zanderflux', seller.id)).toEqual(everywhere);

    expect((await post(seller.token, id, 'sold')).status).toBe(200);
    expect(await whereListed(id, 'zanderflux', seller.id)).toEqual(nowhere);
    for (const token of [null, visitor.token]) {
      const page = await adPage(t, id, token);
      expect(page.status).toBe(200);
      expect(page.body.data.status).toBe('sold');
    }

    await changeAdRow(t, id, { soldAt: sql`now() - interval '6 days'` });
    expect((await adPage(t, id)).status).toBe(200);
    await changeAdRow(t, id, { soldAt: sql`now() - interval '7 days 1 minute'` });
    const gone = await adPage(t, id);
    expect(gone.status).toBe(410);
    expect((gone.body as unknown as { message: string }).message).toContain('no longer available');
    expect((await adPage(t, id, visitor.token)).status).toBe(410);
  });

  it('cannot be renewed or sold again', async () => {
    const seller = await newSeller(t);
    const id = await publishCar(t, seller.token, 302, { title: 'Kia Picanto sold for good' });
    expect((await post(seller.token, id, 'sold')).status).toBe(200);
    const before = await myAds(t, seller.token, 'sold');

    expect((await post(seller.token, id, 'renew')).status).toBe(404);
    expect((await post(seller.token, id, 'sold')).status).toBe(404);
    expect(await myAds(t, seller.token, 'sold')).toEqual(before);
    expect(before.ads.map((ad) => [ad.id, ad.status])).toEqual([[id, 'sold']]);
    expect((await adPage(t, id)).body.data.status).toBe('sold');
  });
});

describe('a sold ad put back on sale (issue 41)', () => {
  it('is available again where it was listed, until the expiry it had', async () => {
    const seller = await newSeller(t);
    const id = await publishCar(t, seller.token, 310, { title: 'Kia Picanto plombertix back' });
    await changeAdRow(t, id, { expiresAt: sql`now() + interval '3 days'` });
    expect((await post(seller.token, id, 'sold')).status).toBe(200);

    const back = await post(seller.token, id, 'available');
    expect(back.status).toBe(200);
    expect((back.body as { message: string }).message).toBe('Your ad is available again.');
    expect(await whereListed(id, 'plombertix', seller.id)).toEqual(everywhere);
    const page = await adPage(t, id);
    expect(page.body.data.status).toBe('active');
    expect((await myAds(t, seller.token)).counts).toEqual({
      active: 1,
      sold: 0,
      expired: 0,
      review: 0,
    });
    expect((await myAds(t, seller.token)).ads[0]?.sold_at).toBeNull();
    expect(await daysLeft(seller.token, id)).toBeCloseTo(3, 2);
  });

  it('relisted, is live for the whole lifetime from now', async () => {
    const seller = await newSeller(t);
    const id = await publishCar(t, seller.token, 311, { title: 'Kia Picanto relisted' });
    await changeAdRow(t, id, { expiresAt: sql`now() + interval '1 day'` });
    expect((await post(seller.token, id, 'sold')).status).toBe(200);
    await changeAdRow(t, id, { soldAt: sql`now() - interval '8 days'` });
    expect((await adPage(t, id)).status).toBe(410);

    expect((await post(seller.token, id, 'relist')).status).toBe(200);
    expect((await adPage(t, id)).body.data.status).toBe('active');
    expect(await daysLeft(seller.token, id)).toBeCloseTo(SELLING_LIMITS.lifetimeDays, 2);
  });

  it('only a sold ad of its owner can be put back', async () => {
    const seller = await newSeller(t);
    const id = await publishCar(t, seller.token, 312, { title: 'Kia Picanto still on sale' });
    for (const action of ['available', 'relist'] as const) {
      expect((await post(seller.token, id, action)).status).toBe(404);
    }
    expect((await post(seller.token, id, 'sold')).status).toBe(200);
    for (const action of ['available', 'relist'] as const) {
      expect((await post(visitor.token, id, action)).status).toBe(403);
    }
    expect((await adPage(t, id)).body.data.status).toBe('sold');
  });
});

describe('an expired ad', () => {
  it('leaves every list, stays on its page for its owner only, and a renewal brings it back', async () => {
    const seller = await newSeller(t);
    const id = await publishCar(t, seller.token, 303, { title: 'Kia Picanto quorvantis expired' });
    expect(await daysLeft(seller.token, id)).toBeCloseTo(SELLING_LIMITS.lifetimeDays, 2);

    await changeAdRow(t, id, { expiresAt: sql`now() - interval '1 minute'` });
    expect(await whereListed(id, 'quorvantis', seller.id)).toEqual(nowhere);
    const own = await adPage(t, id, seller.token);
    expect(own.status).toBe(200);
    expect(own.body.data.status).toBe('expired');
    expect((await adPage(t, id)).status).toBe(410);
    expect((await adPage(t, id, visitor.token)).status).toBe(410);

    expect((await post(seller.token, id, 'renew')).status).toBe(200);
    expect(await whereListed(id, 'quorvantis', seller.id)).toEqual(everywhere);
    const page = await adPage(t, id);
    expect(page.status).toBe(200);
    expect(page.body.data.status).toBe('active');
    expect(await daysLeft(seller.token, id)).toBeCloseTo(SELLING_LIMITS.lifetimeDays, 2);
  });

  it('a live ad renewed is live for the whole lifetime from now', async () => {
    const seller = await newSeller(t);
    const id = await publishCar(t, seller.token, 304, { title: 'Kia Picanto renewed early' });
    await changeAdRow(t, id, { expiresAt: sql`now() + interval '2 days'` });
    expect(await daysLeft(seller.token, id)).toBeCloseTo(2, 2);
    expect((await post(seller.token, id, 'renew')).status).toBe(200);
    expect(await daysLeft(seller.token, id)).toBeCloseTo(SELLING_LIMITS.lifetimeDays, 2);
  });
});

describe('a deleted ad', () => {
  it('is gone (410) for everyone, its owner too, and from My ads', async () => {
    const seller = await newSeller(t);
    const kept = await publishCar(t, seller.token, 305, { title: 'Kia Picanto that is kept' });
    const id = await publishCar(t, seller.token, 306, { title: 'Kia Picanto wexlorind deleted' });
    expect((await myAds(t, seller.token)).counts).toEqual({
      active: 2,
      sold: 0,
      expired: 0,
      review: 0,
    });

    expect((await call(t, 'DELETE', `/api/selling/ads/${String(id)}`, seller.token)).status).toBe(
      200,
    );
    expect(await whereListed(id, 'wexlorind', seller.id)).toEqual(nowhere);
    for (const token of [null, visitor.token, seller.token]) {
      expect((await adPage(t, id, token)).status).toBe(410);
    }
    const mine = await myAds(t, seller.token);
    expect(mine.counts).toEqual({ active: 1, sold: 0, expired: 0, review: 0 });
    expect(mine.ads.map((ad) => ad.id)).toEqual([kept]);
    for (const tab of ['sold', 'expired'] as const) {
      expect((await myAds(t, seller.token, tab)).ads).toEqual([]);
    }
  });

  it('is gone from My ads whatever tab it was in', async () => {
    const seller = await newSeller(t);
    const sold = await publishCar(t, seller.token, 307, { title: 'Kia Picanto sold then deleted' });
    const expired = await publishCar(t, seller.token, 308, {
      title: 'Kia Picanto expired, deleted',
    });
    expect((await post(seller.token, sold, 'sold')).status).toBe(200);
    await changeAdRow(t, expired, { expiresAt: sql`now() - interval '1 day'` });
    expect((await myAds(t, seller.token)).counts).toEqual({
      active: 0,
      sold: 1,
      expired: 1,
      review: 0,
    });
    for (const id of [sold, expired]) {
      const reply = await call(t, 'DELETE', `/api/selling/ads/${String(id)}`, seller.token);
      expect(reply.status).toBe(200);
    }
    expect((await myAds(t, seller.token)).counts).toEqual({
      active: 0,
      sold: 0,
      expired: 0,
      review: 0,
    });
  });
});

describe('AD_LIFETIME_DAYS', () => {
  let short: TestContext;
  beforeAll(async () => {
    short = await createTestApp({ adLifetimeDays: 5 });
  });
  afterAll(() => short.close());

  it('sets how long a published or renewed ad is live', async () => {
    const seller = await newSeller(short);
    const id = await publishCar(short, seller.token, 309);
    const left = async () => {
      const item = (await myAds(short, seller.token)).ads.find((ad) => ad.id === id);
      return (Date.parse(item?.expires_at ?? '') - Date.now()) / DAY_MS;
    };
    expect(await left()).toBeCloseTo(5, 2);
    await changeAdRow(short, id, { expiresAt: sql`now() - interval '1 hour'` });
    expect(
      (await call(short, 'POST', `/api/selling/ads/${String(id)}/renew`, seller.token)).status,
    ).toBe(200);
    expect(await left()).toBeCloseTo(5, 2);
  });
});
