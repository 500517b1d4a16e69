/* eslint-disable @typescript-eslint/no-unsafe-member-access */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema/index.ts';
import { latestCode, post } from '../helpers/auth.ts';
import { call, moderationApp, newMember, type Member } from './fixtures.ts';

/**
 * Issue 42: a moderator or an admin signs in with the phone code as a second step, every time;
 * the code is checked as every code is (expiry, tries).
 */

let offsetMs = 0;
const { t } = moderationApp({}, { now: () => new Date(Date.now() + offsetMs) });

const passwordStep = (member: Member, remember = true) =>
  post(t.app, '/api/login', {
    userName: member.identity.userName,
    password: member.identity.password,
    remember,
  });

const codeStep = (member: Member, otp: string, lang = 'en') =>
  post(
    t.app,
    '/api/login/staff-code',
    { phone_number: member.identity.phone_number, otp, remember: false },
    { lang },
  );

const sessionsOf = async (userId: number) =>
  (await t.database.db.select().from(sessions).where(eq(sessions.userId, userId))).length;

describe('a staff sign-in', () => {
  it('answers the right password with 202 and a code sent to the phone: no session yet', async () => {
    const moderator = await newMember(t, 'moderator');
    const before = await sessionsOf(moderator.id);
    const first = await passwordStep(moderator);
    expect(first.status).toBe(202);
    expect(first.body).toEqual({
      data: { phone_number: moderator.identity.phone_number, step: 'staff_code' },
      message: 'Enter the code we sent to your phone to finish signing in.',
    });
    expect(first.res.headers['set-cookie']).toBeUndefined();
    expect(await sessionsOf(moderator.id)).toBe(before);

    const code = await latestCode(t.app, moderator.identity.phone_number);
    const second = await codeStep(moderator, code);
    expect(second.status).toBe(200);
    expect(second.body.data.user.id).toBe(moderator.id);
    const cookies = String(second.res.headers['set-cookie']);
    expect(cookies).toContain('auth_token=');
    // The readable cookie never tells the role.
    expect(cookies).toContain('userData=');
    expect(cookies).not.toMatch(/staff|moderator/);
    const headers = { authorization: `Bearer ${String(second.body.data.token)}` };
    const me = await call(t, 'GET', '/api/me', { headers });
    expect(me.body.data).toMatchObject({ id: moderator.id, staff_role: 'moderator' });
    expect((await call(t, 'GET', '/api/admin/dashboard', { headers })).status).toBe(200);
    // The code is used: it does not sign in twice.
    expect((await codeStep(moderator, code)).status).toBe(422);
  });

  it('asks for the code every time, and a wrong password still gets nothing', async () => {
    const admin = await newMember(t, 'admin');
    expect((await passwordStep(admin)).status).toBe(202);
    const wrong = await post(t.app, '/api/login', {
      userName: admin.identity.userName,
      password: 'not-the-password',
    });
    expect(wrong.status).toBe(422);
    offsetMs = 61_000;
    try {
      expect((await passwordStep(admin)).status).toBe(202);
    } finally {
      offsetMs = 0;
    }
  });

  it('answers a wrong, spent or expired code with 422 on `otp`, in the language asked', async () => {
    const admin = await newMember(t, 'admin');
    await passwordStep(admin);
    const code = await latestCode(t.app, admin.identity.phone_number);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await codeStep(admin, wrongCode);
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.otp).toHaveLength(1);
    const ar = await codeStep(admin, wrongCode, 'ar');
    expect(ar.body.errors.otp[0]).toMatch(/[\u0600-\u06FF]/);
    for (let i = 0; i < 3; i++) await codeStep(admin, wrongCode);
    // Five wrong tries void the code: the right one no longer works.
    expect((await codeStep(admin, code)).status).toBe(422);

    offsetMs = 61_000;
    try {
      await passwordStep(admin);
    } finally {
      offsetMs = 0;
    }
    const fresh = await latestCode(t.app, admin.identity.phone_number);
    offsetMs = 61_000 + 5 * 60_000 + 1000;
    try {
      const expired = await codeStep(admin, fresh);
      expect(expired.status).toBe(422);
      expect(expired.body.errors.otp).toEqual(['The code has expired. Request a new one.']);
    } finally {
      offsetMs = 0;
    }
  });

  it('sends a new code at once to one who signs in again within the minute, the last one used', async () => {
    const moderator = await newMember(t, 'moderator');
    await passwordStep(moderator);
    const first = await latestCode(t.app, moderator.identity.phone_number);
    // Asked again while the first code is unused: the same code is the one to type.
    await passwordStep(moderator);
    expect(await latestCode(t.app, moderator.identity.phone_number)).toBe(first);
    expect((await codeStep(moderator, first)).status).toBe(200);

    // Signed out and in again at once: the used code does not hold the next one back.
    await passwordStep(moderator);
    const second = await latestCode(t.app, moderator.identity.phone_number);
    const signedIn = await codeStep(moderator, second);
    expect(signedIn.status).toBe(200);
  });

  it('is a code of its own: the code of an ordinary account does not sign it in', async () => {
    const user = await newMember(t);
    const login = await passwordStep(user);
    expect(login.status).toBe(200);
    expect((await codeStep(user, '123456')).status).toBe(422);
  });
});

it('answers the login form with the 202 step in the schema it documents', async () => {
  const moderator = await newMember(t, 'moderator');
  const res = await passwordStep(moderator, false);
  expect(res.status).toBe(202);
  const bad = await post(t.app, '/api/login/staff-code', { phone_number: 'x', otp: '12' });
  expect(bad.status).toBe(422);
  expect(Object.keys(bad.body.errors as object).sort()).toEqual(['otp', 'phone_number']);
});
