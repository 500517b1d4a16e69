import { CATEGORY_IDS, type Ad, type UserProfile } from '@souq/contracts';
import { eq, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { openDatabase, openEmbeddedDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { ads, categories } from '../../src/db/schema/index.ts';
import {
  hiddenCategories,
  HiddenCategoriesWatch,
  useHiddenCategories,
} from '../../src/modules/ads/hidden-categories.ts';
import { liveAd, liveInIndex } from '../../src/modules/ads/live-ad.ts';
import { ContentChanges, type ContentTag } from '../../src/shared/content-changes.ts';
import type { TestContext } from '../helpers/app.ts';
import { fileDatabaseUrl } from '../helpers/file-database.ts';
import { createEngineApp } from '../helpers/search-engines.ts';
import { newCategory } from '../console-categories/categories-fixtures.ts';
import { newMember, type Member } from '../moderation/fixtures.ts';
import { get, type AdPage } from './client.ts';

/**
 * Issue 47 (decision 0107): the ads of a category an admin hid, or of a sub-category of one,
 * leave every list, count and search a visitor reaches without naming the category (the search,
 * the most viewed, the latest, a seller's ads, similar ads, the sitemap), in both search engines
 * alike, at once on the process that hid it; their own pages stay. The memory engine's app keeps
 * its answers (they must be dropped), the postgres engine's keeps none.
 */
let database: DatabaseHandle;
let memory: TestContext;
let postgres: TestContext;
let admin: Member;
let seller: Member;

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  database = url
    ? await openDatabase({ url: await fileDatabaseUrl(url) })
    : await openEmbeddedDatabase({ snapshotFile: inject('pgliteSnapshot') });
  memory = await createEngineApp('memory', {}, database);
  postgres = await createEngineApp('postgres', { cacheAnswers: false }, database);
  [admin, seller] = await Promise.all([newMember(memory, 'admin'), newMember(memory)]);
});
afterAll(async () => {
  await postgres.close();
  await memory.close();
  await database.close();
});

/** A word no seeded ad holds, in the titles of this file's ads. */
const WORD = 'quokkawood';

/** Drops the answers the memory engine's app keeps, after a write made here in the database. */
const written = () => {
  memory.app.contentChanges.emit('ads');
};

/** A live ad of the seller, titled with WORD. */
async function adIn(categoryId: number, subCategoryId: number | null, title: string) {
  const [row] = await database.db
    .insert(ads)
    .values({
      categoryId,
      subCategoryId,
      userId: seller.id,
      titleEn: `${WORD} ${title}`,
      titleAr: `${WORD} ${title}`,
      price: 100,
    })
    .returning({ id: ads.id });
  if (!row) throw new Error('ad not inserted');
  written();
  return row.id;
}

async function setHidden(id: number, hidden: boolean) {
  const res = await memory.app.inject({
    method: 'PUT',
    url: `/api/admin/categories/${String(id)}/hidden`,
    headers: { ...admin.headers, lang: 'en' },
    payload: { hidden },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const idsOf = (page: AdPage) => page.data.map((card: Ad) => card.id);

/** What a visitor finds of the ads, through one app. */
async function found(t: TestContext, adId: number) {
  const page = async (url: string) => {
    const res = await get<AdPage>(t, url);
    expect(res.status, url).toBe(200);
    return res.body.data;
  };
  const [search, mostViewed, latest, sellerAds, similar] = await Promise.all([
    page(`/api/search?q=${WORD}&per_page=48`),
    page('/api/ads/most-viewed?per_page=5'),
    page('/api/ads?per_page=5'),
    page(`/api/ads/user-ads?entity_type=client&entity_id=${String(seller.id)}&per_page=48`),
    page(`/api/ads/${String(adId)}/similar?per_page=48`),
  ]);
  const profile = await get<UserProfile>(t, `/api/users/${String(seller.id)}`);
  return {
    search: { ids: idsOf(search).sort(), total: search.total },
    mostViewed: { ids: idsOf(mostViewed), total: mostViewed.total },
    latest: { ids: idsOf(latest), total: latest.total },
    seller: {
      ids: idsOf(sellerAds).sort(),
      total: sellerAds.total,
      count: profile.body.data.ads_count,
    },
    similar: { ids: idsOf(similar), total: similar.total },
  };
}

/** The ads the sitemap names (the first block holds the seed's and this file's). */
async function inSitemap(ids: number[]): Promise<number[]> {
  const res = await memory.app.inject({ method: 'GET', url: '/sitemaps/ads-0.xml' });
  expect(res.statusCode).toBe(200);
  return ids.filter((id) => res.body.includes(`/en/ad/${String(id)}<`));
}

describe('a hidden top-level category', () => {
  it('leaves every list, count and search at once, in both engines alike, and comes back when shown', async () => {
    const top = await newCategory(memory);
    const sub = await newCategory(memory, top);
    const [lamp, chair, bike] = [
      await adIn(top, sub, 'lamp'),
      await adIn(top, null, 'chair'),
      await adIn(CATEGORY_IDS.bikes, null, 'bike'),
    ];
    // The most viewed and the newest of the site, so that the first page shows them.
    await database.db.update(ads).set({ viewCount: 10_000_000 }).where(eq(ads.id, lamp));
    written();
    const before = await found(memory, chair);
    expect(before.search).toEqual({ ids: [lamp, chair, bike].sort(), total: 3 });
    expect(before.mostViewed.ids[0]).toBe(lamp);
    expect(before.latest.ids.slice(0, 3)).toEqual([bike, chair, lamp]);
    expect(before.seller).toEqual({ ids: [lamp, chair, bike].sort(), total: 3, count: 3 });
    expect(before.similar).toEqual({ ids: [lamp], total: 1 });
    expect(await inSitemap([lamp, chair, bike])).toEqual([lamp, chair, bike]);

    await setHidden(top, true);
    const hidden = {
      search: { ids: [bike], total: 1 },
      mostViewed: {
        ids: expect.not.arrayContaining([lamp]) as number[],
        total: before.mostViewed.total - 2,
      },
      latest: {
        ids: expect.not.arrayContaining([lamp, chair]) as number[],
        total: before.latest.total - 2,
      },
      seller: { ids: [bike], total: 1, count: 1 },
      similar: { ids: [], total: 0 },
    };
    const fromMemory = await found(memory, chair);
    expect(fromMemory).toEqual(hidden);
    expect(fromMemory.latest.ids[0]).toBe(bike);
    expect(await found(postgres, chair)).toEqual(fromMemory);
    expect(await inSitemap([lamp, chair, bike])).toEqual([bike]);
    // Its ads' own pages stay (decision 0100).
    for (const t of [memory, postgres]) {
      expect((await get(t, `/api/ads/${String(lamp)}`)).status).toBe(200);
    }

    await setHidden(top, false);
    expect(await found(memory, chair)).toEqual(before);
    expect(await found(postgres, chair)).toEqual(before);
    expect(await inSitemap([lamp, chair, bike])).toEqual([lamp, chair, bike]);
  });
});

describe('a hidden sub-category of a shown top level', () => {
  it("leaves its top level's lists and the search, in both engines alike", async () => {
    const sub = await newCategory(memory, CATEGORY_IDS.bikes);
    const [kept, left] = [
      await adIn(CATEGORY_IDS.bikes, null, 'saddle'),
      await adIn(CATEGORY_IDS.bikes, sub, 'pedal'),
    ];
    const bikes = `/api/ads?category_id=${String(CATEGORY_IDS.bikes)}&per_page=6`;
    const words = `/api/ads?category_id=${String(CATEGORY_IDS.bikes)}&q=${WORD}&per_page=48`;
    const ours = (page: AdPage) => idsOf(page).filter((id) => id === kept || id === left);
    const read = async (t: TestContext) => {
      const urls = [bikes, words, `/api/search?q=${WORD}&per_page=48`];
      const [inBikes, withWords, search, similar] = await Promise.all(
        [...urls, `/api/ads/${String(kept)}/similar`].map(
          async (url) => (await get<AdPage>(t, url)).body.data,
        ),
      );
      if (!inBikes || !withWords || !search || !similar) throw new Error('a list is missing');
      return {
        bikes: { ids: idsOf(inBikes), total: inBikes.total },
        words: ours(withWords),
        search: ours(search),
        similar: { left: ours(similar), total: similar.total },
      };
    };
    const before = await read(memory);
    expect(before.bikes.ids.slice(0, 2)).toEqual([left, kept]);
    expect(before).toMatchObject({ words: [left, kept], search: [left, kept] });
    expect(before.similar.left).toEqual([left]);

    await setHidden(sub, true);
    for (const t of [memory, postgres]) {
      const after = await read(t);
      expect(after.bikes.ids.slice(0, 5)).toEqual(before.bikes.ids.slice(1));
      expect(after).toMatchObject({
        bikes: { total: before.bikes.total - 1 },
        words: [kept],
        search: [kept],
        similar: { left: [], total: before.similar.total - 1 },
      });
    }

    await setHidden(sub, false);
    expect(await read(memory)).toEqual(before);
    expect(await read(postgres)).toEqual(before);
  });
});

describe('the hidden categories of a process', () => {
  it("are read again on another process's catalogue change, and drop the lists again once read", async () => {
    const top = await newCategory(memory);
    const changes = new ContentChanges((error: unknown) => {
      throw error;
    });
    const watch = new HiddenCategoriesWatch(database.db, changes, (error: unknown) => {
      throw error;
    });
    await watch.start();
    // What each change dropped, and whether the set held the category by then.
    const heard: { tags: ContentTag[]; hidden: boolean }[] = [];
    changes.on((change) => {
      heard.push({ tags: [...change], hidden: hiddenCategories().tops.includes(top) });
    });
    try {
      await database.db.update(categories).set({ hidden: true }).where(eq(categories.id, top));
      changes.heard(['catalog', `listed:${top}`]);
      await vi.waitFor(
        () => {
          expect(hiddenCategories().tops).toContain(top);
        },
        { timeout: 1000 },
      );
      // The first drop came before the set was read; the second, after.
      expect(heard).toEqual([
        { tags: expect.arrayContaining(['catalog']) as ContentTag[], hidden: false },
        {
          tags: expect.arrayContaining(['catalog', `listed:${top}`]) as ContentTag[],
          hidden: true,
        },
      ]);
      // Nothing else changed: read again, dropping nothing.
      changes.heard(['catalog']);
      await watch.reload();
      expect(heard).toHaveLength(3);
    } finally {
      watch.stop();
      await database.db.update(categories).set({ hidden: false }).where(eq(categories.id, top));
      await memory.app.hiddenCategories.reload();
    }
    expect(hiddenCategories().tops).not.toContain(top);
    // A failed read leaves the set as it was, reported.
    const failures: unknown[] = [];
    const broken = new HiddenCategoriesWatch(
      {
        select: () => {
          throw new Error('no database');
        },
      } as unknown as typeof database.db,
      changes,
      (error) => failures.push(error),
    );
    await broken.reload();
    broken.stop();
    expect(failures).toHaveLength(1);
    expect(hiddenCategories().tops).not.toContain(top);
  });
});

describe('the condition of a live ad', () => {
  it('adds nothing to the statements while nothing is hidden, and literals otherwise', () => {
    const dialect = new PgDialect({ casing: 'snake_case' });
    const text = (condition: SQL) => dialect.sqlToQuery(condition);
    const active = `("ads"."status" = 'active' and "ads"."expires_at" > now())`;
    const saved = hiddenCategories();
    useHiddenCategories({ tops: [], subs: [] });
    try {
      expect(text(liveAd)).toEqual({ sql: active, params: [] });
      expect(text(liveInIndex)).toEqual({
        sql: '"ad_filter_index"."expires_at" > now()',
        params: [],
      });
      useHiddenCategories({ tops: [4, 9], subs: [{ id: 12, parentId: 3 }] });
      // Literals, as the planner must see them (decision 0099): no parameter.
      expect(text(liveAd)).toEqual({
        sql: `(${active} and "ads"."category_id" not in (4, 9) and ("ads"."sub_category_id" is null or "ads"."sub_category_id" not in (12)))`,
        params: [],
      });
      expect(text(liveInIndex)).toEqual({
        sql: `("ad_filter_index"."expires_at" > now() and not ("ad_filter_index"."tokens" && array['c:4', 'c:9', 's:12']::text[]))`,
        params: [],
      });
    } finally {
      useHiddenCategories(saved);
    }
  });
});
