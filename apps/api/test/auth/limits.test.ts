import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { newIdentity, post } from '../helpers/auth.ts';

describe('rate limits', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: { perIp: 4, perAccount: 3, windowMs: 60_000 } });
  });
  afterAll(() => t.close());

  it('limits failed logins per client address and account, then requests per IP, with a translated 429', async () => {
    const id = newIdentity();
    const tries = [];
    for (let i = 0; i < 4; i++) {
      tries.push(
        (await post(t.app, '/api/login', { userName: id.userName, password: 'wrong-one' })).status,
      );
    }
    expect(tries).toEqual([422, 422, 422, 429]);
    const perIp = await post(
      t.app,
      '/api/login',
      { userName: 'someone_else', password: 'wrong-one' },
      { lang: 'ar' },
    );
    expect(perIp.status).toBe(429);
    expect(perIp.body.message).toBe('طلبات كثيرة جداً. يرجى الانتظار قليلاً ثم المحاولة مجدداً.');
    expect(perIp.res.headers['retry-after']).toBeDefined();

    // Without TRUST_PROXY a forged X-Forwarded-For does not make a new client.
    const forged = await post(
      t.app,
      '/api/login',
      { userName: 'someone_new', password: 'wrong-one' },
      { 'x-forwarded-for': '203.0.113.9' },
    );
    expect(forged.status).toBe(429);
  });
});

describe('dev outbox', () => {
  it('is not served in production mode', async () => {
    const t = await createTestApp({ devOutbox: false });
    try {
      const res = await t.app.inject({ url: '/api/dev/outbox' });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
