import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { createVerifiedUser, newIdentity, post } from '../helpers/auth.ts';

/**
 * Issue 16 item 3: `POST /register/check` tells step 1 of registration everything registration
 * would refuse, before the interests step, and nothing registration itself does not tell.
 */

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Step 1's fields: registration without the interests. */
function stepOne() {
  const { name, userName, phone_number, birthdate, password, password_confirmation, gender } =
    newIdentity();
  return { name, userName, phone_number, birthdate, password, password_confirmation, gender };
}

/** `POST /register/check`; its 204 has no body to read. */
async function check(app: TestContext['app'], payload: object, headers = {}) {
  const res = await app.inject({ method: 'POST', url: '/api/register/check', payload, headers });
  const body =
    res.body === '' ? {} : res.json<{ errors?: Record<string, string[]>; message?: string }>();
  return { status: res.statusCode, body, res };
}

async function outboxSize(): Promise<number> {
  const res = await t.app.inject({ url: '/api/dev/outbox' });
  return res.json<{ data: unknown[] }>().data.length;
}

describe('POST /register/check', () => {
  it('answers 204 for fields registration accepts, and creates nothing', async () => {
    const fields = stepOne();
    const before = await outboxSize();
    const res = await check(t.app, fields);
    expect(res.status).toBe(204);
    expect(res.res.body).toBe('');
    expect(await outboxSize()).toBe(before);
    // Nothing was kept: the same fields still register.
    expect((await post(t.app, '/api/register', { ...fields, interests: [] })).status).toBe(201);
  });

  it('answers 422 with a taken phone number (in any form), a taken user name and a common password at once', async () => {
    const { identity } = await createVerifiedUser(t.app);
    const local = `0${identity.phone_number.slice('+963'.length)}`;
    for (const [lang, texts] of [
      [
        'en',
        {
          phone_number: ['The phone number has already been taken.'],
          userName: ['The user name has already been taken.'],
          password: ['This password is too common. Choose a less predictable one.'],
        },
      ],
      [
        'ar',
        {
          phone_number: ['رقم الهاتف مستخدم من قبل.'],
          userName: ['اسم المستخدم مستخدم من قبل.'],
          password: ['كلمة المرور هذه شائعة جداً. اختر كلمة يصعب تخمينها.'],
        },
      ],
    ] as const) {
      const res = await check(
        t.app,
        {
          ...stepOne(),
          phone_number: local,
          country_code: '+963',
          userName: identity.userName.toUpperCase(),
          password: 'password123',
          password_confirmation: 'password123',
        },
        { lang },
      );
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual(texts);
    }
  });

  it('checks the fields by the rules of registration', async () => {
    const res = await check(t.app, {
      ...stepOne(),
      name: 'ab',
      phone_number: '0930',
      password_confirmation: 'Different-99',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      name: ['The name must be at least 3 characters.'],
      phone_number: ['Enter a valid phone number for the chosen country.'],
      password_confirmation: ['The passwords do not match.'],
    });
  });
});

describe('POST /register/check rate limit', () => {
  it('is limited per IP like the other auth endpoints', async () => {
    const limited = await createTestApp({
      rateLimits: { perIp: 2, perAccount: 100, windowMs: 60_000 },
    });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await check(limited.app, stepOne())).status);
      expect(statuses).toEqual([204, 204, 429]);
    } finally {
      await limited.close();
    }
  });
});
