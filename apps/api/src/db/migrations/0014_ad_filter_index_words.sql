ALTER TABLE "ad_filter_index" ADD COLUMN "title_words" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "ad_filter_index" ADD COLUMN "description_words" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- The search's copy in memory reads an ad's words with the rest of its row; the database's own
-- search keeps reading the vectors of `ads` (and their indexes).
CREATE OR REPLACE FUNCTION refresh_ad_filter_index(ad_ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM ad_filter_index f USING ads a
  WHERE f.ad_id = ANY(ad_ids) AND a.id = f.ad_id AND a.status <> 'active';
  INSERT INTO ad_filter_index
    (ad_id, created_at, expires_at, price, view_count, tokens, numbers, title_words, description_words)
  SELECT a.id, a.created_at, a.expires_at, a.price, a.view_count,
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
    ), '{}'),
    tsvector_to_array(a.title_vector), tsvector_to_array(a.description_vector)
  FROM ads a
  WHERE a.id = ANY(ad_ids) AND a.status = 'active'
  ON CONFLICT (ad_id) DO UPDATE
    SET created_at = excluded.created_at, expires_at = excluded.expires_at, price = excluded.price,
      view_count = excluded.view_count, tokens = excluded.tokens, numbers = excluded.numbers,
      title_words = excluded.title_words, description_words = excluded.description_words;
$$;--> statement-breakpoint
DROP TRIGGER ads_moved ON ads;--> statement-breakpoint
CREATE TRIGGER ads_moved AFTER UPDATE OF category_id, sub_category_id, created_at, status, expires_at,
    title_en, title_ar, description_en, description_ar ON ads
  FOR EACH ROW
  WHEN (OLD.category_id IS DISTINCT FROM NEW.category_id
    OR OLD.sub_category_id IS DISTINCT FROM NEW.sub_category_id
    OR OLD.created_at IS DISTINCT FROM NEW.created_at
    OR OLD.status IS DISTINCT FROM NEW.status
    OR OLD.expires_at IS DISTINCT FROM NEW.expires_at
    OR OLD.title_vector IS DISTINCT FROM NEW.title_vector
    OR OLD.description_vector IS DISTINCT FROM NEW.description_vector)
  EXECUTE FUNCTION ad_filter_index_from_moved_ad();--> statement-breakpoint
ALTER TABLE ads ENABLE ALWAYS TRIGGER ads_moved;--> statement-breakpoint
UPDATE ad_filter_index f
  SET title_words = tsvector_to_array(a.title_vector),
    description_words = tsvector_to_array(a.description_vector)
  FROM ads a WHERE a.id = f.ad_id;
