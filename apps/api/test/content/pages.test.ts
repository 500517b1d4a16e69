import type { Ad, ContentPage, LegalsData, Paginated, ServiceProvider } from '@souq/contracts';
import { CATEGORY_IDS, CONTENT_PAGES, LIMITS } from '@souq/contracts';
import { and, avg, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ads, ratings, reviews, stores } from '../../src/db/schema/index.ts';
import { providerScore } from '../../src/modules/content/providers.repository.ts';
import { ARABIC, request } from '../engagement/fixtures.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /Legals', () => {
  it('answers both groups in order with their questions, in each language', async () => {
    const en = await request<LegalsData>(t, 'GET', '/api/Legals', { headers: { lang: 'en' } });
    const ar = await request<LegalsData>(t, 'GET', '/api/Legals', { headers: { lang: 'ar' } });
    expect(en.status).toBe(200);
    expect(en.body.data.map((g) => g.group)).toEqual(['privacy_policy', 'help_support']);
    for (const [i, group] of en.body.data.entries()) {
      expect(group.sections.length).toBeGreaterThan(2);
      const arGroup = ar.body.data[i];
      expect(arGroup?.sections.map((s) => s.id)).toEqual(group.sections.map((s) => s.id));
      for (const section of group.sections) {
        expect(section.question).not.toMatch(ARABIC);
        expect(section.answer.length).toBeGreaterThan(10);
      }
      for (const section of arGroup?.sections ?? []) expect(section.question).toMatch(ARABIC);
    }
    expect(en.body.data[0]?.sections[0]?.question).toBe('What information do we collect?');
  });
});

describe('GET /pages/{slug}', () => {
  it('serves every footer page and the safety tips in both languages', async () => {
    for (const slug of CONTENT_PAGES) {
      const en = await request<ContentPage>(t, 'GET', `/api/pages/${slug}`, {
        headers: { lang: 'en' },
      });
      const ar = await request<ContentPage>(t, 'GET', `/api/pages/${slug}`, {
        headers: { lang: 'ar' },
      });
      expect(en.status).toBe(200);
      expect(en.body.data.slug).toBe(slug);
      expect(en.body.data.title).not.toMatch(ARABIC);
      // The safety tips are a list (issue 42).
      expect(en.body.data.body).toMatch(/^<(p|h2|ul)>/);
      expect(ar.body.data.title).toMatch(ARABIC);
      expect(ar.body.data.body).toMatch(ARABIC);
    }
  });

  it('answers 404 in the request language for an unknown page', async () => {
    const res = await request(t, 'GET', '/api/pages/careers', { headers: { lang: 'ar' } });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('غير موجود.');
  });
});

describe('GET /ServiceProviders', () => {
  it('lists the providers with their real ratings, best ranked first', async () => {
    const res = await request<ServiceProvider[]>(t, 'GET', '/api/ServiceProviders', {
      headers: { lang: 'en' },
    });
    expect(res.status).toBe(200);
    const list = res.body.data;
    const providerStores = await t.database.db
      .select({ id: stores.id })
      .from(stores)
      .where(eq(stores.categoryId, CATEGORY_IDS.serviceProviders));
    expect(
      list
        .filter((p) => p.type === 'store')
        .map((p) => p.id)
        .sort(),
    ).toEqual(providerStores.map((s) => s.id).sort());
    expect(list.some((p) => p.type === 'user')).toBe(true);
    for (const p of list) {
      const [given] = await t.database.db
        .select({ n: count(), mean: avg(ratings.rating) })
        .from(ratings)
        .where(and(eq(ratings.entityType, p.type), eq(ratings.entityId, p.id)));
      const [written] = await t.database.db
        .select({ n: count() })
        .from(reviews)
        .where(and(eq(reviews.entityType, p.type), eq(reviews.entityId, p.id)));
      expect(p.ratings_count).toBe(given?.n);
      expect(p.reviews_count).toBe(written?.n);
      expect(p.average_rating).toBeCloseTo(Number(given?.mean ?? 0), 2);
    }
    const scores = list.map(providerScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    // A single 5-star rating does not outrank twenty 4.5-star ones.
    expect(providerScore({ average_rating: 5, ratings_count: 1 })).toBeLessThan(
      providerScore({ average_rating: 4.5, ratings_count: 20 }),
    );
  });

  it('lists a person as a provider once they publish a service ad of their own', async () => {
    const before = await request<ServiceProvider[]>(t, 'GET', '/api/ServiceProviders');
    const listedUsers = new Set(before.body.data.filter((p) => p.type === 'user').map((p) => p.id));
    const [owner] = await t.database.db
      .select({ id: stores.ownerId })
      .from(stores)
      .where(eq(stores.categoryId, CATEGORY_IDS.carsAndVehicles));
    const ownerId = owner?.id ?? 0;
    expect(listedUsers.has(ownerId)).toBe(false);
    await t.database.db.insert(ads).values({
      categoryId: CATEGORY_IDS.serviceProviders,
      userId: ownerId,
      titleEn: 'Bike repairs at home',
      titleAr: 'إصلاح الدراجات في المنزل',
      price: 1000,
    });
    t.app.contentChanges.emit('ads'); // as a route adding an ad would (answers are cached)
    const after = await request<ServiceProvider[]>(t, 'GET', '/api/ServiceProviders');
    expect(after.body.data.some((p) => p.type === 'user' && p.id === ownerId)).toBe(true);
  });
});

describe('latest ads of the contact page', () => {
  it('GET /ads?sort=newest&per_page=5 answers the 5 newest ad cards', async () => {
    const res = await request<Paginated<Ad>>(
      t,
      'GET',
      `/api/ads?sort=newest&per_page=${String(LIMITS.latestAds)}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.data).toHaveLength(5);
    const newest = await t.database.db
      .select({ id: ads.id })
      .from(ads)
      .orderBy(desc(ads.createdAt), desc(ads.id))
      .limit(5);
    expect(res.body.data.data.map((ad) => ad.id)).toEqual(newest.map((ad) => ad.id));
  });
});
