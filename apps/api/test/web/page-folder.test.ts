import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CATEGORY_IDS, type CategoryDetail } from '@souq/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { PAGES_WITH_FIXTURE, writeWebBuild } from './fake-web-build.ts';

/**
 * Issue 45: a server-rendered page is added by its folder alone. The web build here has one page
 * folder more than the app (apps/web test/fixtures/pages/picks: its route.ts, page.ts and
 * index.ts), collected as the app collects its own; nothing of the server names it.
 */
const SERVER_BUILD = `export async function renderPage(url, lang, answers, missing) {
  (globalThis.pickRenders ??= []).push({ url, calls: [...answers.keys()], missing });
  return { html: '<title>Picks of the week | Souq</title><main>' + url + '</main>', state: {} };
}`;

type Render = { url: string; calls: string[]; missing: string[] };
const renders = (): Render[] => ((globalThis as { pickRenders?: Render[] }).pickRenders ??= []);

const ORIGIN = 'https://souq.example';
const BIKES = CATEGORY_IDS.bikes;

let t: TestContext;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(os.tmpdir(), 'souq-web-'));
  writeWebBuild(webDist, SERVER_BUILD, PAGES_WITH_FIXTURE);
  t = await createTestApp({ webDist, publicUrl: ORIGIN });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

const head = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('a page added by its folder alone', () => {
  it('is rendered with its calls, its route module and its head', async () => {
    const url = `/en/picks/${String(BIKES)}`;
    const reply = await get(url);
    expect(reply.statusCode).toBe(200);
    const category = `/api/categories/${String(BIKES)}`;
    // Its calls run together: the answers come in whichever order they finish.
    expect(
      renders()
        .find((render) => render.url === url)
        ?.calls.toSorted(),
    ).toEqual(['/api/categories', category].toSorted());
    expect(reply.body).toMatch(/data-preload="[^"]* \/assets\/picks-1\.js"/);
    const detail = (await t.app.inject({ url: category, headers: { lang: 'en' } })).json<{
      data: CategoryDetail;
    }>().data;
    const tags = head(reply.body);
    const address = `${ORIGIN}${url}`;
    expect(tags).toContain(`<meta name="description" content="Picks of the week: ${detail.name}">`);
    expect(tags).toContain(`<link rel="canonical" href="${address}">`);
    expect(tags).toContain(
      `<link rel="alternate" hreflang="ar" href="${ORIGIN}/ar/picks/${String(BIKES)}">`,
    );
    expect(tags).toContain(`<link rel="alternate" hreflang="x-default" href="${address}">`);
    expect(tags).toContain('<meta property="og:title" content="Picks of the week | Souq">');
    expect(tags).toContain(`<meta property="og:url" content="${address}">`);
    expect(tags).toContain(
      `<meta property="og:image" content="${ORIGIN}/social-cards/en/categories/${String(BIKES)}.jpg">`,
    );
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(tags)?.[1];
    expect(JSON.parse(jsonLd ?? 'null')).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [{ position: 1 }, { position: 2, name: detail.name, item: address }],
    });
  });

  it('is the not-found page, answered 404, for a thing its calls do not find or an id that is not one', async () => {
    const unknown = await get('/en/picks/999999');
    expect(unknown.statusCode).toBe(404);
    expect(renders().find((render) => render.url === '/en/picks/999999')?.missing).toEqual([
      '/api/categories/999999',
    ]);
    const notAnId = await get('/ar/picks/abc');
    expect(notAnId.statusCode).toBe(404);
    expect(notAnId.body).toMatch(/data-preload="[^"]* \/assets\/picks-1\.js"/);
  });

  it('sends an id written otherwise to its own address, as its folder says', async () => {
    const reply = await get(`/en/picks/0${String(BIKES)}?ref=share`);
    expect(reply.statusCode).toBe(301);
    expect(reply.headers.location).toBe(`/en/picks/${String(BIKES)}?ref=share`);
  });
});
