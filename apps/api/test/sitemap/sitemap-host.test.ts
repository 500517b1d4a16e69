import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app.ts';

/** Issue 41 item 8: robots.txt and the sitemaps never repeat a host a request made up. */

const forged = {
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'http',
};

describe('with PUBLIC_URL', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ publicUrl: 'https://souq.example', trustProxy: true });
  });
  afterAll(() => t.close());

  it('name the site whatever the request says, and may be kept by shared caches', async () => {
    for (const url of ['/robots.txt', '/sitemap.xml']) {
      const reply = await t.app.inject({ url, headers: forged });
      expect(reply.statusCode).toBe(200);
      expect(reply.body).toContain('https://souq.example/');
      expect(reply.body).not.toContain('evil.example');
      expect(reply.headers['cache-control']).toBe('public, max-age=600');
    }
  });
});

describe('without PUBLIC_URL (development, tests)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: true });
  });
  afterAll(() => t.close());

  it('follow the request, so no shared cache may keep them', async () => {
    const reply = await t.app.inject({ url: '/robots.txt', headers: forged });
    expect(reply.body).toContain('Sitemap: http://evil.example/sitemap.xml');
    expect(reply.headers['cache-control']).toBe('private, max-age=600');
  });
});
