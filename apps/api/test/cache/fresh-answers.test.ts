import {
  CATEGORY_IDS,
  type Ad,
  type AdDetail,
  type Category,
  type JobOfferDetail,
  type Paginated,
} from '@souq/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ads, categories } from '../../src/db/schema/index.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { statementsOf } from '../helpers/query-count.ts';
import { createAd, request, signIn, type Session } from '../engagement/fixtures.ts';
import { createOffer } from '../jobs/client.ts';

let t: TestContext;
let alice: Session;
let bob: Session;

beforeAll(async () => {
  t = await createTestApp();
  [alice, bob] = [await signIn(t), await signIn(t)];
});
afterAll(() => t.close());

const as = (user: Session | null) => ({ headers: { lang: 'en', ...user?.headers } });

async function detail(id: number, user: Session | null = null): Promise<AdDetail> {
  const { status, body } = await request<AdDetail>(t, 'GET', `/api/ads/${String(id)}`, as(user));
  expect(status).toBe(200);
  return body.data;
}

/** The ad's card in its category's first page (the newest: it was just created). */
async function card(id: number, user: Session | null = null): Promise<Ad | undefined> {
  const url = `/api/ads?category_id=${String(CATEGORY_IDS.bikes)}&per_page=48`;
  const { body } = await request<Paginated<Ad>>(t, 'GET', url, as(user));
  return body.data.data.find((ad) => ad.id === id);
}

const write = (user: Session, url: string, payload: object) =>
  request(t, 'POST', url, { payload, headers: user.headers });

describe('cached answers', () => {
  it('show a review, a like and a rating at once', async () => {
    const id = await createAd(t.database.db, alice.id);
    expect(await detail(id)).toMatchObject({ reviews_count: 0, likes_count: 0, ratings_count: 0 });
    expect(await card(id)).toMatchObject({ likes_count: 0 });

    await write(bob, '/api/reviews', { entity_type: 'ad', entity_id: id, review: 'Fine bike' });
    expect(await detail(id)).toMatchObject({ reviews_count: 1 });
    await write(bob, '/api/likes/toggle', { ad_id: id });
    expect(await card(id)).toMatchObject({ likes_count: 1 });
    await write(bob, '/api/ratings', { entity_type: 'ad', entity_id: id, rating: 4 });
    expect(await detail(id)).toMatchObject({ likes_count: 1, ratings_count: 1, average_rating: 4 });
  });

  it('keep the catalog until a change of it is announced', async () => {
    const top = async () =>
      (await request<Category[]>(t, 'GET', '/api/categories', as(null))).body.data;
    const bikes = eq(categories.id, CATEGORY_IDS.bikes);
    const name = (list: Category[]) => list.find((c) => c.id === CATEGORY_IDS.bikes)?.name;
    const before = name(await top());
    try {
      await t.database.db.update(categories).set({ nameEn: 'Cycles' }).where(bikes);
      expect(name(await top())).toBe(before);
      t.app.contentChanges.emit('catalog');
      expect(name(await top())).toBe('Cycles');
    } finally {
      await t.database.db
        .update(categories)
        .set({ nameEn: before ?? '' })
        .where(bikes);
      t.app.contentChanges.emit('catalog');
    }
  });

  it('show every view the beacons counted, answered from the cache without a query', async () => {
    const id = await createAd(t.database.db, alice.id);
    expect((await detail(id)).view_count).toBe(0);
    const counts: number[] = [];
    const statements = await statementsOf(t.database, async () => {
      for (let i = 0; i < 4; i += 1) {
        // A new visitor each time (no visitor cookie).
        const url = `/api/ads/${String(id)}/views`;
        expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(204);
        counts.push((await detail(id)).view_count);
      }
    });
    expect(statements).toEqual([]);
    expect(counts).toEqual([1, 2, 3, 4]);
    // Written in a batch (every 30 s, or now): all four views reach the row, counted once.
    await t.app.adViews.flush();
    const [row] = await t.database.db
      .select({ views: ads.viewCount })
      .from(ads)
      .where(eq(ads.id, id));
    expect(row?.views).toBe(4);
    expect((await detail(id)).view_count).toBe(4);
  });

  it("never show one user's likes, favourites, rating or applications to another", async () => {
    const id = await createAd(t.database.db, bob.id);
    const offerId = await createOffer(t.database.db);
    const offer = async (user: Session | null) =>
      (await request<JobOfferDetail>(t, 'GET', `/api/job-offers/${String(offerId)}`, as(user))).body
        .data;
    const none = { is_liked: false, is_favorite: false, my_rating: null };
    expect(await detail(id)).toMatchObject(none);
    expect(await offer(null)).toMatchObject({ has_applied: false, is_favorite: false });

    await write(alice, '/api/likes/toggle', { ad_id: id });
    await write(alice, '/api/favorites/toggle', { ad_id: id });
    await write(alice, '/api/ratings', { entity_type: 'ad', entity_id: id, rating: 5 });
    await write(alice, '/api/job-applications', { job_offer_id: offerId });
    await write(alice, `/api/job-offers/favorites/toggle?job_offer_id=${String(offerId)}`, {});

    for (let round = 0; round < 2; round += 1) {
      expect(await detail(id, alice)).toMatchObject({
        is_liked: true,
        is_favorite: true,
        my_rating: 5,
      });
      expect(await card(id, alice)).toMatchObject({ is_liked: true, is_favorite: true });
      expect(await offer(alice)).toMatchObject({ has_applied: true, is_favorite: true });
      for (const other of [bob, null]) {
        expect(await detail(id, other)).toMatchObject({ ...none, likes_count: 1 });
        expect(await card(id, other)).toMatchObject({ is_liked: false, is_favorite: false });
        expect(await offer(other)).toMatchObject({ has_applied: false, is_favorite: false });
      }
    }
  });
});
