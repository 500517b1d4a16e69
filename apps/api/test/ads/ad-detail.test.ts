import { CATEGORY_IDS, formatMessage, type AdDetail, type SessionUser } from '@souq/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adAttributes, adImages, ads } from '../../src/db/schema/index.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { createVerifiedUser, post } from '../helpers/auth.ts';
import { ARABIC, adsUrl, get, ids, LANGS, type AdPage } from './client.ts';

let t: TestContext;
let session: { id: number; headers: { authorization: string } };
/** Who publishes the file's ads: not the session's user, who may not rate their own. */
let sellerId: number;

/**
 * An ad of this file's own (a service), so its counters start at zero and other files reading the
 * seeded ads (on a shared PostgreSQL database) see nothing move.
 */
async function createAd(): Promise<number> {
  const [row] = await t.database.db
    .insert(ads)
    .values({
      categoryId: CATEGORY_IDS.serviceProviders,
      userId: sellerId,
      titleEn: 'Detail test: piano lessons',
      titleAr: 'اختبار التفاصيل: دروس بيانو',
      descriptionEn: '<p>Weekly lessons</p>',
      descriptionAr: '<p>دروس أسبوعية</p>',
      price: 50_000,
    })
    .returning({ id: ads.id });
  if (!row) throw new Error('ad not inserted');
  await t.database.db.insert(adImages).values({ adId: row.id, path: '/media/ads/services-01' });
  await t.database.db.insert(adAttributes).values({
    adId: row.id,
    nameEn: 'Level',
    nameAr: 'المستوى',
    value: { en: 'Beginner', ar: 'مبتدئ' },
  });
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  const verified = await createVerifiedUser(t.app);
  session = {
    id: (verified.user as SessionUser).id,
    headers: { authorization: `Bearer ${verified.token}` },
  };
  sellerId = ((await createVerifiedUser(t.app)).user as SessionUser).id;
});
afterAll(() => t.close());

describe('GET /api/ads/{id}', () => {
  it("answers the ad with its description in the request language, counting no view (the page's beacon does)", async () => {
    const id = await createAd();
    const en = await get<AdDetail>(t, `/api/ads/${String(id)}`, 'en');
    expect(en.status).toBe(200);
    expect(en.body.data).toMatchObject({
      id,
      title: 'Detail test: piano lessons',
      description: '<p>Weekly lessons</p>',
      view_count: 0,
      my_rating: null,
      condition: null,
      attributes: [{ id: null, name: 'Level', value: 'Beginner' }],
      author_info: { author_id: sellerId, author_role: 'client', store_id: null },
    });
    const ar = await get<AdDetail>(t, `/api/ads/${String(id)}`, 'ar');
    expect(ar.body.data).toMatchObject({
      title: 'اختبار التفاصيل: دروس بيانو',
      description: '<p>دروس أسبوعية</p>',
      view_count: 0,
      attributes: [{ name: 'المستوى', value: 'مبتدئ' }],
    });
    expect(ar.body.data.images).toEqual([
      {
        src: '/media/ads/services-01-1024.webp',
        srcset:
          '/media/ads/services-01-320.webp 320w, /media/ads/services-01-640.webp 640w, /media/ads/services-01-1024.webp 1024w',
        width: 1024,
        height: 768,
      },
    ]);
  });

  it('shows the condition of a vehicle, and a store as the seller of its ads', async () => {
    const cars = (await get<AdPage>(t, adsUrl({ category_id: CATEGORY_IDS.carsAndVehicles }))).body
      .data.data;
    const fromStore = cars.find((ad) => ad.author_info.store_id !== null);
    expect(fromStore).toBeDefined();
    const { body } = await get<AdDetail>(t, `/api/ads/${String(fromStore?.id)}`, 'ar');
    expect(body.data.condition).toMatch(/^(جديد|مستعمل)$/);
    expect(body.data.description).toMatch(ARABIC);
    expect(body.data.author_info.author_role).toBe(fromStore?.author_info.author_role);
    expect(body.data.author_info.author_name).toBe(fromStore?.author_info.author_name);
  });

  it('tells the signed-in user whether they liked, favourited and rated the ad', async () => {
    const id = await createAd();
    const signedOut = await get<AdDetail>(t, `/api/ads/${String(id)}`);
    expect(signedOut.body.data).toMatchObject({ is_liked: false, is_favorite: false });
    expect((await post(t.app, '/api/likes/toggle', { ad_id: id }, session.headers)).status).toBe(
      200,
    );
    const mine = await get<AdDetail>(t, `/api/ads/${String(id)}`, 'en', session.headers);
    expect(mine.body.data).toMatchObject({ is_liked: true, is_favorite: false, likes_count: 1 });
    await post(t.app, '/api/favorites/toggle', { ad_id: id }, session.headers);
    const rated = await post(
      t.app,
      '/api/ratings',
      { entity_id: id, rating: 3.5 },
      session.headers,
    );
    expect(rated.status).toBe(200);
    const both = await get<AdDetail>(t, `/api/ads/${String(id)}`, 'en', session.headers);
    expect(both.body.data).toMatchObject({ is_liked: true, is_favorite: true, my_rating: 3.5 });
    const other = await createVerifiedUser(t.app);
    const theirs = await get<AdDetail>(t, `/api/ads/${String(id)}`, 'en', {
      authorization: `Bearer ${other.token}`,
    });
    expect(theirs.body.data).toMatchObject({
      is_liked: false,
      is_favorite: false,
      my_rating: null,
    });
    expect((await get<AdDetail>(t, `/api/ads/${String(id)}`)).body.data.is_liked).toBe(false);
  });

  it('marks the liked ads of a list for the signed-in user only', async () => {
    const liked = await createAd();
    const plain = await createAd();
    await post(t.app, '/api/likes/toggle', { ad_id: liked }, session.headers);
    await post(t.app, '/api/favorites/toggle', { ad_id: plain }, session.headers);
    const url = adsUrl({ category_id: CATEGORY_IDS.serviceProviders, per_page: 48 });
    const mine = (await get<AdPage>(t, url, 'en', session.headers)).body.data.data;
    expect(mine.find((ad) => ad.id === liked)).toMatchObject({
      is_liked: true,
      is_favorite: false,
    });
    expect(mine.find((ad) => ad.id === plain)).toMatchObject({
      is_liked: false,
      is_favorite: true,
    });
    const anonymous = (await get<AdPage>(t, url)).body.data.data;
    expect(anonymous.every((ad) => !ad.is_liked && !ad.is_favorite)).toBe(true);
  });

  it('answers 404 for an unknown ad and 422 for an id that is not a number', async () => {
    for (const lang of LANGS) {
      const missing = await get(t, '/api/ads/999999999', lang);
      expect(missing.status).toBe(404);
      expect(missing.body.message).toSatisfy((m: string) => ARABIC.test(m) === (lang === 'ar'));
      const bad = await get(t, '/api/ads/abc', lang);
      expect(bad.status).toBe(422);
      expect(bad.body.errors?.id).toEqual([formatMessage('not_a_number', lang)]);
    }
  });
});

describe('GET /api/ads/{id}/similar', () => {
  it("lists other ads of the ad's category, never the ad itself", async () => {
    const cars = (await get<AdPage>(t, adsUrl({ category_id: CATEGORY_IDS.carsAndVehicles }))).body
      .data;
    const [newest] = cars.data;
    for (const lang of LANGS) {
      const { status, body } = await get<AdPage>(
        t,
        `/api/ads/${String(newest?.id)}/similar?per_page=48`,
        lang,
      );
      expect(status).toBe(200);
      expect(body.data.total).toBe(cars.total - 1);
      expect(ids(body.data.data)).not.toContain(newest?.id);
      for (const ad of body.data.data) expect(ad.category_id).toBe(CATEGORY_IDS.carsAndVehicles);
      expect(body.data.data[0]?.title).toSatisfy(
        (title: string) => ARABIC.test(title) === (lang === 'ar'),
      );
    }
    const second = await get<AdPage>(t, `/api/ads/${String(newest?.id)}/similar?page=2&per_page=4`);
    expect(second.body.data.current_page).toBe(2);
    expect(second.body.data.data).toHaveLength(4);
  });

  it('answers 404 for an unknown ad and 422 for page -1', async () => {
    expect((await get(t, '/api/ads/999999999/similar')).status).toBe(404);
    for (const lang of LANGS) {
      const { status, body } = await get(t, '/api/ads/1/similar?page=-1', lang);
      expect(status).toBe(422);
      expect(body.errors?.page).toEqual([formatMessage('too_small_number', lang, { minimum: 1 })]);
    }
  });
});
