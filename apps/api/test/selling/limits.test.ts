import { CATEGORY_IDS, SELLING_LIMITS } from '@souq/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ads } from '../../src/db/schema/index.ts';
import { apiMessage } from '../../src/shared/messages.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import {
  bearer,
  call,
  carForm,
  newSeller,
  photo,
  publish,
  upload,
  type Reply,
} from './selling-client.ts';

/** Issue 17: how many ads an account and a client address may post. */
describe('at most SELLING_LIMITS.adsPerDay new ads per account in 24 hours', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Ads the user posted earlier, `hoursAgo` each, as publishing would have left them. */
  async function postedEarlier(
    userId: number,
    ...earlier: { hoursAgo: number; status?: 'sold' | 'deleted' }[]
  ) {
    await t.database.db.insert(ads).values(
      earlier.map(({ hoursAgo, status }, i) => ({
        categoryId: CATEGORY_IDS.carsAndVehicles,
        userId,
        titleEn: `Earlier car ${String(i)}`,
        titleAr: `سيارة سابقة ${String(i)}`,
        price: 1_000,
        status,
        createdAt: sql`now() - make_interval(hours => ${hoursAgo})`,
      })),
    );
  }
  const countOf = async (userId: number) =>
    (await t.database.db.select({ id: ads.id }).from(ads).where(eq(ads.userId, userId))).length;

  it('refuses the eleventh with 429 in the request language, whatever became of the others', async () => {
    expect(SELLING_LIMITS.adsPerDay).toBe(10);
    const seller = await newSeller(t);
    // Nine within the day (a sold and a deleted one count: they were posted), one before it.
    await postedEarlier(
      seller.id,
      ...Array.from({ length: 7 }, (_, i) => ({ hoursAgo: i * 3 })),
      { hoursAgo: 22, status: 'sold' },
      { hoursAgo: 23, status: 'deleted' },
      { hoursAgo: 25 },
    );
    expect((await publish(t, seller.token, await carForm(t, seller.token, 501))).status).toBe(201);

    const form = await carForm(t, seller.token, 502);
    const before = await countOf(seller.id);
    const refused = await call(t, 'POST', '/api/selling/ads', seller.token, form, 'ar');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(apiMessage('ads_per_day', 'ar'));
    expect(await countOf(seller.id)).toBe(before);

    // Another account is not held back; the refused form publishes once a day has passed.
    const other = await newSeller(t);
    expect((await publish(t, other.token, await carForm(t, other.token, 503))).status).toBe(201);
    await t.database.db
      .update(ads)
      .set({ createdAt: sql`now() - interval '1 day 1 minute'` })
      .where(eq(ads.userId, seller.id));
    expect((await publish(t, seller.token, form)).status).toBe(201);
  });
});

describe('new ads and uploads per client address and hour', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ sellingRateLimits: { ads: 2, pictures: 3 } });
  });
  afterAll(() => t.close());

  async function uploadFrom(token: string, remoteAddress: string): Promise<Reply> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/selling/pictures',
      remoteAddress,
      headers: { ...bearer(token), 'content-type': 'image/jpeg' },
      payload: await photo(510),
    });
    return { status: res.statusCode, body: res.json() };
  }

  it('answers 429 past the limits, whichever account asks, and not for another address', async () => {
    const sellers = [await newSeller(t), await newSeller(t), await newSeller(t)];
    // Three uploads, one each.
    const forms = await Promise.all(sellers.map((seller, i) => carForm(t, seller.token, 511 + i)));
    const [first, second, third] = sellers.map((seller, i) => ({ seller, form: forms[i] }));
    if (!first?.form || !second?.form || !third?.form) throw new Error('no forms');

    const fourth = await upload(t, first.seller.token, await photo(514));
    expect(fourth.status).toBe(429);
    expect(fourth.body.message).toBe(apiMessage('too_many_requests', 'en'));

    expect((await publish(t, first.seller.token, first.form)).status).toBe(201);
    expect((await publish(t, second.seller.token, second.form)).status).toBe(201);
    const refused = await publish(t, third.seller.token, third.form);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(apiMessage('too_many_requests', 'en'));

    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/selling/ads',
      remoteAddress: '203.0.113.7',
      headers: bearer(third.seller.token),
      payload: third.form,
    });
    expect(elsewhere.statusCode).toBe(201);
    expect((await uploadFrom(third.seller.token, '203.0.113.7')).status).toBe(201);
  });
});
