-- The ad's price and views join its dates in ad_filter_index, so that a filtered page in any sort
-- is read from that one narrow table (a price or views sort joined the ads and visited every
-- candidate: seconds at 1,000,000 ads). The table is emptied and filled again, its indexes made
-- after the rows (quicker than updating a million rows under a GIN index, and no dead rows).
DROP INDEX "ad_filter_index_tokens_index";--> statement-breakpoint
DROP INDEX "ad_filter_index_created_at_ad_id_index";--> statement-breakpoint
TRUNCATE "ad_filter_index";--> statement-breakpoint
ALTER TABLE "ad_filter_index" ADD COLUMN "price" numeric(14, 2) NOT NULL;--> statement-breakpoint
ALTER TABLE "ad_filter_index" ADD COLUMN "view_count" integer NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_ad_filter_index(ad_ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO ad_filter_index (ad_id, created_at, price, view_count, tokens, numbers)
  SELECT a.id, a.created_at, a.price, a.view_count,
    ARRAY['c:' || a.category_id]
    || CASE WHEN a.sub_category_id IS NULL THEN '{}'::text[] ELSE ARRAY['s:' || a.sub_category_id] END
    || coalesce((
      SELECT array_agg(DISTINCT t.filter_id || ':' || lower(label.text))
      FROM ad_attributes t
      JOIN filter_definitions f ON f.id = t.filter_id
      -- Choices are matched by their English label; typed text in either language.
      CROSS JOIN LATERAL (
        VALUES (t.value -> 'en'), (CASE WHEN f.type = 'text' THEN t.value -> 'ar' END)
      ) AS side(value)
      CROSS JOIN LATERAL jsonb_array_elements_text(
        CASE jsonb_typeof(side.value) WHEN 'array' THEN side.value ELSE jsonb_build_array(side.value) END
      ) AS label(text)
      WHERE t.ad_id = a.id AND t.filter_id IS NOT NULL AND t.numeric_value IS NULL
        AND side.value IS NOT NULL AND label.text <> ''
    ), '{}'),
    coalesce((
      SELECT jsonb_object_agg(t.filter_id, t.numeric_value)
      FROM ad_attributes t
      WHERE t.ad_id = a.id AND t.filter_id IS NOT NULL AND t.numeric_value IS NOT NULL
    ), '{}')
  FROM ads a
  WHERE a.id = ANY(ad_ids)
  ON CONFLICT (ad_id) DO UPDATE
    SET created_at = excluded.created_at, price = excluded.price, view_count = excluded.view_count,
      tokens = excluded.tokens, numbers = excluded.numbers;
$$;--> statement-breakpoint
SELECT refresh_ad_filter_index(ARRAY(SELECT id FROM ads));--> statement-breakpoint
CREATE INDEX "ad_filter_index_tokens_index" ON "ad_filter_index" USING gin ("tokens");--> statement-breakpoint
CREATE INDEX "ad_filter_index_created_at_ad_id_index" ON "ad_filter_index" USING btree ("created_at" DESC NULLS LAST,"ad_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ad_filter_index_price_ad_id_index" ON "ad_filter_index" USING btree ("price","ad_id");--> statement-breakpoint
CREATE INDEX "ad_filter_index_view_count_ad_id_index" ON "ad_filter_index" USING btree ("view_count" DESC NULLS LAST,"ad_id" DESC NULLS LAST);--> statement-breakpoint
-- Views change every few seconds and prices on an edit: copied by a statement-level trigger (a
-- view-count flush is one UPDATE of many ads), only where they changed, without the rest of the row.
CREATE FUNCTION ad_filter_index_from_updated_ads() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ad_filter_index f SET price = n.price, view_count = n.view_count
  FROM new_rows n
  WHERE f.ad_id = n.id AND (f.price, f.view_count) IS DISTINCT FROM (n.price, n.view_count);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER ads_updated AFTER UPDATE ON ads
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ad_filter_index_from_updated_ads();--> statement-breakpoint
ALTER TABLE ads ENABLE ALWAYS TRIGGER ads_updated;--> statement-breakpoint
ANALYZE "ad_filter_index";
