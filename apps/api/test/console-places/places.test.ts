import type { Country, PlaceCity, PlaceCountry, PostingOptions } from '@souq/contracts';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ads, cities, countries, users } from '../../src/db/schema/index.ts';
import { auditOf, call, moderationApp, newAd } from '../moderation/fixtures.ts';
import {
  SYRIA,
  cityOrder,
  cityPayload,
  countryOrder,
  countryPayload,
  newCity,
  newCountry,
} from './places-fixtures.ts';

/** Issue 47: the places (countries and their cities) an admin edits in the console. */

const { t, admin, seller } = moderationApp({ admin: 'admin', seller: null });

const asAdmin = (lang = 'en') => ({ ...admin.headers, lang });

const places = async () =>
  (await call(t, 'GET', '/api/admin/places', { headers: admin.headers })).body
    .data as PlaceCountry[];

const syriaOf = (list: PlaceCountry[]) => {
  const syria = list.find((country) => country.id === SYRIA);
  if (!syria) throw new Error('no Syria');
  return syria;
};

/** The post form's cities, as a seller reads them (in `lang`). */
const postingCities = async (lang = 'en') =>
  (
    (await call(t, 'GET', '/api/selling/options', { headers: { ...seller.headers, lang } })).body
      .data as PostingOptions
  ).cities;

const cityTotal = async () => {
  const [row] = await t.database.db.select({ n: count() }).from(cities);
  return row?.n ?? 0;
};

describe('the list', () => {
  it('shows every country with its cities in their order, and how many ads name each', async () => {
    const cityId = await newCity(t);
    const adId = await newAd(t.database.db, seller.id);
    await t.database.db.update(ads).set({ cityId, countryId: SYRIA }).where(eq(ads.id, adId));
    const list = await places();
    expect(list.map((country) => country.id)).toEqual(await countryOrder(t));
    const syria = syriaOf(list);
    expect(syria).toMatchObject({ name_en: 'Syria', name_ar: 'سوريا', dial_code: '+963' });
    expect(syria.cities[0]).toMatchObject({ name_en: 'Damascus', name_ar: 'دمشق' });
    expect(syria.cities.map((city) => city.id)).toEqual(await cityOrder(t, SYRIA));
    expect(syria.cities.find((city) => city.id === cityId)?.ads).toBe(1);
    expect(syria.ads).toBeGreaterThanOrEqual(1);
  });
});

describe('a city', () => {
  it('is added last to its country with its point on the map, audited, and offered at once', async () => {
    const before = await postingCities();
    const payload = cityPayload();
    const added = await call(t, 'POST', '/api/admin/places/cities', {
      headers: asAdmin(),
      payload,
    });
    expect(added.status).toBe(201);
    expect(added.body.message).toBe('The place has been saved.');
    const city = added.body.data as PlaceCity;
    expect(city).toMatchObject({ ...payload, id: expect.any(Number) as number });
    const order = await cityOrder(t, SYRIA);
    expect(order.at(-1)).toBe(city.id);

    const [line] = await auditOf(t.database.db, 'city', city.id);
    expect(line).toMatchObject({ action: 'city.add', actorId: admin.id, before: null });
    expect(line?.after).toMatchObject({ name_ar: 'القرداحة', latitude: 35.45 });

    // The post form's list was kept (read above): the change dropped it.
    expect(before.map((c) => c.id)).not.toContain(city.id);
    expect((await postingCities('ar')).find((c) => c.id === city.id)?.name).toBe('القرداحة');
  });

  it('refuses an empty Arabic name, a latitude off the globe and half a point, changing nothing', async () => {
    const total = await cityTotal();
    const noArabic = await call(t, 'POST', '/api/admin/places/cities', {
      headers: asAdmin('ar'),
      payload: { ...cityPayload(), name_ar: '   ' },
    });
    expect(noArabic.status).toBe(422);
    expect(noArabic.body.errors?.name_ar).toEqual(['هذا الحقل مطلوب.']);

    const offGlobe = await call(t, 'POST', '/api/admin/places/cities', {
      headers: asAdmin(),
      payload: { ...cityPayload(), latitude: 91 },
    });
    expect(offGlobe.status).toBe(422);
    expect(offGlobe.body.errors?.latitude).toEqual(['Must be at most 90.']);

    const half = await call(t, 'POST', '/api/admin/places/cities', {
      headers: asAdmin(),
      payload: { ...cityPayload(), longitude: null },
    });
    expect(half.status).toBe(422);
    expect(half.body.errors?.longitude).toEqual([
      'Give both the latitude and the longitude, or neither.',
    ]);

    const noCountry = await call(t, 'POST', '/api/admin/places/cities', {
      headers: asAdmin(),
      payload: cityPayload(999_999),
    });
    expect(noCountry.status).toBe(422);
    expect(noCountry.body.errors?.country_id).toBeDefined();

    const id = await newCity(t);
    const edit = await call(t, 'PUT', `/api/admin/places/cities/${String(id)}`, {
      headers: asAdmin(),
      payload: { ...cityPayload(), longitude: 181 },
    });
    expect(edit.status).toBe(422);
    const [row] = await t.database.db.select().from(cities).where(eq(cities.id, id));
    expect(row?.longitude).toBeNull();
    expect(await cityTotal()).toBe(total + 1);
    expect(await auditOf(t.database.db, 'city', id)).toEqual([]);
  });

  it('is renamed with its before and after in the log, and the public list follows at once', async () => {
    const id = await newCity(t);
    expect((await postingCities()).find((c) => c.id === id)?.name).toMatch(/^Town /);
    const payload = { ...cityPayload(), name_en: 'Qatana', name_ar: 'قطنا' };
    const saved = await call(t, 'PUT', `/api/admin/places/cities/${String(id)}`, {
      headers: asAdmin('ar'),
      payload: { ...payload, latitude: null, longitude: null },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('تم حفظ المكان.');
    expect((await postingCities()).find((c) => c.id === id)?.name).toBe('Qatana');
    const [line] = await auditOf(t.database.db, 'city', id);
    expect(line?.action).toBe('city.update');
    expect(line?.before).toMatchObject({ name_ar: 'بلدة تجريبية' });
    expect(line?.after).toMatchObject({ name_ar: 'قطنا', latitude: null, longitude: null });
    const missing = await call(t, 'PUT', '/api/admin/places/cities/999999', {
      headers: asAdmin(),
      payload,
    });
    expect(missing.status).toBe(404);
  });

  it('is deleted only when nothing names it: else a 409 says how many do', async () => {
    const used = await newCity(t);
    for (let i = 0; i < 2; i += 1) {
      const adId = await newAd(t.database.db, seller.id);
      await t.database.db.update(ads).set({ cityId: used }).where(eq(ads.id, adId));
    }
    await t.database.db.update(users).set({ cityId: used }).where(eq(users.id, seller.id));
    const refused = await call(t, 'DELETE', `/api/admin/places/cities/${String(used)}`, {
      headers: asAdmin(),
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'This place is in use, so it cannot be deleted: 2 ads, 1 accounts, 0 stores and 0 job offers name it.',
    );
    const refusedAr = await call(t, 'DELETE', `/api/admin/places/cities/${String(used)}`, {
      headers: asAdmin('ar'),
    });
    expect(refusedAr.body.message).toContain('عدد الإعلانات 2');
    expect(await cityOrder(t, SYRIA)).toContain(used);
    await t.database.db.update(users).set({ cityId: null }).where(eq(users.id, seller.id));

    const free = await newCity(t);
    const removed = await call(t, 'DELETE', `/api/admin/places/cities/${String(free)}`, {
      headers: asAdmin(),
    });
    expect(removed.status).toBe(200);
    expect(await cityOrder(t, SYRIA)).not.toContain(free);
    expect((await postingCities()).map((c) => c.id)).not.toContain(free);
    const [line] = await auditOf(t.database.db, 'city', free);
    expect(line).toMatchObject({ action: 'city.remove', after: null });
    expect(line?.before).toMatchObject({ id: free, country_id: SYRIA });
  });

  it('are reordered within their country, as the post form lists them, and only all of them', async () => {
    const before = await cityOrder(t, SYRIA);
    const reversed = [...before].reverse();
    const url = `/api/admin/places/countries/${String(SYRIA)}/cities/order`;
    const done = await call(t, 'PUT', url, { headers: asAdmin(), payload: { ids: reversed } });
    expect(done.status).toBe(200);
    expect(await cityOrder(t, SYRIA)).toEqual(reversed);
    expect(syriaOf(await places()).cities.map((c) => c.id)).toEqual(reversed);
    const offered = (await postingCities()).map((c) => c.id).filter((id) => before.includes(id));
    expect(offered).toEqual(reversed);
    const [line] = await auditOf(t.database.db, 'country', SYRIA);
    expect(line).toMatchObject({ action: 'cities.reorder', before, after: reversed });

    for (const ids of [
      reversed.slice(1),
      [...reversed, reversed[0]],
      [...reversed.slice(1), 1_000_000],
    ]) {
      const wrong = await call(t, 'PUT', url, { headers: asAdmin(), payload: { ids } });
      expect(wrong.status).toBe(422);
      expect(wrong.body.errors?.ids).toEqual([
        'The new order must name each place of this list once.',
      ]);
    }
    expect(await cityOrder(t, SYRIA)).toEqual(reversed);
  });
});

describe('a country', () => {
  const publicCountries = async () =>
    (await call(t, 'GET', '/api/countries', { headers: { lang: 'ar' } })).body.data as Country[];

  it('is added with its dial code, flag and point, edited, and listed publicly at once', async () => {
    expect((await publicCountries()).length).toBeGreaterThan(0);
    const added = await call(t, 'POST', '/api/admin/places/countries', {
      headers: asAdmin(),
      payload: countryPayload(),
    });
    expect(added.status).toBe(201);
    const { id } = added.body.data as PlaceCountry;
    expect((await countryOrder(t)).at(-1)).toBe(id);
    expect((await publicCountries()).find((c) => c.id === id)).toMatchObject({
      name: 'أتلانتس',
      code: '+999',
      flag: '🏳️',
    });
    const edited = await call(t, 'PUT', `/api/admin/places/countries/${String(id)}`, {
      headers: asAdmin(),
      payload: { ...countryPayload(), name_ar: 'أطلنطس', flag: '/media/flags/sy.webp' },
    });
    expect(edited.status).toBe(200);
    expect((await publicCountries()).find((c) => c.id === id)?.name).toBe('أطلنطس');
    const lines = await auditOf(t.database.db, 'country', id);
    expect(lines.map((line) => line.action)).toEqual(['country.update', 'country.add']);
    expect(lines[0]?.before).toMatchObject({ name_ar: 'أتلانتس' });
  });

  it('refuses a bad dial code, a long flag, an empty name and half a point', async () => {
    const [{ n: total } = { n: 0 }] = await t.database.db.select({ n: count() }).from(countries);
    const bad = await call(t, 'POST', '/api/admin/places/countries', {
      headers: asAdmin(),
      payload: {
        ...countryPayload(),
        name_en: '',
        dial_code: '963',
        flag: 'a very long flag text',
        latitude: null,
      },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual([
      'dial_code',
      'flag',
      'latitude',
      'name_en',
    ]);
    expect(
      (
        await call(t, 'POST', '/api/admin/places/countries', {
          headers: asAdmin(),
          payload: { ...countryPayload(), dial_code: '+12345' },
        })
      ).status,
    ).toBe(422);
    const [after] = await t.database.db.select({ n: count() }).from(countries);
    expect(after?.n).toBe(total);
  });

  it('is deleted only without cities and when nothing names it', async () => {
    const withCities = await call(t, 'DELETE', `/api/admin/places/countries/${String(SYRIA)}`, {
      headers: asAdmin(),
    });
    expect(withCities.status).toBe(409);
    expect(withCities.body.message).toMatch(/^This country still has \d+ cities or governorates/);

    const named = await newCountry(t);
    const adId = await newAd(t.database.db, seller.id);
    await t.database.db.update(ads).set({ countryId: named }).where(eq(ads.id, adId));
    const refused = await call(t, 'DELETE', `/api/admin/places/countries/${String(named)}`, {
      headers: asAdmin(),
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('1 ads');

    const free = await newCountry(t);
    const removed = await call(t, 'DELETE', `/api/admin/places/countries/${String(free)}`, {
      headers: asAdmin(),
    });
    expect(removed.status).toBe(200);
    expect((await publicCountries()).map((c) => c.id)).not.toContain(free);
    expect((await auditOf(t.database.db, 'country', free))[0]?.action).toBe('country.remove');
  });

  it('are reordered as the public list shows them', async () => {
    const before = await countryOrder(t);
    const moved = [...before.slice(1), ...before.slice(0, 1)];
    const done = await call(t, 'PUT', '/api/admin/places/countries/order', {
      headers: asAdmin(),
      payload: { ids: moved },
    });
    expect(done.status).toBe(200);
    expect((await publicCountries()).map((c) => c.id)).toEqual(moved);
    const wrong = await call(t, 'PUT', '/api/admin/places/countries/order', {
      headers: asAdmin(),
      payload: { ids: moved.slice(1) },
    });
    expect(wrong.status).toBe(422);
    const back = await call(t, 'PUT', '/api/admin/places/countries/order', {
      headers: asAdmin(),
      payload: { ids: before },
    });
    expect(back.status).toBe(200);
  });
});
