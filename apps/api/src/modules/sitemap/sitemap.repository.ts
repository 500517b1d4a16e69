import { CATEGORY_IDS } from '@souq/contracts';
import { and, asc, gt, lte, max, not, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { ads, categories, jobOffers, stores } from '../../db/schema/index.ts';
import { listedAdPage } from '../ads/live-ad.ts';
import { isExpired } from '../jobs/jobs.repository.ts';

/**
 * Pages per sitemap: each names 2 addresses (Arabic and English), and a sitemap holds at most
 * 50,000 (sitemaps.org).
 */
export const PAGES_PER_SITEMAP = 25_000;
/** Rows read from the database at a time while a sitemap is written out. */
const BATCH = 5_000;

export type SitemapKind = 'ads' | 'jobs' | 'stores';

/**
 * A table whose rows have pages: their id, last change, which rows a visitor may open, and
 * whether a row's two language pages are translations of each other (both by default).
 */
type Source = {
  id: AnyPgColumn;
  lastmod: SQL<string | Date>;
  visible?: SQL;
  bilingual?: SQL<boolean>;
};

/** An ad's last change: an edit, or its sale (which shows on its page). */
const adChanged = sql<string | Date>`greatest(${ads.updatedAt}, ${ads.soldAt})`;

/**
 * The last change of a store's ads. The store's id is written with its table: drizzle leaves a
 * column of a one-table query bare, which inside this subquery would name the ad's own.
 */
const STORE_ADS = 'store_ads';
const storeAds = alias(ads, STORE_ADS);
const storeAdsChanged = sql`(select max(greatest(${storeAds.updatedAt}, ${storeAds.soldAt})) from ${ads} as ${sql.identifier(STORE_ADS)} where ${storeAds.storeId} = ${stores}.${sql.identifier(stores.id.name)})`;

const SOURCES: Record<SitemapKind, Source> = {
  ads: {
    id: ads.id,
    lastmod: adChanged,
    visible: listedAdPage,
    // A seller's untranslated ad shows one text under both languages: no hreflang pair.
    bilingual: sql<boolean>`${ads.writtenLang} is null or ${ads.translated}`,
  },
  // An expired offer's page says so and carries no JobPosting: it is not listed.
  jobs: {
    id: jobOffers.id,
    lastmod: sql<string | Date>`${jobOffers.updatedAt}`,
    visible: not(isExpired),
  },
  // A store is not edited; its page changes with its ads (new, edited, sold).
  stores: { id: stores.id, lastmod: sql`greatest(${stores.createdAt}, ${storeAdsChanged})` },
};

function tableOf(kind: SitemapKind) {
  return { ads, jobs: jobOffers, stores }[kind];
}

/**
 * A kind's sitemaps are blocks of ids (block `n` holds ids `n × PAGES_PER_SITEMAP + 1` to
 * `(n + 1) × PAGES_PER_SITEMAP`), so a sitemap is one range of the primary key however many
 * rows come before it. The index lists the blocks that hold a visible row, with their latest
 * change.
 */
export async function sitemapBlocks(
  db: Database,
  kind: SitemapKind,
): Promise<{ block: number; lastmod: Date }[]> {
  const source = SOURCES[kind];
  // The size written into the statement, not a parameter: PostgreSQL matches the grouped
  // expression to the selected one only when they are the same text.
  const block = sql<number>`(${source.id} - 1) / ${sql.raw(String(PAGES_PER_SITEMAP))}`.mapWith(
    Number,
  );
  return db
    .select({
      block,
      lastmod: max(source.lastmod).mapWith((value: string | Date) => new Date(value)),
    })
    .from(tableOf(kind))
    .where(source.visible)
    .groupBy(block)
    .orderBy(block);
}

/** The visible rows of one block, in id order, read a batch at a time. */
export async function* sitemapRows(
  db: Database,
  kind: SitemapKind,
  block: number,
): AsyncGenerator<{ id: number; lastmod: Date; bilingual: boolean }> {
  const source = SOURCES[kind];
  const last = (block + 1) * PAGES_PER_SITEMAP;
  let after = block * PAGES_PER_SITEMAP;
  for (;;) {
    const rows = await db
      .select({
        id: sql<number>`${source.id}`.mapWith(Number),
        lastmod: source.lastmod,
        bilingual: source.bilingual ?? sql<boolean>`true`,
      })
      .from(tableOf(kind))
      .where(and(gt(source.id, after), lte(source.id, last), source.visible))
      .orderBy(asc(source.id))
      .limit(BATCH);
    for (const row of rows) {
      yield { id: row.id, lastmod: new Date(row.lastmod), bilingual: row.bilingual };
    }
    const next = rows.at(-1);
    if (next === undefined || rows.length < BATCH) return;
    after = next.id;
  }
}

/**
 * The categories that have a category page: the jobs (the jobs list) and the service
 * providers (their own page), with their sub-categories, are listed as those pages.
 */
export async function categoryPages(db: Database): Promise<number[]> {
  const rows = await db
    .select({ id: categories.id, parentId: categories.parentId, hidden: categories.hidden })
    .from(categories)
    .orderBy(asc(categories.id));
  // The service providers' category holds ads too: its page lists them (the menu links the
  // providers' own page). A hidden category (issue 47) has no page, nor have its sub-categories.
  const ownPages = new Set<number>([CATEGORY_IDS.jobs]);
  const left = new Set([...ownPages, ...rows.filter((row) => row.hidden).map((row) => row.id)]);
  return rows
    .filter((row) => !left.has(row.id) && !left.has(row.parentId ?? 0))
    .map((row) => row.id);
}
