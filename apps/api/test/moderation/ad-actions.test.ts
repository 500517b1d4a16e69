import type { AdAction } from '@souq/contracts';
import { describe, expect, it } from 'vitest';
import {
  adRow,
  auditOf,
  call,
  moderationApp,
  newAd,
  newMember,
  noticesOf,
  reportedAd,
  reportStates,
} from './fixtures.ts';

/** Issue 42: a moderator's decisions on an ad, each with its reports, notice and audit line. */

const { t, db, moderator, seller, reporter } = moderationApp({
  moderator: 'moderator',
  seller: null,
  reporter: null,
});

const act = (adId: number, action: AdAction, reason = `Decided: ${action}`, lang = 'en') =>
  call(t, 'POST', `/api/admin/ads/${String(adId)}/actions`, {
    headers: { ...moderator.headers, lang },
    payload: { action, reason },
  });

describe('each action', () => {
  const cases: {
    action: AdAction;
    from: Parameters<typeof newAd>[2];
    status: string;
    holdReason: string | null;
    reports: 'dismissed' | 'actioned';
    notice: string;
  }[] = [
    {
      action: 'approve',
      from: { status: 'pending', holdReason: 'new_seller' },
      status: 'active',
      holdReason: null,
      reports: 'dismissed',
      notice: 'ad_approved',
    },
    {
      action: 'reject',
      from: { status: 'pending', holdReason: 'prohibited_word' },
      status: 'rejected',
      holdReason: null,
      reports: 'actioned',
      notice: 'ad_rejected',
    },
    {
      action: 'hide',
      from: { status: 'sold' },
      status: 'hidden',
      holdReason: 'moderator',
      reports: 'actioned',
      notice: 'ad_hidden',
    },
    {
      action: 'restore',
      from: { status: 'hidden', holdReason: 'reports', statusBeforeHidden: 'sold' },
      status: 'sold',
      holdReason: null,
      reports: 'dismissed',
      notice: 'ad_restored',
    },
    {
      action: 'delete',
      from: { status: 'active' },
      status: 'deleted',
      holdReason: null,
      reports: 'actioned',
      notice: 'ad_deleted',
    },
  ];

  for (const c of cases) {
    it(`${c.action}: changes the status, closes the open reports, tells the seller, writes the log`, async () => {
      const adId = await reportedAd(db(), {
        ownerId: seller.id,
        reporterIds: [reporter.id],
        ad: c.from,
      });
      const before = await adRow(db(), adId);
      const reason = `The moderator's reason to ${c.action}`;
      const res = await act(adId, c.action, reason);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.message).toBeTruthy();
      const ad = await adRow(db(), adId);
      expect(ad.status).toBe(c.status);
      expect(res.body.data).toEqual({ ad_id: adId, status: c.status });
      expect(ad.holdReason).toBe(c.holdReason);
      expect(ad.decisionReason).toBe(reason);
      if (c.action === 'hide') expect(ad.statusBeforeHidden).toBe('sold');
      if (c.action === 'approve') {
        expect(ad.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600_000);
      }
      expect(await reportStates(db(), 'ad', adId)).toEqual([
        { state: c.reports, decidedBy: moderator.id },
      ]);
      const [notice] = await noticesOf(db(), seller.id);
      expect(notice).toMatchObject({ kind: c.notice, adId, reason });
      const [line] = await auditOf(db(), 'ad', adId);
      expect(line).toMatchObject({
        actorId: moderator.id,
        actorName: moderator.identity.userName,
        action: `ad.${c.action}`,
        reason,
        before: { status: before.status, hold_reason: before.holdReason },
        after: {
          status: c.status,
          hold_reason: c.holdReason,
          reports_closed: { state: c.reports, count: 1 },
        },
      });
    });
  }
});

describe('an action that does not fit the status', () => {
  it('answers 409 with a clear message, in the language of the request, and changes nothing', async () => {
    const adId = await newAd(db(), seller.id, { status: 'active' });
    const approve = await act(adId, 'approve');
    expect(approve.status).toBe(409);
    expect(approve.body.message).toBe('Only an ad waiting for review can be approved or rejected.');
    const restore = await act(adId, 'restore', 'reason', 'ar');
    expect(restore.status).toBe(409);
    expect(restore.body.message).toBe('لا يمكن استعادة إلا إعلان مخفي أو مرفوض.');
    const pending = await newAd(db(), seller.id, { status: 'pending', holdReason: 'new_seller' });
    expect((await act(pending, 'hide')).body.message).toBe('Only a live or sold ad can be hidden.');
    const deleted = await newAd(db(), seller.id, { status: 'deleted' });
    expect((await act(deleted, 'delete')).status).toBe(409);
    expect((await adRow(db(), adId)).status).toBe('active');
    expect(await auditOf(db(), 'ad', adId)).toEqual([]);
  });

  it('answers 404 for no such ad and 422 without a reason', async () => {
    expect((await act(2_000_000_000, 'hide')).status).toBe(404);
    const adId = await newAd(db(), seller.id);
    const blank = await act(adId, 'hide', '   ');
    expect(blank.status).toBe(422);
    expect(blank.body.errors?.reason).toEqual([
      'Write the reason: the person concerned and the audit log see it.',
    ]);
  });

  it("keeps a moderator off their own ad, and a restricted seller's ad from going live", async () => {
    const own = await newAd(db(), moderator.id, { status: 'pending', holdReason: 'new_seller' });
    expect((await act(own, 'approve')).status).toBe(403);
    const banned = await newMember(t);
    const held = await newAd(db(), banned.id, { status: 'pending', holdReason: 'new_seller' });
    const ban = await call(t, 'POST', `/api/admin/users/${String(banned.id)}/actions`, {
      headers: moderator.headers,
      payload: { action: 'ban', reason: 'Scams' },
    });
    expect(ban.status).toBe(200);
    const approve = await act(held, 'approve');
    expect(approve.status).toBe(409);
    expect(approve.body.message).toContain('suspended or banned');
  });
});

describe('a restored ad', () => {
  it('goes back to what it was hidden from, or live when that is unknown', async () => {
    const hiddenActive = await newAd(db(), seller.id, { status: 'active' });
    await act(hiddenActive, 'hide');
    expect((await adRow(db(), hiddenActive)).statusBeforeHidden).toBe('active');
    await act(hiddenActive, 'restore');
    expect(await adRow(db(), hiddenActive)).toMatchObject({
      status: 'active',
      statusBeforeHidden: null,
      holdReason: null,
    });
    const rejected = await newAd(db(), seller.id, { status: 'rejected' });
    expect((await act(rejected, 'restore')).body.data).toEqual({
      ad_id: rejected,
      status: 'active',
    });
  });
});
