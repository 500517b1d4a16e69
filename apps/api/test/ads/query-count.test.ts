import { CATEGORY_IDS, type Ad, type Paginated } from '@souq/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { statementsOf } from '../helpers/query-count.ts';
import { signIn, type Session } from '../engagement/fixtures.ts';

let t: TestContext;
let user: Session;

beforeAll(async () => {
  // Without the cache, so that every request reads the database.
  t = await createTestApp({ cacheAnswers: false });
  user = await signIn(t);
});
afterAll(() => t.close());

type Page = { url: string; payload?: object };

/** The statements one request costs, and the number of cards it answered. */
async function cost({ url, payload }: Page, session: Session | null) {
  let cards = 0;
  const statements = await statementsOf(t.database, async () => {
    const res = await t.app.inject({
      method: payload ? 'POST' : 'GET',
      url,
      headers: { lang: 'en', ...session?.headers },
      ...(payload && { payload }),
    });
    expect(res.statusCode, url).toBe(200);
    const { data } = res.json<{ data: Paginated<Ad> | Ad[] }>();
    cards = Array.isArray(data) ? data.length : data.data.length;
  });
  return { queries: statements.length, statements, cards };
}

describe('queries per request', () => {
  it('stay the same whatever the size of the page of ads or jobs', async () => {
    const cars = `category_id=${String(CATEGORY_IDS.carsAndVehicles)}`;
    const pages: ((perPage: number) => Page)[] = [
      (n) => ({ url: `/api/ads?${cars}&per_page=${String(n)}` }),
      (n) => ({ url: `/api/ads?${cars}&q=toyota&per_page=${String(n)}` }),
      (n) => ({ url: `/api/search?q=toyota&per_page=${String(n)}` }),
      (n) => ({ url: `/api/ads/most-viewed?per_page=${String(n)}` }),
      (n) => ({ url: `/api/ads/9/similar?per_page=${String(n)}` }),
      (n) => ({
        url: '/api/ads/user-ads',
        payload: { entity_type: 'store', entity_id: 1, per_page: n },
      }),
      (n) => ({ url: `/api/job-offers/search?per_page=${String(n)}` }),
    ];
    for (const page of pages) {
      for (const session of [null, user]) {
        // What the server reads once and keeps (a search word's stems) is read here.
        await cost(page(1), session);
        const small = await cost(page(1), session);
        const large = await cost(page(24), session);
        const url = page(24).url;
        expect(small.cards, url).toBe(1);
        expect(large.cards, url).toBeGreaterThan(4);
        expect(
          large.queries,
          `${url}\n${small.statements.join('\n')}\n--\n${large.statements.join('\n')}`,
        ).toBe(small.queries);
      }
    }
  });

  it('are at most four for a page of ads, and one more for a signed-in viewer', async () => {
    const page = { url: `/api/ads?category_id=${String(CATEGORY_IDS.carsAndVehicles)}` };
    const anonymous = await cost(page, null);
    // The category, its page of ids, the count; the cards with their pictures and attributes.
    expect(anonymous.queries, anonymous.statements.join('\n')).toBe(4);
    // The session, and the viewer's likes and favourites of the page.
    const signedIn = await cost(page, user);
    expect(signedIn.queries, signedIn.statements.join('\n')).toBe(anonymous.queries + 2);
  });

  it('are one for an ad, with its pictures, attributes and description', async () => {
    const statements = await statementsOf(t.database, async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/ads/9', headers: { lang: 'ar' } });
      expect(res.statusCode).toBe(200);
      const { data } = res.json<{
        data: { images: unknown[]; attributes: unknown[]; description: string };
      }>();
      expect(data.images.length).toBeGreaterThan(0);
      expect(data.attributes.length).toBeGreaterThan(0);
      expect(data.description).not.toBe('');
    });
    expect(statements, statements.join('\n')).toHaveLength(1);
  });

  it("read a search word's stems once", async () => {
    const search = { url: '/api/search?q=kia%20sportage' };
    const first = await cost(search, null);
    const again = await cost(search, null);
    expect(first.statements.filter((text) => text.includes('to_tsquery('))).toHaveLength(1);
    expect(again.statements, again.statements.join('\n')).toHaveLength(first.queries - 1);
    // Its total and its first page of ids in one statement, then the cards.
    expect(again.statements, again.statements.join('\n')).toHaveLength(2);
  });
});
