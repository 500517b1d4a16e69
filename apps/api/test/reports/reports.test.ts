import { adEvidence, formatMessage, userEvidence } from '@souq/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports, users } from '../../src/db/schema/index.ts';
import { apiMessage } from '../../src/shared/messages.ts';
import { ARABIC } from '../ads/client.ts';
import { UNKNOWN_ID } from '../engagement/fixtures.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { newIdentity, post } from '../helpers/auth.ts';
import { changeAdRow, newSeller, publishCar } from '../selling/selling-client.ts';
import { report } from './reports-client.ts';

/** Issue 42: a signed-in user reports an ad or a user once, with a copy of what they saw. */
let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const reportsOf = (target: 'ad' | 'user', targetId: number) =>
  t.database.db
    .select()
    .from(reports)
    .where(and(eq(reports.target, target), eq(reports.targetId, targetId)));

describe('reporting an ad', () => {
  it('keeps the ad as the reporter saw it, in their language, for the moderators', async () => {
    const seller = await newSeller(t);
    const buyer = await newSeller(t);
    const id = await publishCar(t, seller.token, 4201, {
      title: 'Kia Picanto <b>too cheap</b>',
      description: 'Pay first.\n<script>alert(1)</script>',
      other_title: 'كيا بيكانتو رخيصة جداً',
      other_description: 'ادفع أولاً.',
    });

    const sent = await report(t, 'ads', id, buyer.token, { reason: 'scam', note: 'Wants money' });
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({ data: null, message: apiMessage('report_sent', 'en') });
    const other = await newSeller(t);
    const inArabic = await report(t, 'ads', id, other.token, { reason: 'sold' }, 'ar');
    expect(inArabic.body.message).toBe(apiMessage('report_sent', 'ar'));

    const [first, second] = await reportsOf('ad', id);
    expect(first).toMatchObject({
      reporterId: buyer.id,
      subjectUserId: seller.id,
      reason: 'scam',
      note: 'Wants money',
      state: 'open',
    });
    const seen = adEvidence.parse(first?.evidence);
    expect(seen).toMatchObject({ title: 'Kia Picanto <b>too cheap</b>', price: 98_500_000 });
    expect(seen.description).toBe(
      '<p>Pay first.<br>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
    expect(seen.pictures).toHaveLength(1);
    expect(seen.pictures[0]).toMatch(/^\/media\/.+\.webp$/);
    expect(second).toMatchObject({ reporterId: other.id, reason: 'sold', note: '' });
    expect(adEvidence.parse(second?.evidence).title).toBe('كيا بيكانتو رخيصة جداً');
  });

  it('answers 409 to a second report while the first is open, and takes a new one after', async () => {
    const seller = await newSeller(t);
    const buyer = await newSeller(t);
    const id = await publishCar(t, seller.token, 4202);
    expect((await report(t, 'ads', id, buyer.token)).status).toBe(201);

    const again = await report(t, 'ads', id, buyer.token, { reason: 'duplicate' }, 'ar');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(apiMessage('already_reported', 'ar'));
    expect(await reportsOf('ad', id)).toHaveLength(1);

    await t.database.db
      .update(reports)
      .set({ state: 'dismissed', decidedAt: sql`now()` })
      .where(and(eq(reports.target, 'ad'), eq(reports.targetId, id)));
    expect((await report(t, 'ads', id, buyer.token)).status).toBe(201);
    expect(await reportsOf('ad', id)).toHaveLength(2);
  });

  it("refuses one's own ad on `reason` (422 in the language), and stores nothing", async () => {
    const seller = await newSeller(t);
    const id = await publishCar(t, seller.token, 4203);
    const own = await report(t, 'ads', id, seller.token, { reason: 'scam' }, 'ar');
    expect(own.status).toBe(422);
    expect(own.body.errors).toEqual({ reason: [formatMessage('report_own_ad', 'ar')] });
    expect(await reportsOf('ad', id)).toEqual([]);
  });

  it('answers 404 for an unknown ad and one visitors cannot open (deleted, expired)', async () => {
    const seller = await newSeller(t);
    const buyer = await newSeller(t);
    const deleted = await publishCar(t, seller.token, 4204);
    await changeAdRow(t, deleted, { status: 'deleted' });
    const expired = await publishCar(t, seller.token, 4205, { title: 'Kia Picanto long expired' });
    await changeAdRow(t, expired, { expiresAt: sql`now() - interval '1 day'` });
    for (const id of [UNKNOWN_ID, deleted, expired]) {
      expect((await report(t, 'ads', id, buyer.token)).status).toBe(404);
    }
  });
});

describe('reporting a user', () => {
  it('keeps their profile as the reporter saw it; the user is its subject', async () => {
    const reported = await newSeller(t);
    const reporter = await newSeller(t);
    await t.database.db
      .update(users)
      .set({ bio: 'Cheap phones, pay ahead', avatar: '/media/avatars/x.webp' })
      .where(eq(users.id, reported.id));

    const sent = await report(t, 'users', reported.id, reporter.token, {
      reason: 'offensive',
      note: 'Insults buyers',
    });
    expect(sent.status).toBe(201);
    const [row] = await reportsOf('user', reported.id);
    expect(row).toMatchObject({
      reporterId: reporter.id,
      subjectUserId: reported.id,
      reason: 'offensive',
      note: 'Insults buyers',
    });
    const seen = userEvidence.parse(row?.evidence);
    expect(seen).toMatchObject({
      kind: 'user',
      name: 'Test Person',
      bio: 'Cheap phones, pay ahead',
      avatar: '/media/avatars/x.webp',
    });
    expect(seen.user_name).toMatch(/^tester_/);
    expect((await report(t, 'users', reported.id, reporter.token)).status).toBe(409);
  });

  it('refuses oneself (422), an unknown user and an unfinished registration (404)', async () => {
    const user = await newSeller(t);
    const self = await report(t, 'users', user.id, user.token);
    expect(self.status).toBe(422);
    expect(self.body.errors).toEqual({ reason: [formatMessage('report_self', 'en')] });

    const unfinished = newIdentity();
    const registered = await post(t.app, '/api/register', unfinished);
    expect(registered.status).toBe(201);
    const [row] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.userName, unfinished.userName));
    for (const id of [UNKNOWN_ID, row?.id ?? 0]) {
      expect((await report(t, 'users', id, user.token)).status).toBe(404);
    }
  });
});

describe('every report', () => {
  it('needs a session (401 whatever the body)', async () => {
    const seller = await newSeller(t);
    const id = await publishCar(t, seller.token, 4206);
    expect((await report(t, 'ads', id, null)).status).toBe(401);
    expect((await report(t, 'users', seller.id, null, 'junk')).status).toBe(401);
    expect(await reportsOf('ad', id)).toEqual([]);
  });

  it('needs a reason of the list and a note of at most 500 characters (422 in the language)', async () => {
    const seller = await newSeller(t);
    const buyer = await newSeller(t);
    const id = await publishCar(t, seller.token, 4207);
    const none = await report(t, 'ads', id, buyer.token, { note: 'Bad' }, 'ar');
    expect(none.status).toBe(422);
    expect(none.body.errors?.reason).toEqual([formatMessage('report_reason', 'ar')]);
    const long = await report(t, 'users', seller.id, buyer.token, {
      reason: 'other',
      note: 'x'.repeat(501),
    });
    expect(long.status).toBe(422);
    expect(long.body.errors?.note).toEqual([formatMessage('report_note_max', 'en')]);
    const odd = await report(t, 'ads', id, buyer.token, { reason: 'boring' }, 'ar');
    expect(odd.body.errors?.reason?.[0]).toMatch(ARABIC);
    expect(await reportsOf('ad', id)).toEqual([]);
  });
});
