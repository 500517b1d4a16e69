-- A misspelt search word was matched by trigram similarity against every title (two GIN indexes
-- on `ads`): at 1,000,000 ads `toyta` rechecked the 34,000 titles holding `toyota`, 460 ms of
-- the database. It is now corrected against the distinct words of the titles first, a table of
-- thousands, and then searched as typed (modules/ads/text-match.ts, `correctedWords`).
DROP INDEX "ads_title_en_trigram_index";--> statement-breakpoint
DROP INDEX "ads_title_ar_trigram_index";--> statement-breakpoint
CREATE TABLE "title_words" (
	"word" text PRIMARY KEY NOT NULL
);--> statement-breakpoint
INSERT INTO title_words (word)
  SELECT DISTINCT unnest(tsvector_to_array(title_vector)) FROM ads;--> statement-breakpoint
CREATE INDEX "title_words_trigram_index" ON "title_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
-- In word order, so that two writers adding the same new words wait for each other in turn.
CREATE FUNCTION title_words_from_new_ads() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO title_words (word)
    SELECT DISTINCT unnest(tsvector_to_array(title_vector)) AS word FROM new_rows ORDER BY word
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION title_words_from_retitled_ad() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO title_words (word)
    SELECT unnest(tsvector_to_array(NEW.title_vector)) AS word ORDER BY word
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Transition tables are allowed only without a column list: inserts are read a statement at a
-- time (bulk loads), a changed title row by row.
CREATE TRIGGER ads_title_words_inserted AFTER INSERT ON ads
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION title_words_from_new_ads();--> statement-breakpoint
CREATE TRIGGER ads_title_words_retitled AFTER UPDATE OF title_en, title_ar ON ads
  FOR EACH ROW WHEN (OLD.title_vector IS DISTINCT FROM NEW.title_vector)
  EXECUTE FUNCTION title_words_from_retitled_ad();--> statement-breakpoint
-- ENABLE ALWAYS: they also run when bulk loads skip foreign-key checks (session_replication_role).
ALTER TABLE ads ENABLE ALWAYS TRIGGER ads_title_words_inserted;--> statement-breakpoint
ALTER TABLE ads ENABLE ALWAYS TRIGGER ads_title_words_retitled;
