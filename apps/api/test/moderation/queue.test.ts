import type { HeldAd, ModerationDashboard, ReportedTarget } from '@souq/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  adRow,
  auditOf,
  call,
  moderationApp,
  newAd,
  newMember,
  newReport,
  noticesOf,
  reportedAd,
  reportStates,
  type Member,
} from './fixtures.ts';

/** Issue 42: the queue of reports grouped by target and of held ads, and the dashboard. */

const { t, db, moderator, seller, reporter1, reporter2, reporter3 } = moderationApp({
  moderator: 'moderator',
  seller: null,
  reporter1: null,
  reporter2: null,
  reporter3: null,
});
const reporters = [reporter1, reporter2, reporter3];
const at = (year: number, day = 1) => new Date(Date.UTC(year, 0, day));

async function queue(query: string) {
  const res = await call(t, 'GET', `/api/admin/queue${query}`, { headers: moderator.headers });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { data: ReportedTarget[]; total: number; last_page: number };
}

describe('the reports queue', () => {
  it('groups the reports by target, oldest first by the first report, with counts and notes', async () => {
    const [first, second] = [reporters[0], reporters[1]] as [Member, Member];
    const adA = await newAd(db(), seller.id);
    const adB = await newAd(db(), seller.id);
    // B's first report is older than A's: B comes first; A has two.
    await newReport(db(), {
      target: 'ad',
      targetId: adA,
      reporterId: first.id,
      subjectUserId: seller.id,
      reason: 'scam',
      note: 'Asked for a transfer first',
      createdAt: at(2001, 5),
    });
    await newReport(db(), {
      target: 'ad',
      targetId: adA,
      reporterId: second.id,
      subjectUserId: seller.id,
      reason: 'misleading_price',
      createdAt: at(2001, 9),
    });
    await newReport(db(), {
      target: 'ad',
      targetId: adB,
      reporterId: first.id,
      subjectUserId: seller.id,
      reason: 'duplicate',
      createdAt: at(2001, 2),
    });
    await newReport(db(), {
      target: 'user',
      targetId: seller.id,
      reporterId: second.id,
      subjectUserId: seller.id,
      reason: 'offensive',
      createdAt: at(2001, 3),
      evidence: { kind: 'user', name: 'Seller', user_name: 'seller', bio: null, avatar: null },
    });
    const page = await queue('?kind=reports');
    const ours = page.data.filter((g) => g.first_reported_at.startsWith('2001'));
    expect(ours.map((g) => [g.target, g.target_id, g.reports_count])).toEqual([
      ['ad', adB, 1],
      ['user', seller.id, 1],
      ['ad', adA, 2],
    ]);
    const a = ours[2];
    expect(a).toMatchObject({
      subject: { id: seller.id, user_name: seller.identity.userName, banned: false },
      ad_status: 'active',
      first_reported_at: at(2001, 5).toISOString(),
      reasons: [
        { reason: 'scam', count: 1 },
        { reason: 'misleading_price', count: 1 },
      ],
      evidence: { kind: 'ad', title: 'Moderation test bike' },
    });
    expect(a?.reports.map((r) => [r.reporter?.id, r.note, r.state])).toEqual([
      [first.id, 'Asked for a transfer first', 'open'],
      [second.id, '', 'open'],
    ]);
    expect(page.total).toBeGreaterThanOrEqual(3);

    const byReason = await queue('?reason=misleading_price');
    expect(byReason.data.map((g) => g.target_id)).toContain(adA);
    expect(byReason.data.map((g) => g.target_id)).not.toContain(adB);
    const users = await queue('?target=user');
    expect(users.data.every((g) => g.target === 'user')).toBe(true);
    expect(users.data.map((g) => g.target_id)).toContain(seller.id);
    const old = await queue('?min_age_days=3650');
    expect(old.data.map((g) => g.target_id)).toEqual(expect.arrayContaining([adA, adB]));
    const recent = await queue('?min_age_days=3650&target=ad&reason=misleading_price');
    expect(recent.total).toBe(recent.data.length);
  });

  it('shows the conversation reports of before issue 42 with their messages', async () => {
    const [first] = reporters as [Member];
    await newReport(db(), {
      target: 'conversation',
      targetId: 2_000_000_001,
      reporterId: first.id,
      subjectUserId: seller.id,
      reason: 'other',
      createdAt: at(2000),
    });
    await db().execute(
      sql`update reports set evidence = ${JSON.stringify({
        messages: [{ id: 1, sender_id: seller.id, body: 'Pay first', created_at: '2000-01-01' }],
      })}::jsonb where target = 'conversation' and target_id = 2000000001`,
    );
    const page = await queue('?target=conversation');
    const found = page.data.find((g) => g.target_id === 2_000_000_001);
    expect(found?.evidence).toEqual({
      kind: 'conversation',
      messages: [
        { id: 1, sender_id: seller.id, body: 'Pay first', picture: null, created_at: '2000-01-01' },
      ],
    });
  });

  it('pages the groups, not the reports', async () => {
    const full = await queue('?state=open');
    const second = await queue(`?state=open&page=2`);
    expect(full.last_page).toBe(Math.max(1, Math.ceil(full.total / 20)));
    expect(second.data.length).toBe(Math.max(0, Math.min(20, full.total - 20)));
    const keys = new Set(full.data.map((g) => `${g.target}:${String(g.target_id)}`));
    expect(keys.size).toBe(full.data.length);
  });

  it('answers 422 to filters it does not know', async () => {
    const res = await call(t, 'GET', '/api/admin/queue?kind=all&reason=rude&min_age_days=-1', {
      headers: moderator.headers,
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors ?? {}).sort()).toEqual(['kind', 'min_age_days', 'reason']);
  });
});

describe("a group's first report", () => {
  /** Every group of every state has exactly one report marked as its first, the earliest. */
  const misled = async () => {
    const { rows } = await db().execute<{ target_id: number }>(sql`
      select target_id from reports r
      group by state, target, target_id
      having count(*) filter (where leads) <> 1
        or bool_or(leads and exists (
          select 1 from reports e
          where e.state = r.state and e.target = r.target and e.target_id = r.target_id
            and (e.created_at, e.id) < (r.created_at, r.id)))`);
    return rows;
  };

  it('is kept whatever the order reports are written, closed or deleted in', async () => {
    const adId = await newAd(db(), seller.id);
    const at2002 = (day: number) => at(2002, day);
    const [a, b, c] = reporters as [Member, Member, Member];
    const later = await newReport(db(), {
      target: 'ad',
      targetId: adId,
      reporterId: a.id,
      createdAt: at2002(9),
    });
    const earlier = await newReport(db(), {
      target: 'ad',
      targetId: adId,
      reporterId: b.id,
      createdAt: at2002(3),
    });
    const leader = async () =>
      (
        await db().execute<{ id: number }>(
          sql`select id from reports where target = 'ad' and target_id = ${adId} and leads and state = 'open'`,
        )
      ).rows.map((row) => row.id);
    expect(await leader()).toEqual([earlier]);
    await db().execute(sql`delete from reports where id = ${earlier}`);
    expect(await leader()).toEqual([later]);
    // Written at once, by three accounts.
    const other = await newAd(db(), seller.id);
    await Promise.all(
      [a, b, c].map((reporter) =>
        newReport(db(), { target: 'ad', targetId: other, reporterId: reporter.id }),
      ),
    );
    await call(t, 'POST', `/api/admin/reports/ad/${String(other)}/dismiss`, {
      headers: moderator.headers,
      payload: { reason: 'Unfounded' },
    });
    expect(await misled()).toEqual([]);
  });
});

describe('dismissing the reports of a target', () => {
  it('closes them all, brings back the ad they hid, tells its seller and writes the log', async () => {
    const adId = await reportedAd(db(), {
      ownerId: seller.id,
      reporterIds: reporters.map((reporter) => reporter.id),
      ad: { status: 'hidden', holdReason: 'reports', statusBeforeHidden: 'active' },
    });
    const url = `/api/admin/reports/ad/${String(adId)}/dismiss`;
    const res = await call(t, 'POST', url, {
      headers: moderator.headers,
      payload: { reason: 'The seller showed the receipt' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ dismissed: 3, ad_status: 'active' });
    expect(await adRow(db(), adId)).toMatchObject({
      status: 'active',
      holdReason: null,
      statusBeforeHidden: null,
    });
    expect((await reportStates(db(), 'ad', adId)).map((r) => r.state)).toEqual([
      'dismissed',
      'dismissed',
      'dismissed',
    ]);
    const [notice] = await noticesOf(db(), seller.id);
    expect(notice).toMatchObject({ kind: 'ad_restored', adId });
    const [line] = await auditOf(db(), 'ad', adId);
    expect(line).toMatchObject({
      action: 'report.dismiss',
      reason: 'The seller showed the receipt',
      before: { open_reports: 3, ad_status: 'hidden' },
      after: { open_reports: 0, ad_status: 'active' },
    });
    const again = await call(t, 'POST', url, {
      headers: moderator.headers,
      payload: { reason: 'Again' },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('There is no open report of this to dismiss.');

    const detail = await call(t, 'GET', `/api/admin/reports/ad/${String(adId)}`, {
      headers: moderator.headers,
    });
    expect(detail.status).toBe(200);
    expect((detail.body.data as ReportedTarget).reports.map((r) => r.state)).toEqual([
      'dismissed',
      'dismissed',
      'dismissed',
    ]);
    const none = await call(t, 'GET', '/api/admin/reports/user/2000000000', {
      headers: moderator.headers,
    });
    expect(none.status).toBe(404);
  });
});

describe('the held ads', () => {
  it('lists the pending ads, the longest waiting first, with their seller and a clean description', async () => {
    const older = await newAd(db(), seller.id, { status: 'pending', holdReason: 'new_seller' });
    const newer = await newAd(db(), seller.id, {
      status: 'pending',
      holdReason: 'prohibited_word',
    });
    await db().execute(sql`update ads set updated_at = '2001-01-01' where id = ${older}`);
    await db().execute(sql`update ads set updated_at = '2001-01-02' where id = ${newer}`);
    const res = await call(t, 'GET', '/api/admin/queue?kind=held', {
      headers: { ...moderator.headers, lang: 'ar' },
    });
    expect(res.status).toBe(200);
    const held = res.body.data as HeldAd[];
    expect(held.slice(0, 2).map((ad) => [ad.ad_id, ad.hold_reason])).toEqual([
      [older, 'new_seller'],
      [newer, 'prohibited_word'],
    ]);
    expect(held[0]).toMatchObject({
      held_at: '2001-01-01T00:00:00.000Z',
      seller: { id: seller.id },
      evidence: { kind: 'ad', title: 'دراجة لاختبار الإشراف', price: 150 },
    });
    const english = await call(t, 'GET', '/api/admin/queue?kind=held', {
      headers: moderator.headers,
    });
    const description = (english.body.data as HeldAd[])[0]?.evidence.description;
    expect(description).toBe('<p>Fine bike</p>');
  });
});

describe('the dashboard', () => {
  it('counts the open reports, the held ads, the accounts and ads of today, the median wait', async () => {
    const read = async () => {
      const res = await call(t, 'GET', '/api/admin/dashboard', { headers: moderator.headers });
      expect(res.status).toBe(200);
      return res.body.data as ModerationDashboard;
    };
    const before = await read();
    await newMember(t);
    const adId = await reportedAd(db(), {
      ownerId: seller.id,
      reporterIds: reporters.map((reporter) => reporter.id),
      ad: { status: 'pending', holdReason: 'new_seller' },
    });
    const after = await read();
    expect(after).toMatchObject({
      open_reports: before.open_reports + reporters.length,
      held_ads: before.held_ads + 1,
      new_accounts_today: before.new_accounts_today + 1,
      new_ads_today: before.new_ads_today + 1,
    });
    await call(t, 'POST', `/api/admin/ads/${String(adId)}/actions`, {
      headers: moderator.headers,
      payload: { action: 'reject', reason: 'Stolen pictures' },
    });
    const decided = await read();
    expect(decided.open_reports).toBe(before.open_reports);
    expect(decided.median_hours_to_decision).not.toBeNull();
    // Every decision of the last 30 days took 4 hours, but one took 10.
    await db().execute(
      sql`update reports set created_at = decided_at - interval '4 hours' where decided_at is not null`,
    );
    await db().execute(
      sql`update reports set created_at = decided_at - interval '10 hours' where id = (select min(id) from reports where decided_at is not null)`,
    );
    expect((await read()).median_hours_to_decision).toBe(4);
  });
});
