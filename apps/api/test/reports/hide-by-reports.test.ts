import type { AdDetail } from '@souq/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ads, reports } from '../../src/db/schema/index.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { adPage, call, myAds, newSeller, publishCar } from '../selling/selling-client.ts';
import {
  EVERYWHERE,
  NOWHERE,
  logOfAd,
  report,
  setModeration,
  whereListed,
  type Reporter,
} from './reports-client.ts';

/** Issue 42: enough distinct accounts reporting an ad take it down until a moderator decides. */
let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
  await setModeration(t, { new_seller_ads: 0 });
});
afterAll(() => t.close());

async function statusOf(id: number) {
  const [row] = await t.database.db
    .select({
      status: ads.status,
      before: ads.statusBeforeHidden,
      holdReason: ads.holdReason,
    })
    .from(ads)
    .where(eq(ads.id, id));
  return row;
}

const reporters = (n: number): Promise<Reporter[]> =>
  Promise.all(Array.from({ length: n }, () => newSeller(t)));

describe('an ad reported by three distinct accounts', () => {
  it('is hidden from lists, search and its page, with an automatic line in the audit log; its seller still sees it', async () => {
    const seller = await newSeller(t);
    const id = await publishCar(t, seller.token, 4301, { title: 'Kia Picanto quorvalex scam' });
    expect(await whereListed(t, id, 'quorvalex', seller.id)).toEqual(EVERYWHERE);
    const [a, b, c] = await reporters(3);
    if (!a || !b || !c) throw new Error('no reporters');

    expect((await report(t, 'ads', id, a.token)).status).toBe(201);
    // A second report of the same account counts once: refused while the first is open…
    expect((await report(t, 'ads', id, a.token)).status).toBe(409);
    expect((await report(t, 'ads', id, b.token)).status).toBe(201);
    // …and once more after a moderator dismissed the first: still two accounts.
    await t.database.db
      .update(reports)
      .set({ state: 'dismissed' })
      .where(and(eq(reports.targetId, id), eq(reports.reporterId, a.id)));
    expect((await report(t, 'ads', id, a.token)).status).toBe(201);
    expect(await statusOf(id)).toMatchObject({ status: 'active', holdReason: null });
    expect(await whereListed(t, id, 'quorvalex', seller.id)).toEqual(EVERYWHERE);
    expect(await logOfAd(t, id)).toEqual([]);

    expect((await report(t, 'ads', id, c.token)).status).toBe(201);
    expect(await statusOf(id)).toEqual({ status: 'hidden', before: 'active', holdReason: 'reports' });
    expect(await whereListed(t, id, 'quorvalex', seller.id)).toEqual(NOWHERE);
    for (const token of [null, a.token]) expect((await adPage(t, id, token)).status).toBe(410);
    const own = await adPage(t, id, seller.token);
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ status: 'hidden', hold_reason: 'reports' });
    expect((await myAds(t, seller.token, 'review')).ads.map((ad) => ad.id)).toEqual([id]);

    const [line, ...more] = await logOfAd(t, id);
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      actorId: null,
      actorName: null,
      action: 'ad.hide',
      reason: 'reports',
      before: { status: 'active' },
      after: { status: 'hidden' },
    });
    // The reports stay open for a moderator; a fourth reporter finds nothing to report.
    const [d] = await reporters(1);
    expect((await report(t, 'ads', id, d?.token ?? '')).status).toBe(404);
  });

  it('keeps a sold ad to restore as sold', async () => {
    const seller = await newSeller(t);
    const id = await publishCar(t, seller.token, 4302, { title: 'Kia Picanto sold then hidden' });
    expect((await call(t, 'POST', `/api/selling/ads/${String(id)}/sold`, seller.token)).status).toBe(
      200,
    );
    for (const reporter of await reporters(3)) {
      expect((await report(t, 'ads', id, reporter.token)).status).toBe(201);
    }
    expect(await statusOf(id)).toEqual({ status: 'hidden', before: 'sold', holdReason: 'reports' });
  });

  it('drops the cached answers that showed it', async () => {
    const seller = await newSeller(t);
    const id = await publishCar(t, seller.token, 4303, { title: 'Kia Picanto cached page' });
    // Read (and kept a few seconds) before the reports.
    expect((await adPage(t, id)).body.data.status).toBe('active');
    for (const reporter of await reporters(3)) await report(t, 'ads', id, reporter.token);
    expect((await adPage(t, id)).status).toBe(410);
  });
});

describe('the number of reporters that hides an ad', () => {
  it('follows the settings; 0 turns hiding off', async () => {
    const seller = await newSeller(t);
    const two = await publishCar(t, seller.token, 4304, { title: 'Kia Picanto two reports' });
    const off = await publishCar(t, seller.token, 4305, { title: 'Kia Picanto never hidden' });
    const [a, b, c] = await reporters(3);
    if (!a || !b || !c) throw new Error('no reporters');
    try {
      await setModeration(t, { new_seller_ads: 0, reports_to_hide: 2 });
      await report(t, 'ads', two, a.token);
      await report(t, 'ads', two, b.token);
      expect((await statusOf(two))?.status).toBe('hidden');

      await setModeration(t, { new_seller_ads: 0, reports_to_hide: 0 });
      for (const reporter of [a, b, c]) await report(t, 'ads', off, reporter.token);
      expect((await statusOf(off))?.status).toBe('active');
    } finally {
      await setModeration(t, { new_seller_ads: 0 });
    }
  });

  it('counts reporters exactly when they report at once', async () => {
    const seller = await newSeller(t);
    const id = await publishCar(t, seller.token, 4306, { title: 'Kia Picanto reported at once' });
    const many = await reporters(5);
    const answers = await Promise.all(many.map((r) => report(t, 'ads', id, r.token)));
    // The third hides it: the two after it find nothing visitors can see.
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 404, 404]);
    expect((await statusOf(id))?.status).toBe('hidden');
    const hides = (await logOfAd(t, id)).filter((line) => line.action === 'ad.hide');
    expect(hides).toHaveLength(1);
    const [open] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(reports)
      .where(and(eq(reports.targetId, id), eq(reports.state, 'open')));
    expect(open?.n).toBe(3);
  });
});

describe('an ad its seller sees hidden', () => {
  it('tells them why, and nobody else', async () => {
    const seller = await newSeller(t);
    const id = await publishCar(t, seller.token, 4307, { title: 'Kia Picanto reasons shown' });
    for (const reporter of await reporters(3)) await report(t, 'ads', id, reporter.token);
    await t.database.db
      .update(ads)
      .set({ status: 'rejected', decisionReason: 'Counterfeit parts' })
      .where(eq(ads.id, id));
    t.app.contentChanges.emit('ads');
    const own = await call<AdDetail>(t, 'GET', `/api/ads/${String(id)}`, seller.token, undefined, 'ar');
    expect(own.body.data).toMatchObject({
      status: 'rejected',
      hold_reason: 'reports',
      decision_reason: 'Counterfeit parts',
    });
    const [other] = await reporters(1);
    expect((await adPage(t, id, other?.token ?? null)).status).toBe(410);
  });
});
