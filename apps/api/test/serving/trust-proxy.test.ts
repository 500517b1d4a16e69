import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/config/env.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';

describe('TRUST_PROXY', () => {
  it('names the proxies to believe; `true`, a hop count or anything else is refused', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: ' 10.0.0.0/8, 192.0.2.4 ,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.0.2.4',
      'loopback',
    ]);
    expect(loadEnv({ TRUST_PROXY: '2001:db8::/32' }).TRUST_PROXY).toEqual(['2001:db8::/32']);
    for (const value of ['true', '1', '10.0.0.0/99', 'proxy.example']) {
      expect(() => loadEnv({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('a client behind the named proxies', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({
      trustProxy: loadEnv({ TRUST_PROXY: '192.0.2.4' }).TRUST_PROXY,
      rateLimits: { perIp: 2, perAccount: 100, windowMs: 60_000 },
    });
  });
  afterAll(() => t.close());

  const login = async (from: string, forwardedFor: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { userName: 'nobody_here', password: 'wrong-one' },
        headers: { 'x-forwarded-for': forwardedFor },
        remoteAddress: from,
      })
    ).statusCode;

  it('is known by the address the proxy forwards; any other client cannot choose its own', async () => {
    const direct = '198.51.100.9';
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push(await login(direct, `203.0.113.${String(i)}`));
    expect(statuses).toEqual([422, 422, 429]);
    expect(await login('192.0.2.4', '203.0.113.50')).toBe(422);
  });
});
