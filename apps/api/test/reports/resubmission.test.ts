import type { AdAction, EditableAd, HeldAd, Lang } from '@souq/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ads, users } from '../../src/db/schema/index.ts';
import { apiMessage } from '../../src/shared/messages.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { call, carForm, myAds, newSeller, publish, type Reply } from '../selling/selling-client.ts';
import {
  EVERYWHERE,
  NOWHERE,
  logOfAd,
  olderSeller,
  prohibit,
  report,
  setModeration,
  whereListed,
} from './reports-client.ts';

/**
 * Issue 42: a seller's edit of a rejected ad sends it back to the moderators (`pending`, held as
 * `resubmitted` unless an automatic hold says more), logged as an automatic decision; an edit of
 * a hidden ad (by reports or a moderator) leaves it hidden.
 */
let t: TestContext;
let moderator: { token: string; id: number };

beforeAll(async () => {
  t = await createTestApp();
  await setModeration(t);
  await prohibit(t, 'Replica Watch');
  moderator = await newSeller(t);
  await t.database.db
    .update(users)
    .set({ staffRole: 'moderator' })
    .where(eq(users.id, moderator.id));
});
afterAll(() => t.close());

/** A moderator's decision on the ad, through the console's route. */
async function decide(adId: number, action: AdAction, reason: string) {
  const reply = await call(t, 'POST', `/api/admin/ads/${String(adId)}/actions`, moderator.token, {
    action,
    reason,
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
}

async function rowOf(id: number) {
  const [row] = await t.database.db
    .select({
      status: ads.status,
      holdReason: ads.holdReason,
      decisionReason: ads.decisionReason,
      statusBeforeHidden: ads.statusBeforeHidden,
    })
    .from(ads)
    .where(eq(ads.id, id));
  return row;
}

function edit(token: string, id: number, form: object, lang: Lang = 'en') {
  return call<{ id: number; status: string }>(
    t,
    'PUT',
    `/api/selling/ads/${String(id)}`,
    token,
    form,
    lang,
  );
}

const editable = async (token: string, id: number) =>
  (await call<EditableAd>(t, 'GET', `/api/selling/ads/${String(id)}`, token)).body.data;

/** The held ads of the console's queue (its first page: every test's few). */
async function heldQueue(): Promise<HeldAd[]> {
  const reply: Reply<HeldAd[]> = await call(
    t,
    'GET',
    '/api/admin/queue?kind=held',
    moderator.token,
  );
  expect(reply.status).toBe(200);
  return reply.body.data;
}

describe('a rejected ad its seller edits', () => {
  it('goes back to review: pending, in the held queue with the rejection, logged, approved later', async () => {
    const seller = await newSeller(t);
    const form = await carForm(t, seller.token, 4501, { title: 'Kia Picanto quorravel first' });
    const { id } = (await publish(t, seller.token, form)).body.data;
    await decide(id, 'reject', 'Stolen photos');
    expect(await rowOf(id)).toMatchObject({ status: 'rejected', decisionReason: 'Stolen photos' });
    expect(await editable(seller.token, id)).toMatchObject({
      status: 'rejected',
      decision_reason: 'Stolen photos',
    });

    const edited = await edit(
      seller.token,
      id,
      { ...form, title: 'Kia Picanto quorravel own photos' },
      'ar',
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toEqual({
      data: { id, status: 'pending' },
      message: apiMessage('ad_resubmitted', 'ar'),
    });
    expect(await rowOf(id)).toEqual({
      status: 'pending',
      holdReason: 'resubmitted',
      decisionReason: null,
      statusBeforeHidden: null,
    });
    // Still out of sight, under "In review" on My ads without the old reason.
    expect(await whereListed(t, id, 'quorravel', seller.id)).toEqual(NOWHERE);
    const review = await myAds(t, seller.token, 'review');
    expect(review.ads.map((ad) => [ad.id, ad.status, ad.hold_reason, ad.decision_reason])).toEqual([
      [id, 'pending', 'resubmitted', null],
    ]);
    const log = await logOfAd(t, id);
    expect(log.at(-1)).toMatchObject({
      actorId: null,
      actorName: null,
      action: 'ad.resubmit',
      reason: 'resubmitted',
      before: { status: 'rejected', decision_reason: 'Stolen photos' },
      after: { status: 'pending', hold_reason: 'resubmitted' },
    });
    expect(log.map((line) => line.action)).toEqual(['ad.hold', 'ad.reject', 'ad.resubmit']);

    const held = (await heldQueue()).find((ad) => ad.ad_id === id);
    expect(held).toMatchObject({ hold_reason: 'resubmitted', rejected_for: 'Stolen photos' });
    expect(held?.evidence).toMatchObject({ title: 'Kia Picanto quorravel own photos' });

    await decide(id, 'approve', 'Own photos now');
    expect((await rowOf(id))?.status).toBe('active');
    expect(await whereListed(t, id, 'quorravel', seller.id)).toEqual(EVERYWHERE);
  });

  it('is held for the automatic check that still applies, logged as a resubmission', async () => {
    const seller = await olderSeller(t);
    const form = await carForm(t, seller.token, 4502, {
      title: 'Kia Picanto brostemane',
      description: 'Comes with a replica watch.',
    });
    const { id, status } = (await publish(t, seller.token, form)).body.data;
    expect(status).toBe('pending');
    await decide(id, 'reject', 'No replicas');

    const edited = await edit(seller.token, id, { ...form, price: 2_400_000 });
    expect(edited.body).toEqual({
      data: { id, status: 'pending' },
      message: apiMessage('ad_resubmitted', 'en'),
    });
    expect(await rowOf(id)).toMatchObject({ status: 'pending', holdReason: 'prohibited_word' });
    expect((await logOfAd(t, id)).at(-1)).toMatchObject({
      actorId: null,
      action: 'ad.resubmit',
      reason: 'prohibited_word',
      before: { status: 'rejected', decision_reason: 'No replicas' },
      after: { status: 'pending', hold_reason: 'prohibited_word' },
    });
    expect((await heldQueue()).find((ad) => ad.ad_id === id)).toMatchObject({
      hold_reason: 'prohibited_word',
      rejected_for: 'No replicas',
    });
  });

  it('is refused like any edit when the form is wrong: it stays rejected', async () => {
    const seller = await newSeller(t);
    const form = await carForm(t, seller.token, 4503);
    const { id } = (await publish(t, seller.token, form)).body.data;
    await decide(id, 'reject', 'Wrong category');
    const refused = await edit(seller.token, id, { ...form, title: '' });
    expect(refused.status).toBe(422);
    expect(await rowOf(id)).toMatchObject({ status: 'rejected', decisionReason: 'Wrong category' });
    expect((await logOfAd(t, id)).map((line) => line.action)).toEqual(['ad.hold', 'ad.reject']);
  });
});

describe('a hidden ad its seller edits', () => {
  it('stays hidden when a moderator hid it, whatever the edit', async () => {
    const seller = await olderSeller(t);
    const form = await carForm(t, seller.token, 4504, { title: 'Kia Picanto vandrelliq' });
    const { id, status } = (await publish(t, seller.token, form)).body.data;
    expect(status).toBe('active');
    await decide(id, 'hide', 'Misleading price');
    expect(await editable(seller.token, id)).toMatchObject({
      status: 'hidden',
      decision_reason: 'Misleading price',
    });

    const edited = await edit(seller.token, id, { ...form, price: 1_900_000 });
    expect(edited.body).toEqual({
      data: { id, status: 'hidden' },
      message: apiMessage('ad_updated_while_hidden', 'en'),
    });
    expect(await rowOf(id)).toEqual({
      status: 'hidden',
      holdReason: 'moderator',
      decisionReason: 'Misleading price',
      statusBeforeHidden: 'active',
    });
    expect(await whereListed(t, id, 'vandrelliq', seller.id)).toEqual(NOWHERE);
    // A prohibited word holds nothing either: the ad waits for the moderator's decision.
    await edit(seller.token, id, { ...form, description: 'And a replica watch.' });
    expect(await rowOf(id)).toMatchObject({ status: 'hidden', holdReason: 'moderator' });
    expect((await logOfAd(t, id)).map((line) => line.action)).toEqual(['ad.hide']);
    expect((await heldQueue()).map((ad) => ad.ad_id)).not.toContain(id);
  });

  it('stays hidden when reports hid it, its reports still open in the queue', async () => {
    const seller = await olderSeller(t);
    const form = await carForm(t, seller.token, 4505, { title: 'Kia Picanto skellomar' });
    const { id } = (await publish(t, seller.token, form)).body.data;
    for (let n = 0; n < 3; n += 1) {
      const reporter = await olderSeller(t);
      expect((await report(t, 'ads', id, reporter.token)).status).toBe(201);
    }
    expect(await rowOf(id)).toMatchObject({ status: 'hidden', holdReason: 'reports' });

    const edited = await edit(seller.token, id, { ...form, title: 'Kia Picanto skellomar honest' });
    expect(edited.body.data).toEqual({ id, status: 'hidden' });
    expect(await rowOf(id)).toMatchObject({
      status: 'hidden',
      holdReason: 'reports',
      statusBeforeHidden: 'active',
    });
    expect(await whereListed(t, id, 'skellomar', seller.id)).toEqual(NOWHERE);
    const queue = await call<{ target: string; target_id: number }[]>(
      t,
      'GET',
      '/api/admin/queue?kind=reports&target=ad',
      moderator.token,
    );
    expect(queue.body.data.map((group) => group.target_id)).toContain(id);
  });
});

describe('a pending ad', () => {
  it("shows its seller no reason of an earlier decision (the approval's)", async () => {
    const seller = await newSeller(t);
    const form = await carForm(t, seller.token, 4506);
    const { id } = (await publish(t, seller.token, form)).body.data;
    await decide(id, 'approve', 'A fair ad');
    const edited = await edit(seller.token, id, { ...form, description: 'Replica watch inside.' });
    expect(edited.body.data).toEqual({ id, status: 'pending' });
    expect(await rowOf(id)).toMatchObject({
      holdReason: 'prohibited_word',
      decisionReason: 'A fair ad',
    });
    const review = await myAds(t, seller.token, 'review');
    expect(review.ads.find((ad) => ad.id === id)).toMatchObject({ decision_reason: null });
    expect(await editable(seller.token, id)).toMatchObject({
      status: 'pending',
      decision_reason: null,
    });
    expect((await heldQueue()).find((ad) => ad.ad_id === id)).toMatchObject({
      hold_reason: 'prohibited_word',
      rejected_for: null,
    });
  });
});
