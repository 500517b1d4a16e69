import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/config/env.ts';
import { REPORT_LIMITS } from '../../src/modules/reports/report-limits.ts';
import { appOptionsOf } from '../../src/serving/http-server.ts';
import { apiMessage } from '../../src/shared/messages.ts';
import { createAd } from '../engagement/fixtures.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { newSeller } from '../selling/selling-client.ts';
import { report } from './reports-client.ts';

/** Issue 42: reports are limited per account and per client address, across the processes. */
const HOUR_MS = 60 * 60 * 1000;

async function adsOf(t: TestContext, n: number): Promise<number[]> {
  const owner = await newSeller(t);
  const made: number[] = [];
  for (let i = 0; i < n; i++) made.push(await createAd(t.database.db, owner.id));
  return made;
}

describe('one process', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({
      reportLimits: { perAccount: 2, perAddress: 3, windowMs: HOUR_MS },
    });
  });
  afterAll(() => t.close());

  it('answers 429 past the reports an account may send an hour, ads and users alike', async () => {
    const reporter = await newSeller(t);
    const [first, second, third] = await adsOf(t, 3);
    expect((await report(t, 'ads', first ?? 0, reporter.token)).status).toBe(201);
    const other = await newSeller(t);
    expect((await report(t, 'users', other.id, reporter.token)).status).toBe(201);
    const refused = await report(t, 'ads', second ?? 0, reporter.token, undefined, 'ar');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(apiMessage('reports_too_fast', 'ar'));
    // Another account still reports, until the address has sent its share.
    const next = await newSeller(t);
    expect((await report(t, 'ads', third ?? 0, next.token)).status).toBe(201);
    const last = await newSeller(t);
    const fromAddress = await report(t, 'users', other.id, last.token);
    expect(fromAddress.status).toBe(429);
    expect(fromAddress.body.message).toBe(apiMessage('reports_too_fast', 'en'));
  });
});

describe('two processes of one site', () => {
  const { reportLimits } = appOptionsOf(loadEnv({}), 2);
  let processes: TestContext[];
  beforeAll(async () => {
    const first = await createTestApp({ reportLimits });
    processes = [first, await createTestApp({ reportLimits }, first.database)];
  });
  afterAll(async () => {
    for (const t of processes.toReversed()) await t.close();
  });

  it("allow an account's reports their limit once, not once per process", async () => {
    const [first] = processes;
    if (!first) throw new Error('no process');
    const reporter = await newSeller(first);
    const targets = await adsOf(first, REPORT_LIMITS.perAccount * 2);
    let accepted = 0;
    for (const [i, id] of targets.entries()) {
      const t = processes[i % processes.length];
      if (t && (await report(t, 'ads', id, reporter.token)).status === 201) accepted += 1;
    }
    expect(accepted).toBeLessThanOrEqual(REPORT_LIMITS.perAccount);
    expect(accepted).toBeGreaterThan(REPORT_LIMITS.perAccount / 2);
  });
});
