import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { operationsOf, requestsFor } from '../input/openapi-requests.ts';
import { UNKNOWN_ID } from '../engagement/fixtures.ts';
import { moderationApp, newAd, reportedAd } from './fixtures.ts';

/**
 * Issue 42: the console's routes turn a visitor and a user away before reading anything
 * (input/openapi-fuzz.test.ts fuzzes them so); here an admin sends them the same generated
 * requests, so that their handlers meet bent input too. None may answer 5xx.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 4242);
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 30);

const { t, db, admin, seller, reporter } = moderationApp({
  admin: 'admin',
  seller: null,
  reporter: null,
});
let ids: number[];

beforeAll(async () => {
  const adId = await reportedAd(db(), { ownerId: seller.id, reporterIds: [reporter.id] });
  const held = await newAd(db(), seller.id, { status: 'pending', holdReason: 'new_seller' });
  ids = [adId, held, seller.id, reporter.id, admin.id, 1, UNKNOWN_ID];
});

it('answers no generated request of an admin with a 5xx', { timeout: 300_000 }, async () => {
  const operations = operationsOf(t.app.swagger()).filter((op) =>
    op.path.startsWith('/api/admin/'),
  );
  expect(operations.length).toBeGreaterThan(10);
  const failures: string[] = [];
  for (const op of operations) {
    const property = fc.asyncProperty(requestsFor(op, 'signed-in', ids), async (request) => {
      const res = await t.app.inject({
        method: request.method,
        url: request.url,
        remoteAddress: request.remoteAddress,
        headers: { ...request.headers, ...admin.headers },
        ...(request.payload !== undefined && { payload: request.payload }),
      });
      if (res.statusCode >= 500) throw new Error(`answered ${String(res.statusCode)}: ${res.body}`);
    });
    const details = await fc.check(property, { seed: SEED, numRuns: RUNS_PER_OPERATION });
    if (details.failed) {
      failures.push(`${op.method} ${op.path}\n${fc.defaultReportMessage(details) ?? ''}`);
    }
  }
  expect(failures).toEqual([]);
});
