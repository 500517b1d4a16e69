import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { newIdentity, post } from '../helpers/auth.ts';

/** Issue 16 item 7: `POST /resend-otp` tells nobody whether a number has an account. */

let t: TestContext;
/** The auth service's clock: tests move it instead of sleeping. */
let offsetMs = 0;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(Date.now() + offsetMs) });
});
afterAll(() => t.close());

/** Status and body of each call in turn. */
async function answers(phone: string, purpose: 'verify_phone' | 'reset_password', calls: number) {
  const list: { status: number; body: unknown }[] = [];
  for (let i = 0; i < calls; i++) {
    const { status, body } = await post(t.app, '/api/resend-otp', { phone_number: phone, purpose });
    list.push({ status, body });
  }
  return list;
}

async function sentTo(phone: string): Promise<number> {
  const res = await t.app.inject({
    url: `/api/dev/outbox?phone_number=${encodeURIComponent(phone)}`,
  });
  return res.json<{ data: unknown[] }>().data.length;
}

describe('POST /resend-otp', () => {
  it('answers alike, cooldown included, for numbers with and without an account', async () => {
    for (const purpose of ['verify_phone', 'reset_password'] as const) {
      const unverified = newIdentity();
      // An account whose registration code is older than the cooldown.
      offsetMs = -10 * 60_000;
      expect((await post(t.app, '/api/register', unverified)).status).toBe(201);
      offsetMs = 0;
      const nobody = newIdentity().phone_number;
      const withAccount = await answers(unverified.phone_number, purpose, 3);
      const without = await answers(nobody, purpose, 3);
      expect(without).toEqual(withAccount);
      expect(withAccount.map((a) => a.status)).toEqual([200, 429, 429]);
      expect(await sentTo(nobody)).toBe(0);
    }
  });

  it('answers alike in the cooldown that follows forgot-password', async () => {
    const { phone_number } = newIdentity();
    offsetMs = -10 * 60_000;
    expect((await post(t.app, '/api/register', { ...newIdentity(), phone_number })).status).toBe(
      201,
    );
    offsetMs = 0;
    const nobody = newIdentity().phone_number;
    for (const phone of [phone_number, nobody])
      expect((await post(t.app, '/api/forgot-password', { phone_number: phone })).status).toBe(200);
    const withAccount = await answers(phone_number, 'reset_password', 1);
    expect(await answers(nobody, 'reset_password', 1)).toEqual(withAccount);
    expect(withAccount[0]?.status).toBe(429);
  });
});
