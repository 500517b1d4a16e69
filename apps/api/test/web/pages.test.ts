import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { writeWebBuild } from './fake-web-build.ts';

/**
 * The web app's server build: renders the Arabic home page (its state holds a text that would
 * close a script), cannot render a category page, fails on an ad page; it records what it was
 * asked and the answers it was given.
 */
const SERVER_BUILD = `export async function renderPage(url, lang, answers, missing) {
  (globalThis.renderCalls ??= []).push({
    url, lang, calls: [...answers.keys()], answers: Object.fromEntries(answers), missing: [...missing],
  });
  if (url.includes('/ad/')) throw new Error('render failed');
  if (url.includes('/category/') || lang !== 'ar') return null;
  return {
    html: '<title>Rendered $& title</title><main>rendered in ' + lang + '</main>',
    state: { page: url, text: '</script><script>alert(1)</script>' },
  };
}`;

type RenderCall = {
  url: string;
  lang: string;
  calls: string[];
  answers: Record<string, unknown>;
  missing: string[];
};
const renderCalls = (): RenderCall[] =>
  ((globalThis as { renderCalls?: RenderCall[] }).renderCalls ??= []);

let t: TestContext;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(os.tmpdir(), 'souq-web-'));
  writeWebBuild(webDist, SERVER_BUILD);
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

async function page(url: string, headers: Record<string, string> = {}, status = 200) {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: { accept: 'text/html', ...headers },
  });
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  return res.body;
}

/** What the server build was last given to render `url` with. */
function lastRender(url: string): RenderCall | undefined {
  return renderCalls().findLast((call) => call.url === url);
}

/** The state a rendered page carries for its hydration, as its script holds it. */
const SSR_STATE = /<script type="application\/json" id="ssr-state">(.*?)<\/script>/s;

describe('the pages the server sends', () => {
  it('carry the language and direction of their address', async () => {
    expect(await page('/ar/jobs')).toContain('<html lang="ar" dir="rtl">');
    expect(await page('/en/jobs')).toContain('<html lang="en" dir="ltr">');
  });

  it("are served for any one-word path, even one named like an object's own property (the not-found page)", async () => {
    for (const path of ['/en/constructor', '/ar/__proto__', '/en/toString']) {
      expect(await page(path, {}, 404)).toContain('<div id="root"');
    }
  });

  it("link the installable app's manifest of their language, and its icon for iOS", async () => {
    for (const [path, lang] of [
      ['/ar/jobs', 'ar'],
      ['/en', 'en'],
    ] as const) {
      const html = await page(path);
      expect(html).toContain(`<link rel="manifest" href="/manifest.${lang}.webmanifest">`);
      expect(html.match(/rel="manifest"/g)).toHaveLength(1);
      expect(html).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">');
    }
  });

  it('inline the stylesheet instead of linking it', async () => {
    const html = await page('/en');
    expect(html).toContain('<style>body{margin:0}</style>');
    expect(html).not.toContain('index-1.css');
  });

  it("preload the route's own chunks and those the entry imports next, not those it loads", async () => {
    const html = await page('/en');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/start-1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/home-1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/card-1.js">');
    expect(html.match(/shared-1\.js/g)).toHaveLength(1);
    expect(html).not.toContain('ad-1.js');
  });

  it("preload the texts of the page's language and the route module of every page type, with or without a query string", async () => {
    const preloads = (html: string) =>
      [...html.matchAll(/rel="modulepreload" crossorigin href="\/assets\/([a-z]+)-1\.js"/g)].map(
        (match) => match[1],
      );
    expect(preloads(await page('/en/jobs'))).toEqual(['shared', 'start', 'en', 'jobs', 'card']);
    expect(preloads(await page('/en/job/7'))).toEqual(['shared', 'start', 'en', 'job', 'card']);
    expect(preloads(await page('/en/store/2'))).toEqual(['shared', 'start', 'en', 'store']);
    expect(preloads(await page('/en/user/3/profile'))).toEqual(['shared', 'start', 'en', 'user']);
    expect(preloads(await page('/en?ref=share'))).toEqual([
      'shared',
      'start',
      'en',
      'home',
      'card',
    ]);
  });

  it('are made from the answers of the home page calls, in the page language, and preload the first banner', async () => {
    const html = await page('/en');
    const render = lastRender('/en');
    expect(render?.lang).toBe('en');
    const answers = render?.answers ?? {};
    expect(Object.keys(answers)).toEqual(
      expect.arrayContaining([
        '/api/banner',
        '/api/categories',
        '/api/ads?category_id=8&per_page=4',
      ]),
    );
    const direct = await t.app.inject({
      method: 'GET',
      url: '/api/categories',
      headers: { lang: 'en' },
    });
    expect(answers['/api/categories']).toEqual(direct.json());
    const banners = (answers['/api/banner'] as { data: { website_image: string }[] }).data;
    expect(html).toContain(
      `<link rel="preload" as="image" href="${banners[0]?.website_image ?? 'none'}" fetchpriority="high">`,
    );
  });

  it("preload the ad's first picture with the gallery's sizes", async () => {
    const html = await page('/en/ad/1');
    const ad = lastRender('/en/ad/1')?.answers['/api/ads/1'] as {
      data: { images: { src: string; srcset: string }[] };
    };
    const image = ad.data.images[0];
    expect(image).toBeDefined();
    expect(html).toContain(`href="${image?.src ?? ''}" imagesrcset="${image?.srcset ?? ''}"`);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/ad-1.js">');
    // The safety tips beside Call and Chat come with the ad (issue 42): no request of their own.
    expect(lastRender('/en/ad/1')?.answers['/api/pages/safety-tips']).toMatchObject({
      data: { slug: 'safety-tips' },
    });
  });

  it('leave out a call that fails and name those that answered 404: an unknown ad', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/en/ad/999999',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(404);
    const render = lastRender('/en/ad/999999');
    expect(render?.answers).not.toHaveProperty('/api/ads/999999');
    expect(render?.answers).toHaveProperty('/api/categories');
    expect(render?.missing).toEqual(['/api/ads/999999']);
  });

  it('make no calls for a signed-in visitor or an address with filters', async () => {
    const before = renderCalls().length;
    await page('/en', { cookie: 'auth_token=abc' });
    await page('/en/category/8?f3=Toyota');
    expect(renderCalls()).toHaveLength(before);
    await page('/en/category/8');
    expect(lastRender('/en/category/8')?.answers).toHaveProperty('/api/ads?category_id=8&page=1');
  });

  it('cannot be broken out of by their state: every < in it is escaped', async () => {
    const script = SSR_STATE.exec(await page('/ar'))?.[1] ?? '';
    expect(JSON.parse(script)).toMatchObject({ text: '</script><script>alert(1)</script>' });
    expect(script).not.toContain('<');
  });

  it('are rendered by the server build when it can, with their state', async () => {
    const html = await page('/ar');
    expect(html).toContain('<div id="root"><main>rendered in ar</main></div>');
    expect(html).toContain('<title>Rendered $& title</title><script');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(JSON.parse(SSR_STATE.exec(html)?.[1] ?? 'null')).toMatchObject({ page: '/ar' });
    expect(html).not.toContain('<p>shell</p>');
    // Its content needs no script: they start after the first picture (start-after-paint.js).
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain(
      '<script defer src="/start-after-paint.js" data-entry="/assets/index-1.js" ' +
        'data-preload="/assets/shared-1.js /assets/start-1.js /assets/ar-1.js /assets/home-1.js /assets/card-1.js"></script>',
    );
    expect(renderCalls().at(-1)).toMatchObject({
      url: '/ar',
      lang: 'ar',
      calls: expect.arrayContaining(['/api/banner', '/api/categories']) as string[],
    });
  });

  it('fall back to the shell, which makes its own calls, when the server build cannot render the page', async () => {
    for (const url of ['/en/category/8', '/en/ad/1']) {
      const html = await page(url);
      expect(html, url).toContain('<p>shell</p>');
      expect(html, url).not.toContain('application/json');
      expect(lastRender(url)?.answers, url).toHaveProperty('/api/categories');
    }
  });

  it('are not rendered on the server for a signed-in visitor or without calls to answer', async () => {
    const before = renderCalls().length;
    await page('/en', { cookie: 'userData=%7B%7D' });
    await page('/ar/jobs?page=2&f40=x');
    expect(renderCalls()).toHaveLength(before);
  });

  it('are compressed when the browser accepts it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/en',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('leave unknown API paths to the API', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/no-such-thing',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'This API path does not exist.' });
  });
});
