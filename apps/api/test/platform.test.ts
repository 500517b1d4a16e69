import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/app.ts';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the API platform', () => {
  it('reports health after checking the database, and when search reads its memory copy', async () => {
    const health = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
      return res.json<{ data: { search_index: string } }>();
    };
    expect((await health()).data).toMatchObject({ status: 'ok', database: t.database.kind });
    await expect
      .poll(async () => (await health()).data.search_index, { timeout: 10_000 })
      .toBe('ready');
  });

  it('answers unknown API paths with a translated 404 JSON', async () => {
    const en = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(en.statusCode).toBe(404);
    expect(en.headers['content-type']).toMatch(/application\/json/);
    expect(en.json()).toEqual({ message: 'This API path does not exist.' });
    const ar = await t.app.inject({ method: 'POST', url: '/api/nope', headers: { lang: 'ar' } });
    expect(ar.statusCode).toBe(404);
    expect(ar.json<{ message: string }>().message).toMatch(/[\u0600-\u06FF]/);
  });

  it('serves the OpenAPI document generated from the zod schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/categories', '/api/banner', '/api/countries', '/api/tags']),
    );
    const categories = doc.paths['/api/categories'] as {
      get: { parameters: { name: string; in: string }[] };
    };
    expect(categories.get.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'categoryId', in: 'query' })]),
    );
  });

  it('sets security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("img-src 'self' data: blob: https:");
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    // The same headers on the next answer: they are made once, not consumed by the first.
    const next = await t.app.inject({ method: 'GET', url: '/api/categories' });
    expect(next.headers['content-security-policy']).toBe(res.headers['content-security-policy']);
  });
});
