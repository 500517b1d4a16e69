import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { latestCode, newIdentity, post } from '../helpers/auth.ts';

/** Low enough to reach in a few requests: 5 per account, 3 contact messages per address. */
const LIMITS = {
  rateLimits: { perIp: 10_000, perAccount: 5, windowMs: 60_000 },
  contactRateLimit: { max: 3, timeWindow: 60_000 },
};
const en = { lang: 'en' };
const contact = { name: 'Flood', email: 'flood@example.com', message: 'Again' };

/** Six failed logins of one account from one address, sent to `appOf(i)` in turn. */
async function failedLogins(appOf: (i: number) => App): Promise<number[]> {
  const { userName } = newIdentity();
  const statuses = [];
  for (let i = 0; i < 6; i++) {
    const login = { userName, password: 'wrong-one' };
    statuses.push((await post(appOf(i), '/api/login', login, en)).status);
  }
  return statuses;
}

/** Four contact messages from one address, sent to `appOf(i)` in turn. */
async function contactMessages(appOf: (i: number) => App): Promise<number[]> {
  const statuses = [];
  for (let i = 0; i < 4; i++) {
    statuses.push((await post(appOf(i), '/api/report-message', contact, en)).status);
  }
  return statuses;
}

// Redis counts the limits whenever REDIS_URL is set: .ci/run sets it (as for the chat's events
// between processes, messaging/chat-stream.test.ts). Two apps on one database, each with its own
// memory, are two processes of one site behind a load balancer.
const redisUrl = process.env.REDIS_URL;
if (redisUrl)
  describe('two app processes with REDIS_URL', () => {
    // Keys of this run's own: other test files and runs may share the Redis server.
    const keyPrefix = `souq:limit:test:${String(process.pid)}:${String(Date.now())}:`;
    const options = { ...LIMITS, redisUrl, limitKeyPrefix: keyPrefix };
    let first: TestContext;
    let second: TestContext;
    const admin = new Redis(redisUrl);
    /** Each request to the other process than the last. */
    const alternately = (i: number) => (i % 2 === 0 ? first : second).app;

    beforeAll(async () => {
      first = await createTestApp(options);
      second = await createTestApp(options, first.database);
    });
    afterAll(async () => {
      const keys = await admin.keys(`${keyPrefix}*`);
      if (keys.length > 0) await admin.del(...keys);
      admin.disconnect();
      await second.close();
      await first.close();
    });

    /** How many `EVALSHA` the server has run, for every client: other runs only add to it. */
    const evalshaCalls = async () =>
      Number(/cmdstat_evalsha:calls=(\d+)/.exec(await admin.info('commandstats'))?.[1] ?? 0);

    it('refuse the 6th failed login of an account, whichever gets it, and the count expires with its window', async () => {
      const evalshaBefore = await evalshaCalls();
      expect(await failedLogins(alternately)).toEqual([422, 422, 422, 422, 422, 429]);
      // Each connection sends the counting script whole once, then only its SHA1.
      expect(await evalshaCalls()).toBeGreaterThanOrEqual(evalshaBefore + 4);
      const [key, ...others] = await admin.keys(`${keyPrefix}login-failures:*`);
      expect(others).toEqual([]);
      expect(await admin.get(key ?? '')).toBe('5');
      const ttl = await admin.pttl(key ?? '');
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(60_000);
    });

    it('refuse the 6th wrong code, whichever gets it, and then the right one too', async () => {
      const identity = newIdentity();
      const phone = identity.phone_number;
      expect((await post(first.app, '/api/register', identity)).status).toBe(201);
      const code = await latestCode(first.app, phone);
      const wrong = code === '000000' ? '111111' : '000000';
      const answers = [];
      for (let i = 0; i < 6; i++) {
        answers.push(
          await post(alternately(i), '/api/verify-otp', { phone_number: phone, otp: wrong }, en),
        );
      }
      expect(answers.map((answer) => answer.status)).toEqual([422, 422, 422, 422, 422, 429]);
      expect(answers[5]?.body.message).toBe(
        'Too many requests. Please wait a moment and try again.',
      );
      const right = await post(second.app, '/api/verify-otp', { phone_number: phone, otp: code });
      expect(right.status).toBe(429);
    });

    it("keep a number's code cooldown, whichever process sent the code", async () => {
      const identity = newIdentity();
      expect((await post(first.app, '/api/register', identity)).status).toBe(201);
      const resend = { phone_number: identity.phone_number, purpose: 'verify_phone' };
      const again = await post(second.app, '/api/resend-otp', resend, en);
      expect(again.status).toBe(429);
      expect(again.body.message).toBe('Please wait before asking for a new code.');
    });

    it('refuse the contact message over the per-address limit, whichever gets it (@fastify/rate-limit)', async () => {
      expect(await contactMessages(alternately)).toEqual([201, 201, 201, 429]);
    });
  });

describe('an app whose Redis does not answer', () => {
  it('counts its limits in its own memory: neither refuses every request nor lets them all through', async () => {
    // Nothing listens on port 1.
    const away = await createTestApp({ ...LIMITS, redisUrl: 'redis://127.0.0.1:1' });
    try {
      expect(await failedLogins(() => away.app)).toEqual([422, 422, 422, 422, 422, 429]);
      expect(await contactMessages(() => away.app)).toEqual([201, 201, 201, 429]);
    } finally {
      await away.close();
    }
  });
});
