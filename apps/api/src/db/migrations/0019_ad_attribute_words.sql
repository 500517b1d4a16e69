-- An ad written in one language holds that text on both sides, so its make, model or brand was
-- found only in that language (`toyota`, not `تويوتا`). The labels of its attributes, in both
-- languages, are now words of its title vector: numbers and yes/no answers aside, as they name
-- nothing. Kept on the ad (`attribute_words_en`, `attribute_words_ar`) by triggers on
-- `ad_attributes`, so the vector stays a generated column and both search paths read them.
-- The vector is replaced with its column: the triggers watching it go first.
DROP TRIGGER ads_moved ON ads;--> statement-breakpoint
DROP TRIGGER ads_title_words_retitled ON ads;--> statement-breakpoint
ALTER TABLE "ads" DROP COLUMN "title_vector";--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "attribute_words_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "attribute_words_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE FUNCTION ad_attribute_words(ad integer, lang text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(string_agg(label.text, ' ' ORDER BY t.id, label.at), '')
  FROM ad_attributes t
  LEFT JOIN filter_definitions f ON f.id = t.filter_id
  CROSS JOIN LATERAL jsonb_array_elements_text(
    CASE jsonb_typeof(t.value -> lang) WHEN 'array' THEN t.value -> lang ELSE jsonb_build_array(t.value -> lang) END
  ) WITH ORDINALITY AS label(text, at)
  WHERE t.ad_id = ad AND t.numeric_value IS NULL AND f.type IS DISTINCT FROM 'boolean'
    AND jsonb_typeof(t.value -> lang) IN ('string', 'array');
$$;--> statement-breakpoint
CREATE FUNCTION refresh_ad_attribute_words(ad_ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE ads a SET attribute_words_en = words.en, attribute_words_ar = words.ar
  FROM (
    SELECT id, ad_attribute_words(id, 'en') AS en, ad_attribute_words(id, 'ar') AS ar
    FROM unnest(ad_ids) AS id
  ) AS words
  WHERE a.id = words.id
    AND (a.attribute_words_en, a.attribute_words_ar) IS DISTINCT FROM (words.en, words.ar);
$$;--> statement-breakpoint
SELECT refresh_ad_attribute_words(ARRAY(SELECT DISTINCT ad_id FROM ad_attributes));--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "title_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', translate(title_en || ' ' || attribute_words_en, './@:', '    ')) || to_tsvector('arabic', translate(title_ar || ' ' || attribute_words_ar, './@:', '    ')) || to_tsvector('simple', translate(title_en || ' ' || attribute_words_en, './@:', '    ')) || to_tsvector('simple', translate(translate(title_ar || ' ' || attribute_words_ar, './@:', '    '), 'أإآٱىةـًٌٍَُِّْ', 'اااايه'))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "ads_title_vector_index" ON "ads" USING gin ("title_vector");--> statement-breakpoint
CREATE TRIGGER ads_moved AFTER UPDATE OF category_id, sub_category_id, created_at, status, expires_at,
    title_en, title_ar, attribute_words_en, attribute_words_ar, description_en, description_ar ON ads
  FOR EACH ROW
  WHEN (OLD.category_id IS DISTINCT FROM NEW.category_id
    OR OLD.sub_category_id IS DISTINCT FROM NEW.sub_category_id
    OR OLD.created_at IS DISTINCT FROM NEW.created_at
    OR OLD.status IS DISTINCT FROM NEW.status
    OR OLD.expires_at IS DISTINCT FROM NEW.expires_at
    OR OLD.title_vector IS DISTINCT FROM NEW.title_vector
    OR OLD.description_vector IS DISTINCT FROM NEW.description_vector)
  EXECUTE FUNCTION ad_filter_index_from_moved_ad();--> statement-breakpoint
CREATE TRIGGER ads_title_words_retitled AFTER UPDATE OF title_en, title_ar, attribute_words_en, attribute_words_ar ON ads
  FOR EACH ROW WHEN (OLD.title_vector IS DISTINCT FROM NEW.title_vector)
  EXECUTE FUNCTION title_words_from_retitled_ad();--> statement-breakpoint
ALTER TABLE ads ENABLE ALWAYS TRIGGER ads_moved;--> statement-breakpoint
ALTER TABLE ads ENABLE ALWAYS TRIGGER ads_title_words_retitled;--> statement-breakpoint
-- After the triggers keeping `ad_filter_index` (named before these): the ad's update refreshes
-- its row again, with its new words.
CREATE FUNCTION ad_attribute_words_from_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_ad_attribute_words(ARRAY(SELECT DISTINCT ad_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_ad_attribute_words(ARRAY(SELECT DISTINCT ad_id FROM old_rows));
  ELSE
    PERFORM refresh_ad_attribute_words(ARRAY(SELECT ad_id FROM old_rows UNION SELECT ad_id FROM new_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER ad_attributes_words_inserted AFTER INSERT ON ad_attributes
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ad_attribute_words_from_rows();--> statement-breakpoint
CREATE TRIGGER ad_attributes_words_updated AFTER UPDATE ON ad_attributes
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ad_attribute_words_from_rows();--> statement-breakpoint
CREATE TRIGGER ad_attributes_words_deleted AFTER DELETE ON ad_attributes
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ad_attribute_words_from_rows();--> statement-breakpoint
-- ENABLE ALWAYS: they also run when bulk loads skip foreign-key checks (session_replication_role).
ALTER TABLE ad_attributes ENABLE ALWAYS TRIGGER ad_attributes_words_inserted;--> statement-breakpoint
ALTER TABLE ad_attributes ENABLE ALWAYS TRIGGER ad_attributes_words_updated;--> statement-breakpoint
ALTER TABLE ad_attributes ENABLE ALWAYS TRIGGER ad_attributes_words_deleted;--> statement-breakpoint
UPDATE ad_filter_index f
  SET title_words = tsvector_to_array(a.title_vector)
  FROM ads a
  WHERE a.id = f.ad_id AND f.title_words IS DISTINCT FROM tsvector_to_array(a.title_vector);--> statement-breakpoint
INSERT INTO title_words (word)
  SELECT DISTINCT unnest(tsvector_to_array(title_vector)) FROM ads
  ON CONFLICT DO NOTHING;
