import {
  ad,
  adDetail,
  category,
  envelope,
  jobOffer,
  jobOfferDetail,
  paginated,
  type JobOffer,
  type Paginated,
} from '@souq/contracts';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { serializerCompiler } from '../src/plugins/serializer.ts';
import { createTestApp, type TestContext } from './helpers/app.ts';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp({ validateResponses: false });
});
afterAll(() => t.close());

type Json = Record<string, unknown>;

/** The answer with an unknown property added to it and to the first object of each level. */
function withExtras(value: unknown): unknown {
  if (Array.isArray(value)) {
    return (value as unknown[]).map((item, i) => (i === 0 ? withExtras(item) : item));
  }
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Json).map(([key, item]) => [key, withExtras(item)]);
  return { ...Object.fromEntries(entries), internal_note: 'never sent' };
}

async function answer(url: string): Promise<unknown> {
  const res = await t.app.inject({ method: 'GET', url, headers: { lang: 'ar' } });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('the compiled response serializer', () => {
  it('writes what zod + JSON.stringify wrote, to the byte, and drops unknown properties', async () => {
    const jobs = (await answer('/api/job-offers/search')) as { data: Paginated<JobOffer> };
    const jobId = String(jobs.data.data[0]?.id);
    const cases: [string, z.ZodType][] = [
      ['/api/ads?category_id=8&page=1', envelope(paginated(ad))],
      ['/api/ads/9', envelope(adDetail)],
      ['/api/search?q=toyota', envelope(paginated(ad))],
      ['/api/categories', envelope(z.array(category))],
      ['/api/job-offers/search', envelope(paginated(jobOffer))],
      [`/api/job-offers/${jobId}`, envelope(jobOfferDetail)],
    ];
    for (const [url, schema] of cases) {
      const route = { schema, method: 'GET', url, httpStatus: '200' };
      const compiled = serializerCompiler({ validate: false })(route);
      const former = zodSerializerCompiler(route);
      const data = await answer(url);
      expect(compiled(data), url).toBe(former(data));
      expect(compiled(withExtras(data)), url).toBe(former(data));
    }
  });
});
