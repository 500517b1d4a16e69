import { sql } from 'drizzle-orm';
import { SEED_AD_COUNT } from '../../apps/api/src/db/seed/ads/templates.ts';
import { cloneSource, clonePrice, type ClonePlan, type Session } from './clone-rows.ts';

/**
 * What the triggers of `ads`, `ad_attributes` and `ad_filter_index` write for new ads, done a
 * chunk at a time rather than ad by ad, with the expressions of the migrations' functions, so
 * that both ways give the same rows (apps/api/test/db/generate-ads.test.ts checks it).
 *
 * A clone's attributes are its source's, but for the Price rows, which get the clone's price as
 * their number (never null: `ads.price` is not). The attribute words and the filter tokens skip
 * the rows with a number, so they are the same for every clone of a source and are computed once
 * here, from the source's other rows; so are its numbers but the price's, added per clone.
 */
export async function writeCloneFacts(db: Session): Promise<void> {
  await db.execute(sql`alter table source_ads add column words_en text not null default '',
    add column words_ar text not null default '', add column tokens text[] not null default '{}',
    add column numbers jsonb not null default '{}', add column price_filters integer[]`);
  // ad_attribute_words(ad, lang) of migration 0019, both languages at once.
  await db.execute(sql`update source_ads s set words_en = coalesce(w.en, ''),
      words_ar = coalesce(w.ar, '')
    from (
      select t.ad_id,
        string_agg(label.text, ' ' order by t.id, label.at) filter (where side.lang = 'en') as en,
        string_agg(label.text, ' ' order by t.id, label.at) filter (where side.lang = 'ar') as ar
      from source_attributes t
      left join filter_definitions f on f.id = t.filter_id
      cross join (values ('en'), ('ar')) as side(lang)
      cross join lateral jsonb_array_elements_text(
        case jsonb_typeof(t.value -> side.lang) when 'array' then t.value -> side.lang
          else jsonb_build_array(t.value -> side.lang) end
      ) with ordinality as label(text, at)
      where t.name_en <> 'Price' and t.numeric_value is null and f.type is distinct from 'boolean'
        and jsonb_typeof(t.value -> side.lang) in ('string', 'array')
      group by t.ad_id
    ) w
    where w.ad_id = s.id`);
  // The attribute tokens of refresh_ad_filter_index (migration 0014).
  await db.execute(sql`update source_ads s set tokens = k.tokens
    from (
      select t.ad_id, array_agg(distinct t.filter_id || ':' || lower(label.text)) as tokens
      from source_attributes t
      join filter_definitions f on f.id = t.filter_id
      cross join lateral (
        values (t.value -> 'en'), (case when f.type = 'text' then t.value -> 'ar' end)
      ) as side(value)
      cross join lateral jsonb_array_elements_text(
        case jsonb_typeof(side.value) when 'array' then side.value
          else jsonb_build_array(side.value) end
      ) as label(text)
      where t.name_en <> 'Price' and t.filter_id is not null and t.numeric_value is null
        and side.value is not null and label.text <> ''
      group by t.ad_id
    ) k
    where k.ad_id = s.id`);
  await db.execute(sql`update source_ads s set numbers = n.numbers
    from (
      select ad_id, jsonb_object_agg(filter_id, numeric_value) as numbers
      from source_attributes
      where name_en <> 'Price' and filter_id is not null and numeric_value is not null
      group by ad_id
    ) n
    where n.ad_id = s.id`);
  await db.execute(sql`update source_ads s set price_filters = p.filters
    from (
      select ad_id, array_agg(distinct filter_id) as filters
      from source_attributes
      where name_en = 'Price' and filter_id is not null
      group by ad_id
    ) p
    where p.ad_id = s.id`);
}

/**
 * The rows of ads `low`…`high` in the filter index (refresh_ad_filter_index), the change log
 * (ad_filter_index_record_changes: this transaction wrote them) and the new words of their
 * titles (title_words_from_new_ads, and title_words_from_retitled_ad once the attribute words
 * came).
 */
export async function writeDerivedRows(
  db: Session,
  plan: ClonePlan,
  low: number,
  high: number,
): Promise<void> {
  await db.execute(sql`insert into ad_filter_index
      (ad_id, created_at, expires_at, price, view_count, tokens, numbers, title_words,
        description_words)
    select a.id, a.created_at, a.expires_at, a.price, a.view_count,
      array['c:' || a.category_id]
        || case when a.sub_category_id is null then '{}'::text[]
          else array['s:' || a.sub_category_id] end
        || s.tokens,
      s.numbers || coalesce(
        (select jsonb_object_agg(price_filter.id, ${clonePrice})
          from unnest(s.price_filters) as price_filter(id)), '{}'),
      tsvector_to_array(a.title_vector), tsvector_to_array(a.description_vector)
    from ads a ${cloneSource(plan)}
    where a.id between ${low} and ${high} and a.status = 'active'
    on conflict (ad_id) do update
      set created_at = excluded.created_at, expires_at = excluded.expires_at,
        price = excluded.price, view_count = excluded.view_count, tokens = excluded.tokens,
        numbers = excluded.numbers, title_words = excluded.title_words,
        description_words = excluded.description_words`);
  await db.execute(sql`insert into ad_filter_index_changes (ad_id, xid)
    select ad_id, pg_current_xact_id() from ad_filter_index where ad_id between ${low} and ${high}
    on conflict (ad_id) do update set xid = excluded.xid`);
  // The clones of a source have the same title and attribute words, so the same title vector:
  // one clone of each source (the chunk's first ones) has every word of the chunk.
  await db.execute(sql`insert into title_words (word)
    select distinct unnest(tsvector_to_array(title_vector)) as word
    from ads where id between ${low} and ${Math.min(high, low + SEED_AD_COUNT - 1)}
    order by word
    on conflict do nothing`);
}
