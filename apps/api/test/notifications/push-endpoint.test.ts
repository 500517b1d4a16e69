import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../src/db/schema/index.ts';
import { isPushServiceEndpoint } from '../../src/modules/notifications/push-endpoint.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { signIn } from '../engagement/fixtures.ts';

describe('a push endpoint', () => {
  it("is a push service's: https on a public, named host", () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/x',
      'https://web.push.apple.com/QO',
    ]) {
      expect(isPushServiceEndpoint(endpoint), endpoint).toBe(true);
    }
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://127.0.0.1/x',
      'https://10.0.0.5:8443/x',
      'https://[::1]/x',
      'https://localhost/x',
      'https://api.localhost/x',
      'https://metadata.internal/x',
      'https://printer.local/x',
      'https://intranet/x',
    ]) {
      expect(isPushServiceEndpoint(endpoint), endpoint).toBe(false);
    }
  });
});

describe('a subscription of an endpoint no push service gives', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("is refused with the reason, in the request's language, and nothing is kept", async () => {
    const user = await signIn(t);
    for (const lang of ['en', 'ar'] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/push/subscriptions',
        headers: { ...user.headers, lang },
        payload: {
          endpoint: 'http://127.0.0.1:9/steal',
          keys: {
            p256dh:
              'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
            auth: 'tBHItJI5svbpez7KI4CCXg',
          },
        },
      });
      expect(res.statusCode).toBe(422);
      const text = res.json<{ errors: Record<string, string[]> }>().errors.endpoint?.[0] ?? '';
      expect(/[\u0600-\u06FF]/.test(text), text).toBe(lang === 'ar');
    }
    expect(await t.database.db.select().from(pushSubscriptions)).toEqual([]);
  });
});
