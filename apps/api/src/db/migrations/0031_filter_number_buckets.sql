-- Range filters answered by an index (docs/decisions/0114-range-filters-by-buckets.md): each
-- number of an ad's filters, as the bucket holding it at every power of ten up to 10^12
-- (`{filter}#{level}:{floor(number / 10^level)}`). A range is the few buckets that cover it
-- (modules/ads/number-buckets.ts), so GIN finds the ads of a narrow range without testing every
-- ad of the category; the exact bounds are still tested on the ads it finds. Keep the levels in
-- step with NUMBER_BUCKET_LEVELS. On a large database, build the index ahead with
-- `create index concurrently if not exists` (this migration then skips it).
CREATE OR REPLACE FUNCTION ad_filter_number_buckets(numbers jsonb) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(n.key || '#' || level || ':' || floor(n.value::numeric / 10::numeric ^ level)), '{}')
  FROM jsonb_each_text(numbers) AS n(key, value) CROSS JOIN generate_series(0, 12) AS level
$$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "ad_filter_index_number_buckets_index" ON "ad_filter_index"
  USING gin (ad_filter_number_buckets("numbers"));
