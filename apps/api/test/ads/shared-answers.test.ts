import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CATEGORY_IDS } from '@souq/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { createAd, signIn } from '../engagement/fixtures.ts';
import type { AdPage } from './client.ts';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LISTS = ['/api/ads?category_id=8', '/api/search?q=toyota', '/api/ads/most-viewed'];

async function answer(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers: { lang: 'ar', ...headers } });
  const encoding = res.headers['content-encoding'];
  const raw = res.rawPayload;
  const text =
    encoding === 'br'
      ? brotliDecompressSync(raw).toString()
      : encoding === 'gzip'
        ? gunzipSync(raw).toString()
        : raw.toString();
  return { res, encoding, page: JSON.parse(text) as { data: AdPage } };
}

describe('lists every visitor gets alike', () => {
  it('answer the same JSON in every encoding, again and again', async () => {
    for (const url of LISTS) {
      const plain = await answer(url);
      expect(plain.res.statusCode).toBe(200);
      expect(plain.res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(plain.encoding).toBeUndefined();
      expect(plain.page.data.data.length).toBeGreaterThan(0);
      for (const accept of ['br', 'gzip', 'gzip, deflate, br']) {
        for (let i = 0; i < 2; i++) {
          const encoded = await answer(url, { 'accept-encoding': accept });
          expect(encoded.encoding).toBe(accept === 'gzip' ? 'gzip' : 'br');
          expect(encoded.res.headers.vary).toContain('accept-encoding');
          expect(encoded.page).toEqual(plain.page);
        }
      }
    }
  });

  it("still carry a signed-in viewer's own likes", async () => {
    const user = await signIn(t);
    const adId = await createAd(t.database.db, user.id);
    const list = `/api/ads?category_id=${String(CATEGORY_IDS.bikes)}`;
    const liked = await t.app.inject({
      method: 'POST',
      url: '/api/likes/toggle',
      payload: { ad_id: adId },
      headers: user.headers,
    });
    expect(liked.statusCode).toBe(200);
    const mine = await answer(list, { ...user.headers, 'accept-encoding': 'br' });
    expect(mine.page.data.data.find((ad) => ad.id === adId)?.is_liked).toBe(true);
    const visitor = await answer(list, { 'accept-encoding': 'br' });
    expect(visitor.page.data.data.find((ad) => ad.id === adId)?.is_liked).toBe(false);
  });
});
