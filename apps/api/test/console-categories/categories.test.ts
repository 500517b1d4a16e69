import {
  CATEGORY_IDS,
  type Category,
  type ConsoleCategoryTree,
  type PostingOptions,
  type SavedCategory,
} from '@souq/contracts';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adFilterIndex, ads, categories, filterDefinitions } from '../../src/db/schema/index.ts';
import { auditOf, call, moderationApp } from '../moderation/fixtures.ts';
import {
  categoryPayload,
  categoryRow,
  newAdIn,
  newCategory,
  picture,
  topLevelOrder,
} from './categories-fixtures.ts';

/** Issue 47: the categories an admin edits in the console, and what the site shows of them. */

const { t, admin, seller } = moderationApp({ admin: 'admin', seller: null });
const URL = '/api/admin/categories';

const asAdmin = (lang = 'en') => ({ ...admin.headers, lang });

async function categoryCount(): Promise<number> {
  const [row] = await t.database.db.select({ total: count() }).from(categories);
  return row?.total ?? 0;
}

async function tree(): Promise<ConsoleCategoryTree[]> {
  const res = await call(t, 'GET', URL, { headers: asAdmin() });
  expect(res.status).toBe(200);
  return res.body.data as ConsoleCategoryTree[];
}

async function publicTopLevel(): Promise<number[]> {
  const res = await call(t, 'GET', '/api/categories');
  return (res.body.data as Category[]).map((category) => category.id);
}

describe('creating a category', () => {
  it('adds a top-level category and a sub-category of it, last of their level, audited', async () => {
    const top = await call(t, 'POST', URL, {
      headers: asAdmin(),
      payload: { ...categoryPayload(), name_en: '  Mobile phones ', slug: 'mobile-phones' },
    });
    expect(top.status).toBe(201);
    const created = top.body.data as SavedCategory;
    expect(created).toMatchObject({
      name_en: 'Mobile phones',
      name_ar: 'هواتف محمولة',
      slug: 'mobile-phones',
      parent_id: null,
      hidden: false,
    });
    expect((await topLevelOrder(t)).at(-1)).toBe(created.id);
    const sub = await call(t, 'POST', URL, {
      headers: asAdmin(),
      payload: categoryPayload(created.id),
    });
    expect(sub.status).toBe(201);
    expect((sub.body.data as SavedCategory).parent_id).toBe(created.id);
    expect((await auditOf(t.database.db, 'category', created.id)).map((l) => l.action)).toEqual([
      'category.create',
    ]);
    expect(await publicTopLevel()).toContain(created.id);
    const listed = await tree();
    const shown = listed.find((category) => category.id === created.id);
    expect(shown?.sub_categories.map((category) => category.id)).toEqual([
      (sub.body.data as SavedCategory).id,
    ]);
  });

  it('refuses an empty Arabic name, a bad or taken slug and a bad parent, changing nothing', async () => {
    const before = await categoryCount();
    const post = (payload: object, lang = 'en') =>
      call(t, 'POST', URL, { headers: asAdmin(lang), payload });
    const emptyArabic = await post({ ...categoryPayload(), name_ar: '   ' }, 'ar');
    expect(emptyArabic.status).toBe(422);
    expect(emptyArabic.body.errors?.name_ar).toEqual(['أدخل الاسم باللغتين.']);
    const long = await post({ ...categoryPayload(), name_en: 'x'.repeat(61) });
    expect(long.body.errors?.name_en).toEqual(['A category name can be at most 60 characters.']);
    const badSlug = await post({ ...categoryPayload(), slug: 'Mobile Phones' });
    expect(Object.keys(badSlug.body.errors ?? {})).toEqual(['slug']);
    const taken = await post({ ...categoryPayload(), slug: 'cars' });
    expect(taken.status).toBe(422);
    expect(taken.body.errors?.slug).toEqual(['Another category already has this address name.']);
    const unknownParent = await post(categoryPayload(999_999));
    expect(unknownParent.body.errors?.parent_id).toEqual([
      'Choose a top-level category as the parent, or none.',
    ]);
    const sub = await newCategory(t, CATEGORY_IDS.bikes);
    const subAsParent = await post(categoryPayload(sub));
    expect(subAsParent.status).toBe(422);
    expect(Object.keys(subAsParent.body.errors ?? {})).toEqual(['parent_id']);
    expect(await categoryCount()).toBe(before + 1);
  });
});

describe('renaming, moving and reordering', () => {
  it('renames in both languages, and refuses an empty name', async () => {
    const id = await newCategory(t);
    const res = await call(t, 'PUT', `${URL}/${String(id)}`, {
      headers: asAdmin(),
      payload: { name_en: 'Tablets', name_ar: 'أجهزة لوحية' },
    });
    expect(res.status).toBe(200);
    const bad = await call(t, 'PUT', `${URL}/${String(id)}`, {
      headers: asAdmin(),
      payload: { name_en: 'Tablets', name_ar: '' },
    });
    expect(bad.status).toBe(422);
    expect(await categoryRow(t, id)).toMatchObject({ nameEn: 'Tablets', nameAr: 'أجهزة لوحية' });
    const lines = await auditOf(t.database.db, 'category', id);
    expect(lines[0]).toMatchObject({ action: 'category.rename' });
  });

  it('moves a sub-category to another parent with its ads, and to the top level', async () => {
    const sub = await newCategory(t, CATEGORY_IDS.bikes);
    const ad = await newAdIn(t, seller.id, CATEGORY_IDS.bikes, sub);
    const move = (parentId: number | null) =>
      call(t, 'PUT', `${URL}/${String(sub)}/parent`, {
        headers: asAdmin(),
        payload: { parent_id: parentId },
      });
    expect((await move(CATEGORY_IDS.bikes)).status).toBe(200);
    expect((await move(CATEGORY_IDS.realEstate)).status).toBe(200);
    const adCategory = async () =>
      (
        await t.database.db
          .select({ categoryId: ads.categoryId, subCategoryId: ads.subCategoryId })
          .from(ads)
          .where(eq(ads.id, ad))
      )[0];
    expect(await adCategory()).toEqual({ categoryId: CATEGORY_IDS.realEstate, subCategoryId: sub });
    expect((await move(null)).status).toBe(200);
    expect(await adCategory()).toEqual({ categoryId: sub, subCategoryId: null });
    expect((await categoryRow(t, sub))?.parentId).toBeNull();
  });

  it('refuses a category as its own parent, and a top level with sub-categories as a sub-category', async () => {
    const top = await newCategory(t);
    await newCategory(t, top);
    const self = await call(t, 'PUT', `${URL}/${String(top)}/parent`, {
      headers: asAdmin(),
      payload: { parent_id: top },
    });
    expect(self.body.errors?.parent_id).toEqual(['A category cannot be its own parent.']);
    const withChildren = await call(t, 'PUT', `${URL}/${String(top)}/parent`, {
      headers: asAdmin(),
      payload: { parent_id: CATEGORY_IDS.bikes },
    });
    expect(withChildren.status).toBe(422);
    expect(withChildren.body.errors?.parent_id).toEqual([
      'This category has sub-categories: it cannot become a sub-category itself.',
    ]);
    expect((await categoryRow(t, top))?.parentId).toBeNull();
  });

  it('reorders a level given all of it, each once', async () => {
    const order = await topLevelOrder(t);
    const reversed = [...order].reverse();
    const put = (ids: number[]) =>
      call(t, 'PUT', `${URL}/order`, { headers: asAdmin(), payload: { parent_id: null, ids } });
    expect((await put(reversed)).status).toBe(200);
    expect(await topLevelOrder(t)).toEqual(reversed);
    const shown = new Set(await publicTopLevel());
    expect(await publicTopLevel()).toEqual(reversed.filter((id) => shown.has(id)));
    const missing = await put(reversed.slice(1));
    expect(missing.body.errors?.ids).toEqual([
      'The new order must name each category of this level once.',
    ]);
    expect((await put([...reversed, reversed[0] ?? 0])).status).toBe(422);
    expect((await put(order)).status).toBe(200);
  });
});

describe('hiding a category', () => {
  it('takes it and its sub-categories off the public lists, its page, its ads and the post form', async () => {
    const top = await newCategory(t);
    const sub = await newCategory(t, top);
    await newAdIn(t, seller.id, top, sub);
    const hide = (hidden: boolean) =>
      call(t, 'PUT', `${URL}/${String(top)}/hidden`, { headers: asAdmin(), payload: { hidden } });
    // Read once, so that a cached answer has to be dropped.
    expect(await publicTopLevel()).toContain(top);
    expect((await call(t, 'GET', `/api/ads?category_id=${String(top)}`)).status).toBe(200);

    expect((await hide(true)).status).toBe(200);
    expect(await publicTopLevel()).not.toContain(top);
    for (const id of [top, sub]) {
      expect((await call(t, 'GET', `/api/categories/${String(id)}`)).status).toBe(404);
      expect((await call(t, 'GET', `/api/ads?category_id=${String(id)}`)).status).toBe(404);
      expect(
        (await call(t, 'GET', `/api/get_filter_options?category_id=${String(id)}`)).status,
      ).toBe(404);
    }
    expect((await call(t, 'GET', `/api/categories?categoryId=${String(top)}`)).status).toBe(404);
    const options = await call(t, 'GET', '/api/selling/options', { headers: seller.headers });
    expect((options.body.data as PostingOptions).categories.map((c) => c.id)).not.toContain(top);
    const listed = (await tree()).find((category) => category.id === top);
    expect(listed).toMatchObject({ hidden: true, live_ads: 1, all_ads: 1 });
    expect((await auditOf(t.database.db, 'category', top))[0]?.action).toBe('category.hide');

    expect((await hide(false)).status).toBe(200);
    expect(await publicTopLevel()).toContain(top);
    const page = await call(t, 'GET', `/api/ads?category_id=${String(sub)}`);
    expect((page.body.data as { total: number }).total).toBe(1);
  });

  it('hides a sub-category alone from its parent list', async () => {
    const sub = await newCategory(t, CATEGORY_IDS.bikes);
    const subsOfBikes = async () =>
      (
        (await call(t, 'GET', `/api/categories?categoryId=${String(CATEGORY_IDS.bikes)}`)).body
          .data as Category[]
      ).map((category) => category.id);
    expect(await subsOfBikes()).toContain(sub);
    await call(t, 'PUT', `${URL}/${String(sub)}/hidden`, {
      headers: asAdmin(),
      payload: { hidden: true },
    });
    expect(await subsOfBikes()).not.toContain(sub);
    expect((await call(t, 'GET', `/api/categories/${String(CATEGORY_IDS.bikes)}`)).status).toBe(
      200,
    );
  });
});

describe("a category's picture", () => {
  it('is taken through the picture pipeline and served from the path kept in `icon`', async () => {
    const id = await newCategory(t);
    const res = await t.app.inject({
      method: 'PUT',
      url: `${URL}/${String(id)}/picture`,
      headers: { ...asAdmin(), 'content-type': 'image/png' },
      payload: await picture(),
    });
    expect(res.statusCode).toBe(200);
    const icon = (await categoryRow(t, id))?.icon ?? '';
    expect(icon).toMatch(/^\/media\/uploads\/categories\/[0-9a-f]{24}\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: icon });
    expect(served.statusCode).toBe(200);
    const bad = await t.app.inject({
      method: 'PUT',
      url: `${URL}/${String(id)}/picture`,
      headers: { ...asAdmin(), 'content-type': 'image/png' },
      payload: Buffer.from('not a picture'),
    });
    expect(bad.statusCode).toBe(422);
    expect((await categoryRow(t, id))?.icon).toBe(icon);
  });
});

describe('deleting a category', () => {
  it('is refused while it or a sub-category holds an ad in any state, or has filters', async () => {
    const top = await newCategory(t);
    const sub = await newCategory(t, top);
    const ad = await newAdIn(t, seller.id, top, sub, 'deleted');
    const refused = await call(t, 'DELETE', `${URL}/${String(top)}`, { headers: asAdmin() });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'This category cannot be deleted while ads or filters use it (ads: 1, filters: 0, with its sub-categories). Hide it instead, or move its ads first.',
    );
    await t.database.db.delete(ads).where(eq(ads.id, ad));
    await t.database.db
      .insert(filterDefinitions)
      .values({ categoryId: top, nameEn: 'Storage', nameAr: 'السعة', type: 'text', values: [] });
    const withFilter = await call(t, 'DELETE', `${URL}/${String(top)}`, {
      headers: asAdmin('ar'),
    });
    expect(withFilter.status).toBe(409);
    expect(withFilter.body.message).toContain('أخفِه بدلاً من ذلك');
    expect(await categoryRow(t, top)).toBeDefined();
  });

  it('deletes one without ads or filters, with its sub-categories, audited', async () => {
    const top = await newCategory(t);
    const sub = await newCategory(t, top);
    const res = await call(t, 'DELETE', `${URL}/${String(top)}`, { headers: asAdmin() });
    expect(res.status).toBe(200);
    expect(await categoryRow(t, top)).toBeUndefined();
    expect(await categoryRow(t, sub)).toBeUndefined();
    expect((await auditOf(t.database.db, 'category', top))[0]).toMatchObject({
      action: 'category.delete',
    });
    expect((await call(t, 'DELETE', `${URL}/${String(top)}`, { headers: asAdmin() })).status).toBe(
      404,
    );
  });
});

describe("moving a category's ads", () => {
  it('moves every ad, whatever its state, to a sub-category, with the search index in step', async () => {
    const source = await newCategory(t);
    const sourceSub = await newCategory(t, source);
    const target = await newCategory(t, CATEGORY_IDS.bikes);
    const word = `zebraphone${String(Math.random()).slice(2, 8)}`;
    const moved = [
      await newAdIn(t, seller.id, source),
      await newAdIn(t, seller.id, source, sourceSub),
      await newAdIn(t, seller.id, source, null, 'sold'),
    ];
    await t.database.db
      .update(ads)
      .set({ titleEn: `${word} phone` })
      .where(inArray(ads.id, moved));
    const listedIn = async (id: number) =>
      (
        (await call(t, 'GET', `/api/ads?category_id=${String(id)}&q=${word}`)).body.data as {
          total: number;
        }
      ).total;
    expect(await listedIn(source)).toBe(2);

    const res = await call(t, 'POST', `${URL}/${String(source)}/move-ads`, {
      headers: asAdmin(),
      payload: { target_id: target },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ moved: 3 });
    expect(res.body.message).toBe('The ads have been moved: 3.');
    const rows = await t.database.db
      .select({ categoryId: ads.categoryId, subCategoryId: ads.subCategoryId })
      .from(ads)
      .where(inArray(ads.id, moved));
    expect(rows).toEqual(
      moved.map(() => ({ categoryId: CATEGORY_IDS.bikes, subCategoryId: target })),
    );
    const [left] = await t.database.db
      .select({ total: count() })
      .from(adFilterIndex)
      .where(
        sql`${adFilterIndex.tokens} && array[${`c:${String(source)}`}, ${`s:${String(sourceSub)}`}]::text[]`,
      );
    expect(left?.total).toBe(0);
    expect(await listedIn(source)).toBe(0);
    expect(await listedIn(target)).toBe(2);
    expect(await listedIn(CATEGORY_IDS.bikes)).toBe(2);
    expect((await auditOf(t.database.db, 'category', source))[0]).toMatchObject({
      action: 'category.move_ads',
      before: { category_id: source, ads: 3 },
    });
    // Now empty, it can go.
    expect(
      (await call(t, 'DELETE', `${URL}/${String(source)}`, { headers: asAdmin() })).status,
    ).toBe(200);
  });

  it('refuses the category itself or an unknown one as the target, moving nothing', async () => {
    const source = await newCategory(t);
    const ad = await newAdIn(t, seller.id, source);
    const to = (targetId: number) =>
      call(t, 'POST', `${URL}/${String(source)}/move-ads`, {
        headers: asAdmin(),
        payload: { target_id: targetId },
      });
    expect((await to(source)).body.errors?.target_id).toEqual([
      'Choose another category to move the ads to.',
    ]);
    expect((await to(999_999)).status).toBe(422);
    const [row] = await t.database.db
      .select({ categoryId: ads.categoryId })
      .from(ads)
      .where(eq(ads.id, ad));
    expect(row?.categoryId).toBe(source);
  });
});
