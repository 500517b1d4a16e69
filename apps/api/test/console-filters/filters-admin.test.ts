import { CATEGORY_IDS, type ConsoleFilter, type Lang } from '@souq/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { categories } from '../../src/db/schema/index.ts';
import { auditOf, call, moderationApp } from '../moderation/fixtures.ts';
import { adPage, bearer, carForm, newSeller, publish } from '../selling/selling-client.ts';
import {
  addFilter,
  extras,
  filterUrl,
  filtersUrl,
  listFilters,
  listedWith,
  postingAttributes,
  publicFilters,
  tokensOf,
} from './filters-client.ts';

/**
 * Issue 47: the filters of a category, edited by admins, live at once on the category page, in
 * the post form, in `ad_filter_index` and in the memory engine's copy. App A answers listings
 * from the memory engine (and keeps answers), app B from the database, on one database.
 */

const CARS = CATEGORY_IDS.carsAndVehicles;
const { t, admin, moderator } = moderationApp(
  { admin: 'admin', moderator: 'moderator' },
  { searchEngine: 'memory' },
);
const { t: onPostgres } = moderationApp({}, { searchEngine: 'postgres', cacheAnswers: false }, t);

beforeAll(async () => {
  await vi.waitFor(
    () => {
      if (!t.app.searchEngine.ready) throw new Error('the memory engine is not ready');
    },
    { timeout: 10_000 },
  );
});

const post = (url: string, payload: object, lang: Lang = 'en') =>
  call(t, 'POST', url, { headers: { ...admin.headers, lang }, payload });
const put = (url: string, payload: object, lang: Lang = 'en') =>
  call(t, 'PUT', url, { headers: { ...admin.headers, lang }, payload });

describe('bad filters', () => {
  it('get their field message in the request language and change nothing', async () => {
    const before = (await listFilters(t, admin, CARS)).filters.length;
    const emptyArabic = await post(filtersUrl(CARS), extras({ name_ar: '  ' }), 'ar');
    expect(emptyArabic.status).toBe(422);
    expect(emptyArabic.body.errors?.name_ar).toEqual(['هذا الحقل مطلوب.']);

    const range = await post(filtersUrl(CARS), {
      ...extras({ type: 'range', options: [] }),
      min: 500,
      max: 500,
    });
    expect(range.status).toBe(422);
    expect(range.body.errors?.max).toEqual(['The maximum must be greater than the minimum.']);

    const duplicate = await post(
      filtersUrl(CARS),
      extras({
        options: [
          { en: 'Sunroof', ar: 'فتحة سقف' },
          { en: ' sunroof ', ar: 'سقف' },
          { en: 'Tow bar', ar: 'فتحة سقف' },
        ],
      }),
      'ar',
    );
    expect(duplicate.status).toBe(422);
    expect(duplicate.body.errors).toEqual({
      'options.1.en': ['هذا الخيار موجود في القائمة بالفعل.'],
      'options.2.ar': ['هذا الخيار موجود في القائمة بالفعل.'],
    });

    const cases: [object, string][] = [
      [extras({ options: [] }), 'options'],
      [extras({ options: [{ en: 'All', ar: 'الكل' }] }), 'options.0.en'],
      [extras({ type: 'text' }), 'options'],
      [{ ...extras({ type: 'range', options: [] }), min: null, max: 10 }, 'min'],
      [extras({ type: 'slider' as 'text' }), 'type'],
    ];
    for (const [payload, field] of cases) {
      const res = await post(filtersUrl(CARS), payload);
      expect(res.status, field).toBe(422);
      expect(Object.keys(res.body.errors ?? {}), field).toContain(field);
    }
    expect((await listFilters(t, admin, CARS)).filters).toHaveLength(before);
  });

  it('are written on a main category: a sub-category shares its filters', async () => {
    const [child] = await t.database.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.parentId, CARS));
    const sub = child?.id ?? 0;
    const read = await listFilters(t, admin, sub);
    expect(read.category).toMatchObject({ id: sub, top_id: CARS });
    expect(read.filters.length).toBeGreaterThan(0);
    const refused = await post(filtersUrl(sub), extras());
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/main category/);
    expect((await call(t, 'GET', filtersUrl(2_000_000), { headers: admin.headers })).status).toBe(
      404,
    );
    const asModerator = await call(t, 'GET', filtersUrl(CARS), { headers: moderator.headers });
    expect(asModerator.status).toBe(403);
  });
});

describe('a new multiselect filter', () => {
  let filter: ConsoleFilter;
  let seller: { token: string; id: number };
  let adId: number;

  beforeAll(async () => {
    seller = await newSeller(t);
    // Answers read and kept before the change: it must drop them.
    await publicFilters(t, CARS);
    await postingAttributes(t, { headers: bearer(seller.token) }, CARS);
    filter = await addFilter(t, admin, CARS, extras());
  });

  it('shows at once on the category page and in the post form, in both languages', async () => {
    expect(filter).toMatchObject({
      category_id: CARS,
      type: 'multiselect',
      options: [
        { en: 'Sunroof', ar: 'فتحة سقف', ads: 0 },
        { en: 'Tow bar', ar: 'خطاف قطر', ads: 0 },
      ],
      ads: 0,
    });
    const listed = await listFilters(t, admin, CARS);
    expect(listed.filters.at(-1)?.id).toBe(filter.id);
    const english = (await publicFilters(t, CARS)).find((f) => f.id === filter.id);
    expect(english).toEqual({
      id: filter.id,
      name: 'Extras',
      type: 'multiselect',
      values: ['All', 'Sunroof', 'Tow bar'],
    });
    const arabic = (await publicFilters(t, CARS, 'ar')).find((f) => f.id === filter.id);
    expect(arabic?.values).toEqual(['الكل', 'فتحة سقف', 'خطاف قطر']);
    const asked = (await postingAttributes(t, { headers: bearer(seller.token) }, CARS)).find(
      (a) => a.id === filter.id,
    );
    expect(asked).toMatchObject({
      name: 'Extras',
      required: false,
      options: [
        { value: 'Sunroof', label: 'Sunroof' },
        { value: 'Tow bar', label: 'Tow bar' },
      ],
    });
    const lines = await auditOf(t.database.db, 'filter', filter.id);
    expect(lines.map((line) => line.action)).toEqual(['filter.add']);
  });

  it("finds an ad answering it through the category's filtered listing, on either engine", async () => {
    const form = await carForm(t, seller.token, 4701);
    const published = await publish(t, seller.token, {
      ...form,
      attributes: { ...form.attributes, [String(filter.id)]: ['Sunroof'] },
    });
    expect(published.status).toBe(201);
    adId = published.body.data.id;
    expect(await tokensOf(t, adId)).toContain(`${String(filter.id)}:sunroof`);
    for (const app of [t, onPostgres]) {
      expect(await listedWith(app, CARS, filter.id, 'Sunroof')).toEqual([adId]);
      expect(await listedWith(app, CARS, filter.id, 'Tow bar')).toEqual([]);
    }
    const counted = (await listFilters(t, admin, CARS)).filters.find((f) => f.id === filter.id);
    expect(counted?.options.map((o) => o.ads)).toEqual([1, 0]);
    expect(counted?.ads).toBe(1);
  });

  it('refuses to remove an option in use, saying how many ads use it', async () => {
    const url = `${filterUrl(CARS, filter.id)}/options/remove`;
    const refused = await post(url, { option: 'Sunroof' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      '1 ads use the option “Sunroof”: merge it into another option to remove it.',
    );
    const arabic = await post(url, { option: 'Sunroof' }, 'ar');
    expect(arabic.body.message).toContain('1');
    // Left out of an edit, it is refused all the same.
    const edit = await put(
      filterUrl(CARS, filter.id),
      extras({ options: [{ en: 'Tow bar', ar: 'خطاف قطر' }] }),
    );
    expect(edit.status).toBe(409);
    expect((await post(url, { option: 'Roof rack' })).status).toBe(422);
    expect((await post(url, { option: 'Sunroof', merge_into: 'Sunroof' })).status).toBe(422);
    const kept = (await listFilters(t, admin, CARS)).filters.find((f) => f.id === filter.id);
    expect(kept?.options.map((option) => option.en)).toEqual(['Sunroof', 'Tow bar']);
  });

  it("renames an option: the answers and their tokens follow, on either engine and on the ad's page", async () => {
    const res = await put(
      filterUrl(CARS, filter.id),
      extras({
        name_en: 'Car extras',
        options: [
          { en: 'Sunroof', ar: 'فتحة سقف' },
          { en: 'Tow hitch', ar: 'وصلة قطر', was: 'Tow bar' },
          { en: 'Roof rack', ar: 'حامل سقف' },
        ],
      }),
    );
    expect(res.status).toBe(200);
    const renamed = await put(
      filterUrl(CARS, filter.id),
      extras({
        name_en: 'Car extras',
        options: [
          { en: 'Glass roof', ar: 'سقف زجاجي', was: 'Sunroof' },
          { en: 'Tow hitch', ar: 'وصلة قطر' },
          { en: 'Roof rack', ar: 'حامل سقف' },
        ],
      }),
    );
    expect(renamed.status).toBe(200);
    expect(await tokensOf(t, adId)).toContain(`${String(filter.id)}:glass roof`);
    expect(await tokensOf(t, adId)).not.toContain(`${String(filter.id)}:sunroof`);
    for (const app of [t, onPostgres]) {
      expect(await listedWith(app, CARS, filter.id, 'Glass roof')).toEqual([adId]);
    }
    const page = await adPage(t, adId);
    expect(page.body.data.attributes).toContainEqual(
      expect.objectContaining({ id: filter.id, name: 'Car extras', value: ['Glass roof'] }),
    );
  });

  it("merges an option into another: its ads move to the other's filtered listing", async () => {
    const url = `${filterUrl(CARS, filter.id)}/options/remove`;
    const merged = await post(url, { option: 'Glass roof', merge_into: 'Tow hitch' });
    expect(merged.status).toBe(200);
    expect(merged.body.message).toBe('The option has been merged: 1 ads now answer “Tow hitch”.');
    expect((merged.body.data as ConsoleFilter).options).toEqual([
      { en: 'Tow hitch', ar: 'وصلة قطر', ads: 1 },
      { en: 'Roof rack', ar: 'حامل سقف', ads: 0 },
    ]);
    expect(await tokensOf(t, adId)).toContain(`${String(filter.id)}:tow hitch`);
    for (const app of [t, onPostgres]) {
      expect(await listedWith(app, CARS, filter.id, 'Tow hitch')).toEqual([adId]);
    }
    // Unused, an option leaves at once.
    const removed = await post(url, { option: 'Roof rack' });
    expect(removed.status).toBe(200);
    expect((await publicFilters(t, CARS)).find((f) => f.id === filter.id)?.values).toEqual([
      'All',
      'Tow hitch',
    ]);
    // The last option stays: the post form asks to choose one.
    expect((await post(url, { option: 'Tow hitch' })).status).toBe(422);
    const lines = await auditOf(t.database.db, 'filter', filter.id);
    expect(lines.map((line) => line.action)).toEqual([
      'filter.option_remove',
      'filter.option_merge',
      'filter.update',
      'filter.update',
      'filter.add',
    ]);
    expect(lines[1]?.after).toMatchObject({ ads_moved: 1, merged_into: { en: 'Tow hitch' } });
  });

  it('keeps its type while ads answer it, and is deleted only once confirmed', async () => {
    const retype = await put(filterUrl(CARS, filter.id), extras({ type: 'text', options: [] }));
    expect(retype.status).toBe(409);
    const refused = await call(t, 'DELETE', filterUrl(CARS, filter.id), {
      headers: admin.headers,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^1 ads answer this filter/);
    const removed = await call(t, 'DELETE', `${filterUrl(CARS, filter.id)}?confirm=true`, {
      headers: admin.headers,
    });
    expect(removed.status).toBe(200);
    expect((await publicFilters(t, CARS)).some((f) => f.id === filter.id)).toBe(false);
    expect(
      (await tokensOf(t, adId)).some((token) => token.startsWith(`${String(filter.id)}:`)),
    ).toBe(false);
    // The ad's page still says what its seller answered.
    const page = await adPage(t, adId);
    expect(page.body.data.attributes).toContainEqual(
      expect.objectContaining({ value: ['Tow hitch'] }),
    );
    const [line] = await auditOf(t.database.db, 'filter', filter.id);
    expect(line).toMatchObject({ action: 'filter.remove', after: null });
  });
});

describe('the other types and the order', () => {
  it('adds a required range, a text and a boolean filter; the post form asks for them', async () => {
    const range = await addFilter(t, admin, CARS, {
      ...extras({ name_en: 'Engine size', name_ar: 'سعة المحرك', type: 'range', options: [] }),
      min: 800,
      max: 6000,
      required: true,
    });
    expect(range).toMatchObject({ min: 800, max: 6000, options: [], required: true });
    const text = await addFilter(
      t,
      admin,
      CARS,
      extras({ name_en: 'Trim', name_ar: 'الفئة', type: 'text', options: [] }),
    );
    const boolean = await addFilter(
      t,
      admin,
      CARS,
      extras({
        name_en: 'Imported',
        name_ar: 'مستورد',
        type: 'boolean',
        options: [
          { en: 'Yes', ar: 'نعم' },
          { en: 'No', ar: 'لا' },
        ],
      }),
    );
    const seller = await newSeller(t);
    const asked = await postingAttributes(t, { headers: bearer(seller.token) }, CARS);
    expect(asked.find((a) => a.id === range.id)).toMatchObject({
      required: true,
      min: 800,
      max: 6000,
    });
    expect(asked.find((a) => a.id === text.id)).toMatchObject({ type: 'text', options: [] });
    expect(asked.find((a) => a.id === boolean.id)?.options.map((o) => o.value)).toEqual([
      'Yes',
      'No',
    ]);
    // A required filter: an ad without its answer is refused.
    const form = await carForm(t, seller.token, 4702);
    const missing = await publish(t, seller.token, form);
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors ?? {})).toContain(`attributes.${String(range.id)}`);
    const changed = await put(filterUrl(CARS, range.id), {
      ...extras({ name_en: 'Engine size', name_ar: 'سعة المحرك', type: 'range', options: [] }),
      min: 800,
      max: 7000,
      required: false,
    });
    expect(changed.status).toBe(200);
    expect((await publish(t, seller.token, form)).status).toBe(201);
  });

  it('puts the filters in a new order: each of them once', async () => {
    const current = (await listFilters(t, admin, CARS)).filters.map((f) => f.id);
    const reversed = [...current].reverse();
    const url = `${filtersUrl(CARS)}/order`;
    const partial = await put(url, { ids: reversed.slice(1) });
    expect(partial.status).toBe(422);
    expect(partial.body.errors?.ids).toEqual([
      'The new order must name each filter of this category once.',
    ]);
    expect((await put(url, { ids: [...reversed, reversed[0]] })).status).toBe(422);
    expect((await put(url, { ids: reversed })).status).toBe(200);
    expect((await publicFilters(t, CARS)).map((f) => f.id)).toEqual(reversed);
    expect((await listFilters(t, admin, CARS)).filters.map((f) => f.id)).toEqual(reversed);
    const [line] = await auditOf(t.database.db, 'category', CARS);
    expect(line).toMatchObject({
      action: 'filters.reorder',
      before: { ids: current },
      after: { ids: reversed },
    });
  });
});
