import type { UserActionBody } from '@souq/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { blockedPhones, sessions, users } from '../../src/db/schema/index.ts';
import { newIdentity, post } from '../helpers/auth.ts';
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
  userRow,
  type Member,
} from './fixtures.ts';

/**
 * Issue 42: warn, suspend, ban and lift an account; what each does to its sessions, ads, phone
 * number and sign-in, and who may do it.
 */

const DAY_MS = 24 * 3600_000;
let offsetMs = 0;
const { t, db, moderator, admin } = moderationApp(
  { moderator: 'moderator', admin: 'admin' },
  { now: () => new Date(Date.now() + offsetMs) },
);

const act = (by: Member, userId: number, body: UserActionBody, lang = 'en') =>
  call(t, 'POST', `/api/admin/users/${String(userId)}/actions`, {
    headers: { ...by.headers, lang },
    payload: body,
  });

const login = (member: Member, lang = 'en') =>
  post(
    t.app,
    '/api/login',
    { userName: member.identity.userName, password: member.identity.password },
    { lang },
  );

const me = (member: Member) => call(t, 'GET', '/api/me', { headers: member.headers });

const openSessions = async (userId: number) =>
  db()
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));

describe('a warning', () => {
  it('is a notice shown at the next visit; the reports of the profile and chats are acted on', async () => {
    const member = await newMember(t);
    const reporter = await newMember(t);
    await newReport(db(), {
      target: 'user',
      targetId: member.id,
      reporterId: reporter.id,
      subjectUserId: member.id,
      reason: 'offensive',
    });
    await newReport(db(), {
      target: 'conversation',
      targetId: 1_900_000_000 + member.id,
      reporterId: reporter.id,
      subjectUserId: member.id,
      reason: 'offensive',
      evidence: { kind: 'conversation', messages: [] },
    });
    const adId = await reportedAd(db(), { ownerId: member.id, reporterIds: [reporter.id] });
    const res = await act(moderator, member.id, { action: 'warn', reason: 'Be polite in chats.' });
    expect(res.status).toBe(200);
    const [notice] = await noticesOf(db(), member.id);
    expect(notice).toMatchObject({ kind: 'warning', adId: null, reason: 'Be polite in chats.' });
    expect(await reportStates(db(), 'user', member.id)).toEqual([
      { state: 'actioned', decidedBy: moderator.id },
    ]);
    expect(await reportStates(db(), 'conversation', 1_900_000_000 + member.id)).toEqual([
      { state: 'actioned', decidedBy: moderator.id },
    ]);
    // The reports of an ad wait for a decision on the ad.
    expect(await reportStates(db(), 'ad', adId)).toEqual([{ state: 'open', decidedBy: null }]);
    const [line] = await auditOf(db(), 'user', member.id);
    expect(line).toMatchObject({
      action: 'user.warn',
      actorId: moderator.id,
      after: { warned: true, reports_actioned: 2 },
    });
    expect((await me(member)).status).toBe(200);
  });
});

describe('a suspension', () => {
  it('ends every session at once, hides the live and sold ads, refuses sign-in naming the end', async () => {
    const member = await newMember(t);
    const reporter = await newMember(t);
    const live = await reportedAd(db(), {
      ownerId: member.id,
      reporterIds: [reporter.id],
      ad: { status: 'active' },
    });
    const sold = await newAd(db(), member.id, { status: 'sold' });
    const held = await newAd(db(), member.id, { status: 'pending', holdReason: 'new_seller' });
    const before = Date.now();
    const res = await act(moderator, member.id, { action: 'suspend', days: 10, reason: 'Spam' });
    expect(res.status).toBe(200);
    const until = new Date((res.body.data as { suspended_until: string }).suspended_until);
    expect(until.getTime()).toBeGreaterThanOrEqual(before + 10 * DAY_MS);
    expect(res.body.message).toContain('The account is suspended until');
    expect(await openSessions(member.id)).toEqual([]);
    expect((await me(member)).status).toBe(401);
    expect(await adRow(db(), live)).toMatchObject({
      status: 'hidden',
      holdReason: 'account',
      statusBeforeHidden: 'active',
    });
    expect(await adRow(db(), sold)).toMatchObject({ status: 'hidden', statusBeforeHidden: 'sold' });
    expect((await adRow(db(), held)).status).toBe('pending');
    expect(await reportStates(db(), 'ad', live)).toEqual([
      { state: 'actioned', decidedBy: moderator.id },
    ]);

    const day = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(until);
    const en = await login(member);
    expect(en.status).toBe(403);
    expect(en.body.message).toBe(
      `Your account is suspended until ${day}. You can sign in again from that day.`,
    );
    expect(en.res.headers['set-cookie']).toBeUndefined();
    const ar = await login(member, 'ar');
    expect(ar.status).toBe(403);
    expect(ar.body.message).toMatch(/^حسابك موقوف حتى \d{1,2} [\u0600-\u06FF]+ \d{4}\./);
    const [line] = await auditOf(db(), 'user', member.id);
    expect(line).toMatchObject({
      action: 'user.suspend',
      before: { banned: false, suspended_until: null },
      after: { sessions_revoked: 1, ads_hidden: 2, reports_actioned: 1 },
    });
  });

  it('is lifted at the first sign-in after its end: the ads are back, with an audit line', async () => {
    const member = await newMember(t);
    const live = await newAd(db(), member.id, { status: 'active' });
    await act(moderator, member.id, { action: 'suspend', days: 2, reason: 'Cool down' });
    expect((await login(member)).status).toBe(403);
    offsetMs = 3 * DAY_MS;
    try {
      const res = await login(member);
      expect(res.status).toBe(200);
    } finally {
      offsetMs = 0;
    }
    expect((await userRow(db(), member.id)).suspendedUntil).toBeNull();
    expect(await adRow(db(), live)).toMatchObject({
      status: 'active',
      holdReason: null,
      statusBeforeHidden: null,
    });
    const [line] = await auditOf(db(), 'user', member.id);
    expect(line).toMatchObject({
      action: 'user.suspension_end',
      actorId: null,
      actorName: null,
      after: { suspended: false, ads_restored: 1 },
    });
  });
});

describe('a ban', () => {
  it('ends the sessions, hides the ads, blocks the phone number; lifting undoes it', async () => {
    const member = await newMember(t);
    const live = await newAd(db(), member.id, { status: 'active' });
    const byReports = await newAd(db(), member.id, {
      status: 'hidden',
      holdReason: 'reports',
      statusBeforeHidden: 'active',
    });
    const res = await act(moderator, member.id, { action: 'ban', reason: 'Scam ads' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: member.id, banned: true, suspended_until: null });
    expect((await me(member)).status).toBe(401);
    expect(await openSessions(member.id)).toEqual([]);
    expect((await adRow(db(), live)).status).toBe('hidden');
    const [blocked] = await db()
      .select()
      .from(blockedPhones)
      .where(eq(blockedPhones.phoneNumber, member.identity.phone_number));
    expect(blocked?.reason).toBe('Scam ads');

    const en = await login(member);
    expect(en.status).toBe(403);
    expect(en.body.message).toBe('Your account has been banned from Souq for breaking its rules.');
    expect((await login(member, 'ar')).body.message).toBe(
      'تم حظر حسابك على سوق لمخالفته قواعد الموقع.',
    );

    const lift = await act(moderator, member.id, { action: 'lift', reason: 'Appeal accepted' });
    expect(lift.status).toBe(200);
    expect(lift.body.data).toMatchObject({ banned: false, suspended_until: null });
    expect((await adRow(db(), live)).status).toBe('active');
    expect((await adRow(db(), byReports)).status).toBe('hidden');
    expect(
      await db()
        .select()
        .from(blockedPhones)
        .where(eq(blockedPhones.phoneNumber, member.identity.phone_number)),
    ).toEqual([]);
    expect((await login(member)).status).toBe(200);
    const actions = (await auditOf(db(), 'user', member.id)).map((line) => line.action);
    expect(actions).toEqual(['user.lift', 'user.ban']);
  });

  it('keeps the phone number of a banned account from registering again', async () => {
    const member = await newMember(t);
    await act(moderator, member.id, { action: 'ban', reason: 'Fraud' });
    const identity = { ...newIdentity(), phone_number: member.identity.phone_number };
    const check = (lang: string) =>
      call(t, 'POST', '/api/register/check', { payload: identity, headers: { lang } });
    const again = await check('en');
    expect(again.status).toBe(422);
    expect(again.body.errors?.phone_number).toHaveLength(1);
    // The account is deleted later: its number stays blocked.
    await db().delete(users).where(eq(users.id, member.id));
    const register = await call(t, 'POST', '/api/register', { payload: identity });
    expect(register.status).toBe(422);
    expect(register.body.errors?.phone_number).toEqual([
      'This phone number belonged to an account banned from Souq: it cannot register again.',
    ]);
    const ar = await check('ar');
    expect(ar.body.errors?.phone_number).toEqual([
      'هذا الرقم يعود إلى حساب محظور على سوق: لا يمكن التسجيل به مجدداً.',
    ]);
  });
});

describe('who may act on whom', () => {
  it('keeps staff off their own account, and moderators off admins', async () => {
    const self = await act(moderator, moderator.id, { action: 'warn', reason: 'Me' });
    expect(self.status).toBe(403);
    expect(self.body.message).toBe('You cannot act on your own account.');
    const onAdmin = await act(moderator, admin.id, { action: 'ban', reason: 'No' });
    expect(onAdmin.status).toBe(403);
    expect(onAdmin.body.message).toBe("Only an admin can act on an admin's account.");
    expect((await userRow(db(), admin.id)).bannedAt).toBeNull();
    const otherAdmin = await newMember(t, 'admin');
    expect((await act(admin, otherAdmin.id, { action: 'warn', reason: 'Careful' })).status).toBe(
      200,
    );
    const otherModerator = await newMember(t, 'moderator');
    expect(
      (await act(moderator, otherModerator.id, { action: 'warn', reason: 'Careful' })).status,
    ).toBe(200);
  });

  it('answers 409 to what does not fit, 422 to a suspension without days, 404 to no one', async () => {
    const member = await newMember(t);
    const lift = await act(moderator, member.id, { action: 'lift', reason: 'Nothing' });
    expect(lift.status).toBe(409);
    expect(lift.body.message).toBe('This account is neither suspended nor banned.');
    const noDays = await act(moderator, member.id, { action: 'suspend', reason: 'x' });
    expect(noDays.status).toBe(422);
    expect(noDays.body.errors?.days).toEqual(['A suspension lasts from 1 to 365 days.']);
    await act(moderator, member.id, { action: 'ban', reason: 'Fraud' });
    const suspend = await act(moderator, member.id, { action: 'suspend', days: 3, reason: 'x' });
    expect(suspend.status).toBe(409);
    expect((await act(moderator, 2_000_000_000, { action: 'warn', reason: 'x' })).status).toBe(404);
  });
});

describe('GET /admin/users/{id}', () => {
  it("shows the account's standing, its ads by status and the reports about it", async () => {
    const member = await newMember(t);
    const reporter = await newMember(t);
    const adId = await reportedAd(db(), {
      ownerId: member.id,
      reporterIds: [reporter.id],
      ad: { status: 'active' },
      note: 'Asked for a deposit',
    });
    await newAd(db(), member.id, { status: 'sold' });
    const res = await call(t, 'GET', `/api/admin/users/${String(member.id)}`, {
      headers: moderator.headers,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      user: { id: member.id, user_name: member.identity.userName, banned: false },
      staff_role: null,
      phone_verified: true,
      ads_by_status: [
        { status: 'active', count: 1 },
        { status: 'sold', count: 1 },
      ],
      open_reports: 1,
      reports: [
        {
          target: 'ad',
          target_id: adId,
          note: 'Asked for a deposit',
          reporter: { id: reporter.id, name: reporter.identity.name },
        },
      ],
    });
    expect(
      (await call(t, 'GET', '/api/admin/users/2000000000', { headers: admin.headers })).status,
    ).toBe(404);
  });
});
