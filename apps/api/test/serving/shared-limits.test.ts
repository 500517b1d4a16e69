import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadEnv } from '../../src/config/env.ts';
import { CONTACT_RATE_LIMIT } from '../../src/modules/content/contact-limit.ts';
import { REVIEW_WRITES_LIMIT } from '../../src/modules/engagement/review-writes-limit.ts';
import { appOptionsOf } from '../../src/serving/http-server.ts';
import { createAd, request, signIn } from '../engagement/fixtures.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';

// Two processes of one site on one database, each built with the limits it gets as one of two.
const { reviewWritesLimit, contactRateLimit, sellingRateLimits } = appOptionsOf(loadEnv({}), 2);
let processes: TestContext[];

beforeAll(async () => {
  const first = await createTestApp({ reviewWritesLimit, contactRateLimit, sellingRateLimits });
  const second = await createTestApp(
    { reviewWritesLimit, contactRateLimit, sellingRateLimits },
    first.database,
  );
  processes = [first, second];
});
afterAll(async () => {
  for (const t of processes.toReversed()) await t.close();
});

/** How many of `tries` requests, sent to each process in turn, are accepted (`accepted` status). */
async function acceptedOf(
  tries: number,
  accepted: number,
  send: (t: TestContext, i: number) => Promise<number>,
): Promise<number> {
  let count = 0;
  for (let i = 0; i < tries; i++) {
    const t = processes[i % processes.length];
    if (t && (await send(t, i)) === accepted) count += 1;
  }
  return count;
}

it('allows the contact form its limit per address across the processes, not once per process', async () => {
  const payload = { name: 'Flood', email: 'flood@example.com', message: 'Again' };
  const sent = await acceptedOf(CONTACT_RATE_LIMIT.max * 2, 201, async (t) => {
    return (await request(t, 'POST', '/api/report-message', { payload })).status;
  });
  expect(sent).toBeLessThanOrEqual(CONTACT_RATE_LIMIT.max);
  expect(sent).toBeGreaterThan(CONTACT_RATE_LIMIT.max / 2);
});

it("allows a user's review writes their limit across the processes", async () => {
  const [first] = processes;
  if (!first) throw new Error('no process');
  const writer = await signIn(first);
  const owner = await signIn(first);
  const adIds: number[] = [];
  for (let i = 0; i < REVIEW_WRITES_LIMIT.max * 2; i++) {
    adIds.push(await createAd(first.database.db, owner.id));
  }
  const written = await acceptedOf(adIds.length, 201, async (t, i) => {
    const payload = { entity_id: adIds[i], review: 'Shared limit' };
    return (await request(t, 'POST', '/api/reviews', { payload, headers: writer.headers })).status;
  });
  expect(written).toBeLessThanOrEqual(REVIEW_WRITES_LIMIT.max);
  expect(written).toBeGreaterThan(0);
});

it('gives each process its share of the new ads and pictures per address', () => {
  expect(sellingRateLimits).toEqual({ ads: 15, pictures: 150 });
});
