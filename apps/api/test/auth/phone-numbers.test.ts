/* eslint-disable @typescript-eslint/no-unsafe-member-access */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { latestCode, newIdentity, post } from '../helpers/auth.ts';

/** Issue 16 item 1: a phone number is typed as its owner knows it and kept as E.164. */

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const E164 = '+963930260431';
/** The forms a Syrian user types the same number in (the last in Arabic-Indic digits). */
const FORMS = ['0930260431', '930260431', '+963 930 260 431', '٠٩٣٠٢٦٠٤٣١', '00963930260431'];

async function outbox(phone?: string) {
  const query = phone === undefined ? '' : `?phone_number=${encodeURIComponent(phone)}`;
  const res = await t.app.inject({ url: `/api/dev/outbox${query}` });
  return res.json<{ data: { phone_number: string; code: string | null }[] }>().data;
}

describe('phone numbers have one form (E.164)', () => {
  it('registers 0930 260 431 for +963 as E.164, texts that number, and signs in by every form', async () => {
    const identity = { ...newIdentity(), phone_number: '0930 260 431', country_code: '+963' };
    const reg = await post(t.app, '/api/register', identity);
    expect(reg.status).toBe(201);
    expect(reg.body.data).toEqual({ phone_number: E164 });
    const [stored] = await t.database.db
      .select({ phone: users.phoneNumber })
      .from(users)
      .where(eq(users.userName, identity.userName));
    expect(stored?.phone).toBe(E164);
    // The SMS outbox keeps the number it texted, as E.164.
    expect((await outbox())[0]?.phone_number).toBe(E164);
    expect((await outbox('0930 260 431'))[0]?.phone_number).toBe(E164);

    // The code is checked for the number in its local form too.
    const otp = await latestCode(t.app, E164);
    const verified = await post(t.app, '/api/verify-otp', {
      phone_number: '0930260431',
      country_code: '+963',
      otp,
    });
    expect(verified.status).toBe(200);

    for (const userName of FORMS) {
      const login = await post(t.app, '/api/login', { userName, password: identity.password });
      expect(login.status, userName).toBe(200);
      expect(login.body.data.user.phone_number).toBe(E164);
    }
    // The same number in another form is still taken.
    const again = await post(t.app, '/api/register', { ...newIdentity(), phone_number: E164 });
    expect(again.body.errors).toEqual({
      phone_number: ['The phone number has already been taken.'],
    });
  });

  it('signs the demo account in with 0911000001', async () => {
    const [demo] = await t.database.db
      .select({ phone: users.phoneNumber })
      .from(users)
      .where(eq(users.userName, 'demo'));
    expect(demo?.phone).toBe('+963911000001');
    for (const userName of ['0911000001', '0911 000 001', '+963911000001', '963911000001']) {
      const login = await post(t.app, '/api/login', { userName, password: 'demo12345' });
      expect(login.status, userName).toBe(200);
      expect(login.body.data.user.userName).toBe('demo');
    }
  });

  it('answers 422 in the request language for a number that is not valid in the chosen country', async () => {
    for (const [lang, text] of [
      ['en', 'Enter a valid phone number for the chosen country.'],
      ['ar', 'أدخل رقم هاتف صحيحاً للبلد المختار.'],
    ] as const) {
      for (const [phone_number, country_code] of [
        ['0930 260', '+963'],
        ['09302604310', '+963'],
        ['0930260431', '+961'],
      ] as const) {
        const res = await post(
          t.app,
          '/api/register',
          { ...newIdentity(), phone_number, country_code },
          { lang },
        );
        expect(res.status).toBe(422);
        expect(res.body.errors).toEqual({ phone_number: [text] });
      }
      const forgot = await post(t.app, '/api/forgot-password', { phone_number: '0930' }, { lang });
      expect(forgot.body.errors).toEqual({ phone_number: [text] });
    }
  });

  it('resets the password by the local form of the number', async () => {
    const identity = { ...newIdentity(), phone_number: '0930 260 432', country_code: '+963' };
    expect((await post(t.app, '/api/register', identity)).status).toBe(201);
    expect((await post(t.app, '/api/forgot-password', { phone_number: '0930260432' })).status).toBe(
      200,
    );
    const [sent] = await outbox('+963930260432');
    expect(sent?.phone_number).toBe('+963930260432');
    const otp = await latestCode(t.app, '+963930260432');
    const verified = await post(t.app, '/api/verify-reset-otp', {
      phone_number: '930 260 432',
      otp,
    });
    expect(verified.status).toBe(200);
    const password = 'Fresh-harbour-77';
    const reset = await post(t.app, '/api/reset-password', {
      phone_number: '٠٩٣٠٢٦٠٤٣٢',
      reset_token: verified.body.data.reset_token as string,
      password,
      confirmPassword: password,
    });
    expect(reset.status).toBe(200);
    const login = await post(t.app, '/api/login', { userName: '0930260432', password });
    expect(login.status).toBe(403); // signs in, but the phone was never verified
    expect(login.body.data).toEqual({ phone_number: '+963930260432' });
  });
});

describe('failed logins by a phone number', () => {
  it('count against one account whatever the form the number is typed in', async () => {
    const limited = await createTestApp({
      rateLimits: { perIp: 100, perAccount: 3, windowMs: 60_000 },
    });
    try {
      const statuses = [];
      for (const userName of ['0911000001', '911000001', '+963 911 000 001', '٠٩١١٠٠٠٠٠١']) {
        const res = await post(limited.app, '/api/login', { userName, password: 'wrong-one' });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([422, 422, 422, 429]);
    } finally {
      await limited.close();
    }
  });
});
