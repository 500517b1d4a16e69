import { afterAll, beforeAll, expect, it } from 'vitest';
import { CONTACT_RATE_LIMIT } from '../../src/modules/content/contact-limit.ts';
import { request } from '../engagement/fixtures.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

it('limits contact messages per client address, with a translated 429', async () => {
  const payload = { name: 'Flood', email: 'flood@example.com', message: 'Again' };
  for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++) {
    const sent = await request(t, 'POST', '/api/report-message', { payload });
    expect(sent.status).toBe(201);
  }
  const refused = await request(t, 'POST', '/api/report-message', {
    payload,
    headers: { lang: 'ar' },
  });
  expect(refused.status).toBe(429);
  expect(refused.body.message).toBe('طلبات كثيرة جداً. يرجى الانتظار قليلاً ثم المحاولة مجدداً.');
  // Reading pages is not limited by the messages sent.
  expect((await request(t, 'GET', '/api/ContactUs')).status).toBe(200);
});
