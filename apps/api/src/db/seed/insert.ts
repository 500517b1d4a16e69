import { sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client.ts';
import * as schema from '../schema/index.ts';
import type { DemoData, SeedData } from './data.ts';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Rows per statement: well under PostgreSQL's 65,535 bind parameters for every table here. */
const BATCH = 500;

async function insertAll<T extends PgTable>(
  tx: Transaction,
  table: T,
  rows: PgInsertValue<T>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    await tx.insert(table).values(rows.slice(i, i + BATCH));
  }
}

/** Tables whose identity ids the seed sets explicitly; their sequences must move past them. */
const IDENTITY_TABLES = [
  'countries',
  'cities',
  'categories',
  'filter_definitions',
  'tags',
  'users',
  'stores',
  'ads',
  'ad_images',
  'ad_attributes',
  'reviews',
  'ratings',
  'job_offers',
  'job_standards',
  'job_applications',
  'conversations',
  'messages',
  'banners',
  'legal_sections',
];

export async function resetSequences(tx: Transaction): Promise<void> {
  for (const table of IDENTITY_TABLES) {
    await tx.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
      ),
    );
  }
}

/** Inserts in dependency order; parents before the rows that reference them. */
export async function insertSeedData(tx: Transaction, data: SeedData): Promise<void> {
  await insertAll(tx, schema.countries, data.countries);
  await insertAll(tx, schema.cities, data.cities);
  await insertAll(tx, schema.categories, data.categories);
  await insertAll(tx, schema.filterDefinitions, data.filters);
  await insertAll(tx, schema.tags, data.tags);
  if (data.demo) await insertDemoData(tx, data.demo);
  await insertAll(tx, schema.legalSections, data.legal);
  await insertAll(tx, schema.contentPages, data.pages);
  await insertAll(tx, schema.siteSettings, data.settings);
}

async function insertDemoData(tx: Transaction, demo: DemoData): Promise<void> {
  const { social } = demo;
  await insertAll(tx, schema.users, demo.users);
  await insertAll(tx, schema.userInterests, social.interests);
  await insertAll(tx, schema.stores, demo.stores);
  await insertAll(tx, schema.ads, demo.ads);
  await insertAll(tx, schema.adImages, demo.adImages);
  await insertAll(tx, schema.adAttributes, demo.adAttributes);
  await insertAll(tx, schema.likes, social.likes);
  await insertAll(tx, schema.favorites, social.favorites);
  await insertAll(tx, schema.reviews, social.reviews);
  await insertAll(tx, schema.ratings, social.ratings);
  await insertAll(tx, schema.follows, social.follows);
  await insertAll(tx, schema.storeFollows, social.storeFollows);
  await insertAll(tx, schema.jobOffers, demo.jobs);
  await insertAll(tx, schema.jobStandards, demo.standards);
  await insertAll(tx, schema.jobApplications, social.jobApplications);
  await insertAll(tx, schema.jobFavorites, social.jobFavorites);
  await insertAll(tx, schema.conversations, demo.chat.conversations);
  await insertAll(tx, schema.messages, demo.chat.messages);
  await insertAll(tx, schema.banners, demo.banners);
}
