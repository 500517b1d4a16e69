-- PostgreSQL's parser keeps `Big.Nine`, `a/b` and `x@y.com` as one token each, so a title held
-- `big.nine` but not `nine`, while a typed term is split into its letters and digits. The title's
-- words are now split at those characters too (`splitJoinedWords`). A generated column's
-- expression can only be replaced with the column: the trigger watching it goes first.
DROP TRIGGER ads_moved ON ads;--> statement-breakpoint
ALTER TABLE "ads" DROP COLUMN "title_vector";--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "title_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', translate(title_en, './@:', '    ')) || to_tsvector('arabic', translate(title_ar, './@:', '    ')) || to_tsvector('simple', translate(title_en, './@:', '    ')) || to_tsvector('simple', translate(translate(title_ar, './@:', '    '), 'أإآٱىةـًٌٍَُِّْ', 'اااايه'))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "ads_title_vector_index" ON "ads" USING gin ("title_vector");--> statement-breakpoint
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
  SET title_words = tsvector_to_array(a.title_vector)
  FROM ads a
  WHERE a.id = f.ad_id AND f.title_words IS DISTINCT FROM tsvector_to_array(a.title_vector);
