import { sql } from 'drizzle-orm';
import type { NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import { SEED_AD_COUNT } from '../../apps/api/src/db/seed/ads/templates.ts';

/** One session of the generator, or a transaction of it (its temporary tables live as long). */
export type Session = PgDatabase<NodePgQueryResultHKT>;

/**
 * The clones of one run: clone g (0-based) gets the ad id `first + g`, its attributes ids from
 * `firstAttribute` on, in clone then source order.
 */
export type ClonePlan = { first: number; firstAttribute: number; skipForeignKeyChecks: boolean };

export async function readClonePlan(db: Session): Promise<ClonePlan> {
  const { rows } = await db.execute<{ ad: number; attribute: number; superuser: boolean }>(
    sql`select (select coalesce(max(id), 0) from ads) as ad,
      (select coalesce(max(id), 0) from ad_attributes) as attribute,
      (select rolsuper from pg_roles where rolname = current_user) as superuser`,
  );
  const found = rows[0];
  if (!found) throw new Error('no plan');
  // Clones copy references from rows that already satisfy every foreign key, so a superuser
  // may skip the per-row checks (as pg_restore --disable-triggers does); about twice as fast.
  return {
    first: found.ad + 1,
    firstAttribute: found.attribute + 1,
    skipForeignKeyChecks: found.superuser,
  };
}

/**
 * Copies the seeded ads (with their first picture) and their attributes into temporary tables
 * of the session, read by every chunk. Each attribute gets its place in a cycle of clones
 * (`ord` of `cycle`): any session numbers any chunk's attributes alike, without reading the
 * table (cloneAttributes).
 */
export async function createSources(db: Session): Promise<void> {
  await db.execute(sql`create temp table source_ads as
    select a.*, row_number() over (order by a.id) - 1 as rn,
      (select i.path from ad_images i where i.ad_id = a.id order by i.position limit 1) as image
    from ads a where a.id <= ${SEED_AD_COUNT}`);
  await db.execute(sql`create temp table source_attributes as
    select t.*, row_number() over (order by s.rn, t.id) - 1 as ord, count(*) over () as cycle
    from ad_attributes t join source_ads s on s.id = t.ad_id`);
  await db.execute(sql`analyze source_ads, source_attributes`);
}

/** Chunk `from`…`to` of the clones (numbers g of the plan, both ends included). */
export type Chunk = { from: number; to: number };

// Clone number g copies seeded ad (g mod SEED_AD_COUNT) + 1; small multiplicative hashes of g
// vary the price (70–130 %), the view count and the date over the last 120 days.
const clones = ({ from, to }: Chunk) =>
  sql`generate_series(${from}::bigint, ${to}::bigint) g join source_ads s on s.rn = g % ${SEED_AD_COUNT}`;
/** The price of clone g of source ad s. */
export const clonePrice = sql`round(s.price * (0.7 + ((g * 7919) % 61) / 100.0), -3)`;
const newId = (plan: ClonePlan) => sql`(${plan.first} + g)::int`;

/** Joins ad `a` of the clones to its number `g` and its source `s`. */
export const cloneSource = (plan: ClonePlan) =>
  sql`cross join lateral (select (a.id - ${plan.first})::bigint as g) clone
    join source_ads s on s.rn = g % ${SEED_AD_COUNT}`;

/** The ids of a chunk's clones, as a range. */
export const chunkIds = (plan: ClonePlan, { from, to }: Chunk) => ({
  low: plan.first + from,
  high: plan.first + to,
});

/**
 * Inserts the chunk's ads; with `words`, their attribute words too (the source's `words_en`
 * and `words_ar`, derived-rows.ts), which otherwise the triggers write.
 */
export function insertAds(db: Session, plan: ClonePlan, chunk: Chunk, words = false) {
  const id = newId(plan);
  return db.execute(sql`insert into ads (id, category_id, sub_category_id, user_id, store_id,
      title_en, title_ar, description_en, description_ar, price, country_id, city_id,
      address_en, address_ar, view_count, created_at, updated_at
      ${words ? sql`, attribute_words_en, attribute_words_ar` : sql``})
    select ${id}, s.category_id, s.sub_category_id, s.user_id, s.store_id, s.title_en, s.title_ar,
      '<p>' || s.title_en || '</p>', '<p>' || s.title_ar || '</p>', ${clonePrice},
      s.country_id, s.city_id, s.address_en, s.address_ar, ((g * 2654435761) % 5000)::int,
      t.at, t.at
      ${words ? sql`, s.words_en, s.words_ar` : sql``}
    from ${clones(chunk)}
      cross join lateral (select timestamptz '2026-11-01 12:00:00+00'
        - make_interval(mins => ((g * 104729) % 172800)::int) as at) t`);
}

export function insertImages(db: Session, plan: ClonePlan, chunk: Chunk) {
  return db.execute(sql`insert into ad_images (ad_id, path, position)
    select ${newId(plan)}, s.image, 0 from ${clones(chunk)}`);
}

export const ATTRIBUTE_COLUMNS = sql`id, ad_id, filter_id, name_en, name_ar, value, numeric_value`;

/** The chunk's attribute rows, in the order of `ATTRIBUTE_COLUMNS`. */
export function cloneAttributes(plan: ClonePlan, chunk: Chunk) {
  return sql`select (${plan.firstAttribute} + (g / ${SEED_AD_COUNT}) * a.cycle + a.ord)::int,
      ${newId(plan)}, a.filter_id, a.name_en, a.name_ar,
      case when a.name_en = 'Price' then jsonb_build_object(
        'en', to_char(${clonePrice}, 'FM999,999,999,999') || ' S.P',
        'ar', to_char(${clonePrice}, 'FM999,999,999,999') || ' ل.س') else a.value end,
      case when a.name_en = 'Price' then ${clonePrice} else a.numeric_value end
    from ${clones(chunk)} join source_attributes a on a.ad_id = s.id`;
}
