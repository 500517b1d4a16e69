import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Lang } from '@souq/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { adPage, newSeller, publishCar } from '../selling/selling-client.ts';
import { writeWebBuild } from './fake-web-build.ts';

/**
 * Issue 41, item 14: an ad its seller wrote in one language is shown on the other language's
 * page as it is, and its page says so to crawlers and link previews: its description and
 * Product name name the language, and it has no `hreflang` alternates (the other address holds
 * the same text, not a translation). The server build titles a page after the ad.
 */
const SERVER_BUILD = `export async function renderPage(url, lang, answers) {
  const ad = [...answers.values()].map((a) => a.data).find((d) => d && d.title);
  return { html: '<title>' + (ad ? ad.title : 'Souq') + ' | Souq</title><main></main>', state: {} };
}`;

let t: TestContext;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(os.tmpdir(), 'souq-web-'));
  writeWebBuild(webDist, SERVER_BUILD);
  t = await createTestApp({ webDist, publicUrl: 'https://souq.example' });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

type Head = { description: string; alternates: string[]; product: Record<string, unknown> };

async function headOf(id: number, lang: Lang): Promise<Head> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/${lang}/ad/${String(id)}`,
    headers: { accept: 'text/html' },
  });
  expect(res.statusCode).toBe(200);
  const head = res.body.slice(0, res.body.indexOf('</head>'));
  const product = [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
    .map((m) => JSON.parse(m[1] ?? '') as Record<string, unknown>)
    .find((data) => data['@type'] === 'Product');
  return {
    description: /<meta name="description" content="([^"]*)">/.exec(head)?.[1] ?? '',
    alternates: [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)"/g)].map(
      (m) => m[1] ?? '',
    ),
    product: product ?? {},
  };
}

describe('an ad written in one language', () => {
  it('says so on the other language’s page, which names no translation', async () => {
    const seller = await newSeller(t);
    const title = 'Family hatchback zorbix';
    const id = await publishCar(t, seller.token, 71, { lang: 'en', title });
    expect((await adPage(t, id)).body.data).toMatchObject({ lang: 'en', languages: ['en'] });

    const ar = await headOf(id, 'ar');
    const labelled = `${title} (معروض بالإنجليزية)`;
    expect(ar.description.startsWith(`${labelled} `)).toBe(true);
    expect(ar.product.name).toBe(labelled);
    expect(ar.alternates).toEqual([]);

    const en = await headOf(id, 'en');
    expect(en.description.startsWith(`${title} for `)).toBe(true);
    expect(en.product.name).toBe(title);
    expect(en.alternates).toEqual([]);
  });

  it('names its other language’s page once the seller gave a translation', async () => {
    const seller = await newSeller(t);
    const id = await publishCar(t, seller.token, 72, {
      lang: 'en',
      title: 'Family hatchback quarnel',
      other_title: 'سيارة عائلية كوارنل',
      other_description: 'مالك واحد.',
    });
    const detail = await adPage(t, id);
    expect(detail.body.data.languages).toEqual(['ar', 'en']);
    for (const lang of ['ar', 'en'] as const) {
      const head = await headOf(id, lang);
      expect(head.alternates).toEqual(['ar', 'en', 'x-default']);
      expect(head.product.name).toBe(
        lang === 'ar' ? 'سيارة عائلية كوارنل' : 'Family hatchback quarnel',
      );
    }
  });
});
