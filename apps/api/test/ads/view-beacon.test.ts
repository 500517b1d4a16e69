import type { AdDetail } from '@souq/contracts';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ads } from '../../src/db/schema/index.ts';
import { RedisViewVisitors } from '../../src/modules/ads/redis-view-visitors.ts';
import { secondsLeftOfDay } from '../../src/modules/ads/view-visitors.ts';
import { redisConnection } from '../../src/shared/redis-connection.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { createAd, signIn, UNKNOWN_ID, type Session } from '../engagement/fixtures.ts';

/**
 * Issue 46: an ad's views are counted by its page's beacon, `POST /api/ads/{id}/views`, once a
 * visitor a day, so that a page served by a cache in front still counts; reading the ad or
 * rendering its page counts none.
 */

const DAY_MS = 86_400_000;
/** The app's clock, which the tests move on by whole days. */
let daysLater = 0;
const now = () => new Date(Date.now() + daysLater * DAY_MS);

let t: TestContext;
let owner: Session;

beforeAll(async () => {
  t = await createTestApp({ now });
  owner = await signIn(t);
});
afterAll(() => t.close());

function beacon(id: number | string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: `/api/ads/${String(id)}/views`, headers });
}

async function shownViews(id: number): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: `/api/ads/${String(id)}` });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: AdDetail }>().data.view_count;
}

/** The `visitor` cookie an answer sets, as `name=value` to send back. */
function visitorCookie(res: Awaited<ReturnType<typeof beacon>>): string {
  const cookie = res.cookies.find((c) => c.name === 'visitor');
  if (!cookie) throw new Error('no visitor cookie');
  return `visitor=${cookie.value}`;
}

describe("an ad page's view beacon", () => {
  it('counts a browser once a day, by the visitor cookie of the day that its first answer sets', async () => {
    const id = await createAd(t.database.db, owner.id);
    // Read before the request: the server's (a moment later) is at most this.
    const leftOfDay = secondsLeftOfDay(now());
    const first = await beacon(id);
    expect(first.statusCode).toBe(204);
    expect(first.body).toBe('');
    expect(first.headers['cache-control']).toBe('no-store');
    const [cookie] = first.cookies;
    expect(cookie).toMatchObject({
      name: 'visitor',
      value: expect.stringMatching(/^[\w-]{22}$/) as string,
      path: '/api/ads',
      httpOnly: true,
      sameSite: 'Strict',
    });
    // Gone at the end of the (UTC) day: it tells nothing about the days before.
    expect(cookie?.maxAge).toBeGreaterThan(0);
    expect(cookie?.maxAge).toBeLessThanOrEqual(leftOfDay);
    expect(await shownViews(id)).toBe(1);

    const again = await beacon(id, { cookie: visitorCookie(first) });
    expect(again.statusCode).toBe(204);
    expect(again.cookies).toEqual([]);
    const another = await beacon(id);
    expect(another.statusCode).toBe(204);
    expect(visitorCookie(another)).not.toBe(visitorCookie(first));
    // A made-up cookie is no visitor's: the answer gives a new one.
    const forged = await beacon(id, { cookie: 'visitor=../../etc' });
    expect(forged.cookies.map((c) => c.name)).toEqual(['visitor']);
    expect(await shownViews(id)).toBe(3);
    // Reading the ad counted none of these either.
    expect(await shownViews(id)).toBe(3);

    daysLater += 1;
    try {
      expect((await beacon(id, { cookie: visitorCookie(first) })).statusCode).toBe(204);
      expect(await shownViews(id)).toBe(4);
    } finally {
      daysLater -= 1;
    }
    await t.app.adViews.flush();
    const [row] = await t.database.db
      .select({ views: ads.viewCount })
      .from(ads)
      .where(eq(ads.id, id));
    expect(row?.views).toBe(4);
  });

  it('counts a signed-in user once a day, whatever browser they view it from', async () => {
    const id = await createAd(t.database.db, owner.id);
    const fan = await signIn(t);
    const fromPhone = await beacon(id, fan.headers);
    expect(fromPhone.statusCode).toBe(204);
    expect(fromPhone.cookies).toEqual([]);
    const fromLaptop = await beacon(id, {
      ...fan.headers,
      cookie: visitorCookie(await beacon(id)),
    });
    expect(fromLaptop.statusCode).toBe(204);
    // The fan, and the anonymous browser whose cookie the laptop then sent.
    expect(await shownViews(id)).toBe(2);
  });

  it("refuses a malformed id, an unknown ad, a gone one and another site's page, counting nothing", async () => {
    const id = await createAd(t.database.db, owner.id);
    expect((await beacon('abc')).statusCode).toBe(422);
    expect((await beacon(0)).statusCode).toBe(422);
    expect((await beacon(UNKNOWN_ID)).statusCode).toBe(404);
    const crossSite = await beacon(id, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.cookies).toEqual([]);
    expect((await beacon(id, { 'sec-fetch-site': 'same-origin' })).statusCode).toBe(204);
    expect(await shownViews(id)).toBe(1);

    const gone = await createAd(t.database.db, owner.id);
    await t.database.db.update(ads).set({ status: 'deleted' }).where(eq(ads.id, gone));
    expect((await beacon(gone)).statusCode).toBe(410);
    expect((await beacon(gone, owner.headers)).statusCode).toBe(410);
  });
});

describe("the visitors of the day in Redis (REDIS_URL): every process's", () => {
  const redisUrl = process.env.REDIS_URL;
  if (redisUrl)
    it('count a visitor once whichever process they reach, each ad apart, and again the next day', async () => {
      // Keys of this run's own: other runs may share the Redis server.
      const prefix = `souq_views_test_${String(process.pid)}_${String(Date.now())}`;
      const errors: unknown[] = [];
      const clock = { at: new Date('2031-03-04T23:59:30Z') };
      const onError = (error: unknown) => errors.push(error);
      // Two processes, each with its connection.
      const connections = [
        redisConnection(redisUrl, onError),
        redisConnection(redisUrl, onError),
      ] as const;
      await Promise.all(connections.map((connection) => connection.connect()));
      const visitors = (redis: Redis) =>
        new RedisViewVisitors({ redis, prefix, now: () => clock.at, onError });
      const [one, two] = [visitors(connections[0]), visitors(connections[1])];
      const admin = new Redis(redisUrl);
      try {
        expect(await one.firstToday(7, 'va')).toBe(true);
        expect(await two.firstToday(7, 'va')).toBe(false);
        expect(await two.firstToday(8, 'va')).toBe(true);
        expect(await two.firstToday(7, 'vb')).toBe(true);
        expect(await one.firstToday(7, 'vb')).toBe(false);
        // Kept until the end of its day (30 s away), and a minute more.
        const ttl = await admin.ttl(`${prefix}:2031-03-04:7`);
        expect(ttl).toBeGreaterThan(60);
        expect(ttl).toBeLessThanOrEqual(90);
        clock.at = new Date('2031-03-05T00:00:01Z');
        expect(await two.firstToday(7, 'va')).toBe(true);
        expect(errors).toEqual([]);
      } finally {
        await admin.del(
          `${prefix}:2031-03-04:7`,
          `${prefix}:2031-03-04:8`,
          `${prefix}:2031-03-05:7`,
        );
        admin.disconnect();
        for (const connection of connections) connection.disconnect();
      }
    });

  it("are remembered in the process's memory while Redis does not answer, and that is said once", async () => {
    const errors: unknown[] = [];
    // Nothing listens on port 1.
    const redis = redisConnection('redis://127.0.0.1:1', () => undefined);
    await redis.connect().catch(() => undefined);
    const away = new RedisViewVisitors({
      redis,
      now: () => new Date(),
      onError: (error) => errors.push(error),
    });
    try {
      expect(await away.firstToday(7, 'va')).toBe(true);
      expect(await away.firstToday(7, 'va')).toBe(false);
      expect(await away.firstToday(7, 'vb')).toBe(true);
      expect(errors).toHaveLength(1);
    } finally {
      redis.disconnect();
    }
  });
});
