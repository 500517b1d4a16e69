import { CATEGORY_IDS } from '@souq/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { createAd, signIn, UNKNOWN_ID, type Session } from '../engagement/fixtures.ts';
import { createOffer } from '../jobs/client.ts';
import { savedSearchOf } from '../saved-searches/saved-searches-client.ts';
import { createStore } from '../sellers/fixtures.ts';
import { operationsOf, requestsFor, type Auth, type Operation } from './openapi-requests.ts';

/**
 * Issue 16: requests generated from the OpenAPI document, for every operation, anonymous and
 * signed in: path, query, headers and JSON bodies that mostly follow the schemas and are often
 * bent (NUL and other odd text, huge numbers, wrong types, missing fields, broken JSON, other
 * content types). None may answer 5xx. The seed is fixed, so a failure reproduces; `FUZZ_SEED`
 * and `FUZZ_RUNS` explore further.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 1611);
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 30);

/** Operations left out of one mode, and why. Each must still be in the document. */
const SKIPPED: Record<Auth, Record<string, string>> = {
  anonymous: {},
  'signed-in': {
    'POST /api/logout':
      'it ends the session that the other signed-in requests use; it is fuzzed anonymously, and signing out is tested in auth/auth.test.ts',
    'GET /api/conversations/events':
      'an event stream stays open as long as its client does, so an injected request never ends; it is fuzzed anonymously, and its input is tested in messaging/chat-stream.test.ts',
  },
};

const keyOf = (op: Operation) => `${op.method} ${op.path}`;

let t: TestContext;
let user: Session;
/**
 * The ids that id fields often take: rows made here (so that writes never move the counters of
 * seeded rows other files read) and an unknown one.
 */
let ids: number[];

beforeAll(async () => {
  // Review writes and reports are limited per user: here they would soon all be 429s, reaching
  // no handler.
  t = await createTestApp({
    reviewWritesLimit: { max: 100_000, windowMs: 60_000 },
    reportLimits: { perAccount: 100_000, perAddress: 100_000, windowMs: 60_000 },
  });
  user = await signIn(t);
  const other = await signIn(t);
  const db = t.database.db;
  ids = [
    await createAd(db, user.id),
    await createAd(db, other.id),
    await createStore(db, other.id),
    (await savedSearchOf(t, user, { name: 'Fuzzed search', category_id: CATEGORY_IDS.bikes })).id,
    await createOffer(db),
    user.id,
    other.id,
    UNKNOWN_ID,
  ];
});
afterAll(() => t.close());

/** A request may have ended the session (a future account route): sign in again if so. */
async function keepSignedIn() {
  const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: user.headers });
  if (me.statusCode === 401) user = await signIn(t);
}

it('answers no generated request with a 5xx', { timeout: 300_000 }, async () => {
  const operations = operationsOf(t.app.swagger());
  for (const skipped of Object.values(SKIPPED)) {
    for (const key of Object.keys(skipped)) expect(operations.map(keyOf)).toContain(key);
  }
  const failures: string[] = [];
  let sent = 0;
  for (const auth of ['anonymous', 'signed-in'] as const) {
    for (const op of operations) {
      if (keyOf(op) in SKIPPED[auth]) continue;
      if (auth === 'signed-in') await keepSignedIn();
      const property = fc.asyncProperty(requestsFor(op, auth, ids), async (request) => {
        sent += 1;
        const res = await t.app.inject({
          method: request.method,
          url: request.url,
          remoteAddress: request.remoteAddress,
          headers: auth === 'signed-in' ? { ...request.headers, ...user.headers } : request.headers,
          ...(request.payload !== undefined && { payload: request.payload }),
        });
        if (res.statusCode >= 500)
          throw new Error(`answered ${String(res.statusCode)}: ${res.body}`);
      });
      const details = await fc.check(property, { seed: SEED, numRuns: RUNS_PER_OPERATION });
      if (details.failed) {
        failures.push(`${auth} ${keyOf(op)}\n${fc.defaultReportMessage(details) ?? ''}`);
      }
    }
  }
  expect(failures).toEqual([]);
  expect(sent).toBeGreaterThanOrEqual(2 * (operations.length - 2) * RUNS_PER_OPERATION);
});
