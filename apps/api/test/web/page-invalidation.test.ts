import { CATEGORY_IDS, type AdDetail } from '@souq/contracts';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppOptions } from '../../src/app.ts';
import { adChanges } from '../../src/modules/ads/ad-changes.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { createAd, request, signIn, type Session } from '../engagement/fixtures.ts';
import { CARS, newSeller, publishCar } from '../selling/selling-client.ts';
import { page, renderCountingBuild, rendersAfter } from './render-counts.ts';

const build = renderCountingBuild();

describe('cached pages are dropped by what changed', () => {
  let t: TestContext;
  let seller: Session;
  let liker: Session;
  beforeAll(async () => {
    t = await createTestApp({ webDist: build.dir, pageCacheSeconds: 60 });
    [seller, liker] = [await signIn(t), await signIn(t)];
  });
  afterAll(() => t.close());

  /** A new bike of the seller's, announced as the route publishing it would. */
  async function newBike(): Promise<number> {
    const id = await createAd(t.database.db, seller.id);
    t.app.contentChanges.emit(...(await adChanges(t.database.db, [id])));
    return id;
  }

  it("a like on an ad: its page in both languages, not the home page that shows its card nor another ad's page", async () => {
    // The newest bikes: the first of the home page's bikes section and of their category's page.
    const other = await newBike();
    const liked = await newBike();
    const renders = await rendersAfter(
      t,
      ['/en', '/ar', `/en/ad/${liked}`, `/ar/ad/${liked}`, `/en/ad/${other}`, '/en/category/4'],
      () =>
        request(t, 'POST', '/api/likes/toggle', {
          payload: { ad_id: liked },
          headers: liker.headers,
        }),
    );
    expect(renders).toEqual({
      '/en': 0,
      '/ar': 0,
      [`/en/ad/${liked}`]: 1,
      [`/ar/ad/${liked}`]: 1,
      [`/en/ad/${other}`]: 0,
      '/en/category/4': 0,
    });
  });

  it("a rating of an ad: the pages that show its card's stars", async () => {
    const rated = await newBike();
    const renders = await rendersAfter(t, ['/en', '/en/category/4', '/en/category/5'], () =>
      request(t, 'POST', '/api/ratings', {
        payload: { entity_type: 'ad', entity_id: rated, rating: 4 },
        headers: liker.headers,
      }),
    );
    expect(renders).toEqual({ '/en': 1, '/en/category/4': 1, '/en/category/5': 0 });
  });

  it("a new ad: the home page and its category's first page, not another category's nor an ad's page", async () => {
    const { token } = await newSeller(t);
    const renders = await rendersAfter(
      t,
      ['/en', '/ar', `/en/category/${CARS}`, `/ar/category/${CARS}`, '/en/category/5', '/en/ad/5'],
      () => publishCar(t, token, 461),
    );
    expect(renders).toEqual({
      '/en': 1,
      '/ar': 1,
      [`/en/category/${CARS}`]: 1,
      [`/ar/category/${CARS}`]: 1,
      '/en/category/5': 0,
      '/en/ad/5': 0,
    });
  });

  it("a new ad counts at once in its category's lists and in the similar ads of each of its ads", async () => {
    const total = async (url: string) =>
      (await request<{ total: number }>(t, 'GET', url)).body.data.total;
    const bikes = '/api/ads?category_id=4';
    const older = await newBike();
    const before = await total(bikes);
    expect(await total(`/api/ads/${older}/similar`)).toBe(before - 1);
    const added = await newBike();
    expect(await total(bikes)).toBe(before + 1);
    expect(await total(`${bikes}&page=2`)).toBe(before + 1);
    expect(await total(`/api/ads/${older}/similar`)).toBe(before);
    expect(await total(`/api/ads/${added}/similar`)).toBe(before);
  });
});

/**
 * What carries changes between processes on this run: Redis pub/sub when REDIS_URL is set, and
 * PostgreSQL's LISTEN/NOTIFY when DATABASE_URL is (the embedded database serves one process);
 * .ci/run sets both. `drop` cuts the connections the apps listen on.
 */
type Bus = {
  name: string;
  options: Partial<AppOptions>;
  drop: (t: TestContext, channel: string) => Promise<void>;
};

const buses: Bus[] = [];
const redisUrl = process.env.REDIS_URL;
if (redisUrl) {
  buses.push({
    name: 'Redis pub/sub',
    options: { redisUrl },
    async drop(_t, channel) {
      const admin = new Redis(redisUrl);
      try {
        const clients = (await admin.client('LIST')) as string;
        for (const line of clients.split('\n')) {
          const id = /(?:^| )id=(\d+)/.exec(line)?.[1];
          if (id && line.includes(` name=souq:${channel} `)) await admin.client('KILL', 'ID', id);
        }
      } finally {
        admin.disconnect();
      }
    },
  });
}
if (process.env.DATABASE_URL) {
  buses.push({
    name: 'PostgreSQL LISTEN/NOTIFY',
    options: {},
    async drop(t, channel) {
      await t.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where query = ${`LISTEN "${channel}"`}`,
      );
    },
  });
}

for (const bus of buses) {
  describe(`two processes, through ${bus.name}`, () => {
    let first: TestContext;
    let second: TestContext;
    let liker: Session;
    // A channel of this run's own: other runs and test files may share the server.
    const channel = `souq_changes_test_${String(process.pid)}_${String(Date.now())}`;

    beforeAll(async () => {
      const options = {
        ...bus.options,
        webDist: build.dir,
        pageCacheSeconds: 60,
        changesChannel: channel,
      };
      first = await createTestApp(options);
      second = await createTestApp(options, first.database);
      await Promise.all([
        first.app.contentChanges.listening(),
        second.app.contentChanges.listening(),
      ]);
      liker = await signIn(first);
    });
    afterAll(async () => {
      await second.close();
      await first.close();
    });

    const likes = async (on: TestContext, id: number) =>
      (await request<AdDetail>(on, 'GET', `/api/ads/${String(id)}`)).body.data.likes_count;

    it('a change on one drops the copies that show it on the other within a second, and those alone', async () => {
      const id = await createAd(first.database.db, (await signIn(first)).id);
      const adPage = `/en/ad/${String(id)}`;
      const kept = {
        ad: (await page(second, adPage)).body,
        home: (await page(second, '/en')).body,
      };
      expect(await likes(second, id)).toBe(0);
      expect((await page(second, adPage)).body).toBe(kept.ad);

      await request(first, 'POST', '/api/likes/toggle', {
        payload: { ad_id: id },
        headers: liker.headers,
      });
      await vi.waitFor(
        async () => {
          expect(await likes(second, id)).toBe(1);
          expect((await page(second, adPage)).body).not.toBe(kept.ad);
        },
        { timeout: 1000, interval: 20 },
      );
      expect((await page(second, '/en')).body).toBe(kept.home);
    });

    it('after a drop of its connection, a process drops every copy (changes may have been missed)', async () => {
      const kept = (await page(second, `/en/category/${String(CATEGORY_IDS.realEstate)}`)).body;
      await bus.drop(second, channel);
      await vi.waitFor(
        async () => {
          const now = await page(second, `/en/category/${String(CATEGORY_IDS.realEstate)}`);
          expect(now.body).not.toBe(kept);
        },
        { timeout: 10_000, interval: 50 },
      );
      // Listening again: changes come through as before.
      await second.app.contentChanges.listening();
      const id = await createAd(first.database.db, (await signIn(first)).id);
      expect(await likes(second, id)).toBe(0);
      await request(first, 'POST', '/api/likes/toggle', {
        payload: { ad_id: id },
        headers: liker.headers,
      });
      await vi.waitFor(
        async () => {
          expect(await likes(second, id)).toBe(1);
        },
        { timeout: 1000, interval: 20 },
      );
    });
  });
}
