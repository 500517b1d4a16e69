// Bulk ads for search and listing benchmarks: clones the seeded ads (title, category, seller,
// place, attributes, first picture) with varied prices, view counts and dates, entirely in SQL
// (`INSERT … SELECT generate_series`), one chunk per statement.
// Usage: npm run bench:generate [-- --count 1000000 --chunk 50000]
// Uses DATABASE_URL, or PGlite in DATA_DIR/pglite; migrates and seeds first when needed.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq, max, sql } from 'drizzle-orm';
import { boolean, pgTable, text } from 'drizzle-orm/pg-core';
import { loadEnv } from '../apps/api/src/config/env.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { runMigrations } from '../apps/api/src/db/migrate.ts';
import { ads } from '../apps/api/src/db/schema/index.ts';
import { SEED_AD_COUNT } from '../apps/api/src/db/seed/ads/templates.ts';
import { isSeeded, seedDatabase } from '../apps/api/src/db/seed/index.ts';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '1000000' },
    chunk: { type: 'string', default: '50000' },
  },
});
const count = Number(values.count);
const chunk = Number(values.chunk);
if (!Number.isInteger(count) || count < 1 || !Number.isInteger(chunk) || chunk < 1) {
  throw new Error('--count and --chunk must be positive whole numbers');
}

const env = loadEnv();
await mkdir(env.DATA_DIR, { recursive: true });
const database = await openDatabase({
  url: env.DATABASE_URL,
  dataDir: path.join(env.DATA_DIR, 'pglite'),
});
const { db } = database;
await runMigrations(database);
if (!(await isSeeded(db))) {
  console.log('empty database: seeding it first');
  await seedDatabase(db, { mediaDir: path.join(env.DATA_DIR, 'media'), images: true, demo: true });
}

const [top] = await db.select({ id: max(ads.id) }).from(ads);
const first = (top?.id ?? 0) + 1;

// Clone number g (0-based) copies seeded ad (g mod SEED_AD_COUNT) + 1; small multiplicative
// hashes of g vary the price (70–130 %), the view count and the date over the last 120 days.
const source = sql`src as (
  select a.*, row_number() over (order by a.id) - 1 as rn,
    (select i.path from ad_images i where i.ad_id = a.id order by i.position limit 1) as image
  from ads a where a.id <= ${SEED_AD_COUNT})`;
const clones = (from: number, to: number) =>
  sql`generate_series(${from}::bigint, ${to}::bigint) g join src s on s.rn = g % ${SEED_AD_COUNT}`;
const price = sql`round(s.price * (0.7 + ((g * 7919) % 61) / 100.0), -3)`;
const newId = sql`(${first} + g)::int`;

// Clones copy references from rows that already satisfy every foreign key, so a superuser
// may skip the per-row checks (as pg_restore --disable-triggers does); about twice as fast.
const pgRoles = pgTable('pg_roles', { rolname: text().notNull(), rolsuper: boolean().notNull() });
const [role] = await db
  .select({ superuser: pgRoles.rolsuper })
  .from(pgRoles)
  .where(eq(pgRoles.rolname, sql`current_user`));
const skipChecks = role?.superuser === true;

async function insertChunk(from: number, to: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (skipChecks) await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`with ${source}
      insert into ads (id, category_id, sub_category_id, user_id, store_id, title_en, title_ar,
        description_en, description_ar, price, country_id, city_id, address_en, address_ar,
        view_count, created_at, updated_at)
      select ${newId}, s.category_id, s.sub_category_id, s.user_id, s.store_id, s.title_en, s.title_ar,
        '<p>' || s.title_en || '</p>', '<p>' || s.title_ar || '</p>', ${price},
        s.country_id, s.city_id, s.address_en, s.address_ar, ((g * 2654435761) % 5000)::int,
        t.at, t.at
      from ${clones(from, to)},
        lateral (select timestamptz '2026-11-01 12:00:00+00'
          - make_interval(mins => ((g * 104729) % 172800)::int) as at) t`);
    await tx.execute(sql`with ${source}
      insert into ad_images (ad_id, path, position)
      select ${newId}, s.image, 0 from ${clones(from, to)}`);
    await tx.execute(sql`with ${source}
      insert into ad_attributes (ad_id, filter_id, name_en, name_ar, value, numeric_value)
      select ${newId}, a.filter_id, a.name_en, a.name_ar,
        case when a.name_en = 'Price' then jsonb_build_object(
          'en', to_char(${price}, 'FM999,999,999,999') || ' S.P',
          'ar', to_char(${price}, 'FM999,999,999,999') || ' ل.س') else a.value end,
        case when a.name_en = 'Price' then ${price} else a.numeric_value end
      from ${clones(from, to)} join ad_attributes a on a.ad_id = s.id`);
  });
}

const started = performance.now();
for (let from = 0; from < count; from += chunk) {
  const to = Math.min(count, from + chunk) - 1;
  await insertChunk(from, to);
  const seconds = (performance.now() - started) / 1000;
  const done = to + 1;
  console.log(
    `${done.toLocaleString('en-US')} ads, ${Math.round(done / seconds).toLocaleString('en-US')} ads/s`,
  );
}
for (const table of ['ads', 'ad_images', 'ad_attributes']) {
  await db.execute(
    sql.raw(
      `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
    ),
  );
}
await db.execute(sql`analyze ads, ad_images, ad_attributes`);
const seconds = (performance.now() - started) / 1000;
console.log(
  `inserted ${count.toLocaleString('en-US')} ads (ids ${first}–${first + count - 1}) with their attributes ` +
    `and pictures in ${seconds.toFixed(1)} s: ${Math.round(count / seconds).toLocaleString('en-US')} ads/s ` +
    `on ${database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}` +
    (skipChecks ? ' (foreign-key checks skipped)' : ''),
);
await database.close();
