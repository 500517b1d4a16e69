import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ads } from '../../src/db/schema/index.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { createAd, signIn } from '../engagement/fixtures.ts';
import { writeWebBuild } from './fake-web-build.ts';

/**
 * Issue 46: what a cache in front of the server (nginx, Varnish, a CDN) may keep of a page, by
 * its `Cache-Control` and `Vary`. The server build renders every page but the fifth category's,
 * which it fails (the browser then renders it).
 */
const SERVER_BUILD = `export async function renderPage(url) {
  if (url.includes('/category/5')) throw new Error('render failed');
  return { html: '<main>' + url + '</main>', state: {} };
}`;

const SECONDS = 30;
const SHARED = `public, max-age=0, s-maxage=${String(SECONDS)}, stale-while-revalidate=${String(SECONDS)}`;

let t: TestContext;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(os.tmpdir(), 'souq-web-'));
  writeWebBuild(webDist, SERVER_BUILD);
  t = await createTestApp({ webDist, pageCacheSeconds: SECONDS });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

function page(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
}

describe('a page an anonymous visitor gets, rendered whole', () => {
  it('is kept by shared caches as long as by the server, browsers asking each time, one copy per encoding', async () => {
    for (const url of ['/en', '/ar/category/8', '/en/ad/5', '/ar/search?q=toyota']) {
      for (const encoding of [undefined, 'gzip', 'br, gzip']) {
        // The first makes the page, the next are given the one the server keeps.
        const res = await page(url, encoding === undefined ? {} : { 'accept-encoding': encoding });
        expect(res.statusCode, url).toBe(200);
        if (encoding === undefined) expect(res.body, url).toContain('<main>');
        else expect(res.headers['content-encoding'], url).toMatch(/^(br|gzip)$/);
        expect(res.headers['cache-control'], url).toBe(SHARED);
        expect(res.headers.vary, url).toBe('accept-encoding');
      }
    }
  });
});

describe('a page no shared cache may keep', () => {
  it("is a signed-in visitor's: the bare app, kept by their browser alone", async () => {
    const session = await signIn(t);
    const token = session.headers.authorization.replace('Bearer ', '');
    for (const cookie of [`auth_token=${token}`, 'userData=%7B%7D']) {
      const res = await page('/en/ad/5', { cookie });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('<main>');
      expect(res.headers['cache-control']).toBe('private, no-cache');
    }
  });

  it('is a not-found or gone page: any address makes one, and a missing ad may come back', async () => {
    const owner = await signIn(t);
    const gone = await createAd(t.database.db, owner.id);
    await t.database.db.update(ads).set({ status: 'deleted' }).where(eq(ads.id, gone));
    const expected = [
      ['/en/ad/2000000000', 404],
      ['/en/ad/abc', 404],
      ['/ar/no-such-page', 404],
      [`/en/ad/${String(gone)}`, 410],
    ] as const;
    for (const [url, status] of expected) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('is one the server could not render whole, or made for a host it does not know', async () => {
    const failed = await page('/en/category/5');
    expect(failed.statusCode).toBe(200);
    expect(failed.body).not.toContain('<main>');
    expect(failed.headers['cache-control']).toBe('no-cache');
    const forged = await page('/en/category/8', { host: 'forged.example' });
    expect(forged.body).toContain('<main>');
    expect(forged.headers['cache-control']).toBe('no-cache');
  });

  it("is a private page's bare app (no-cache), or the console's (stored nowhere)", async () => {
    expect((await page('/en/login')).headers['cache-control']).toBe('no-cache');
    expect((await page('/en/admin')).headers['cache-control']).toBe('no-store');
  });
});
