CREATE TABLE "ad_filter_index" (
	"ad_id" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"tokens" text[] NOT NULL,
	"numbers" jsonb NOT NULL
);
--> statement-breakpoint
DROP INDEX "ad_attributes_filter_id_numeric_value_ad_id_index";--> statement-breakpoint
DROP INDEX "ad_attributes_filter_id_label_en_label_ar_ad_id_index";--> statement-breakpoint
ALTER TABLE "ad_filter_index" ADD CONSTRAINT "ad_filter_index_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_filter_index_tokens_index" ON "ad_filter_index" USING gin ("tokens");--> statement-breakpoint
CREATE INDEX "ad_filter_index_created_at_ad_id_index" ON "ad_filter_index" USING btree ("created_at" DESC NULLS LAST,"ad_id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "ad_attributes" DROP COLUMN "label_en";--> statement-breakpoint
ALTER TABLE "ad_attributes" DROP COLUMN "label_ar";--> statement-breakpoint
-- The tokens and numbers of the given ads, written over whatever the index held for them (an ad that no
-- longer exists keeps no row: its row went with it, by the foreign key).
CREATE FUNCTION refresh_ad_filter_index(ad_ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO ad_filter_index (ad_id, created_at, tokens, numbers)
  SELECT a.id, a.created_at,
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
    SET created_at = excluded.created_at, tokens = excluded.tokens, numbers = excluded.numbers;
$$;--> statement-breakpoint
CREATE FUNCTION ad_filter_index_from_new_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_ad_filter_index(ARRAY(SELECT DISTINCT ad_id FROM new_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION ad_filter_index_from_old_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_ad_filter_index(ARRAY(SELECT DISTINCT ad_id FROM old_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION ad_filter_index_from_changed_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_ad_filter_index(ARRAY(SELECT ad_id FROM old_rows UNION SELECT ad_id FROM new_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION ad_filter_index_from_new_ads() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_ad_filter_index(ARRAY(SELECT id FROM new_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION ad_filter_index_from_moved_ad() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_ad_filter_index(ARRAY[NEW.id]);
  RETURN NULL;
END $$;--> statement-breakpoint
-- PostgreSQL allows transition tables only on single-event triggers without a column list; an
-- ad's own row is watched row by row, and only for the columns the index holds (not its views).
-- ENABLE ALWAYS: they also run when bulk loads skip foreign-key checks (session_replication_role).
CREATE TRIGGER ad_attributes_inserted AFTER INSERT ON ad_attributes
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ad_filter_index_from_new_rows();--> statement-breakpoint
CREATE TRIGGER ad_attributes_updated AFTER UPDATE ON ad_attributes
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ad_filter_index_from_changed_rows();--> statement-breakpoint
CREATE TRIGGER ad_attributes_deleted AFTER DELETE ON ad_attributes
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ad_filter_index_from_old_rows();--> statement-breakpoint
CREATE TRIGGER ads_inserted AFTER INSERT ON ads
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ad_filter_index_from_new_ads();--> statement-breakpoint
CREATE TRIGGER ads_moved AFTER UPDATE OF category_id, sub_category_id, created_at ON ads
  FOR EACH ROW
  WHEN (OLD.category_id IS DISTINCT FROM NEW.category_id
    OR OLD.sub_category_id IS DISTINCT FROM NEW.sub_category_id
    OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION ad_filter_index_from_moved_ad();--> statement-breakpoint
ALTER TABLE ad_attributes ENABLE ALWAYS TRIGGER ad_attributes_inserted;--> statement-breakpoint
ALTER TABLE ad_attributes ENABLE ALWAYS TRIGGER ad_attributes_updated;--> statement-breakpoint
ALTER TABLE ad_attributes ENABLE ALWAYS TRIGGER ad_attributes_deleted;--> statement-breakpoint
ALTER TABLE ads ENABLE ALWAYS TRIGGER ads_inserted;--> statement-breakpoint
ALTER TABLE ads ENABLE ALWAYS TRIGGER ads_moved;--> statement-breakpoint
SELECT refresh_ad_filter_index(ARRAY(SELECT id FROM ads));
