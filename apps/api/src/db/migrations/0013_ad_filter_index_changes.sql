CREATE TABLE "ad_filter_index_changes" (
	"ad_id" integer PRIMARY KEY NOT NULL,
	"xid" "xid8" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_filter_index_generation" (
	"id" integer PRIMARY KEY NOT NULL,
	"generation" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ad_filter_index_changes_xid_index" ON "ad_filter_index_changes" USING btree ("xid");--> statement-breakpointINSERT INTO "ad_filter_index_generation" ("id", "generation") VALUES (1, 0);--> statement-breakpoint
-- Each statement writing ad_filter_index records, for every ad it wrote, its own transaction:
-- a reader that knows what its last snapshot saw asks for the rows of the transactions that
-- snapshot did not see (committed since, or running then). The rows written (new ones, or the
-- old ones of a delete) are `changed_rows` in each trigger, so one function serves the three.
CREATE FUNCTION ad_filter_index_record_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ad_filter_index_changes (ad_id, xid)
  SELECT DISTINCT ad_id, pg_current_xact_id() FROM changed_rows
  ON CONFLICT (ad_id) DO UPDATE SET xid = excluded.xid;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION ad_filter_index_emptied() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE ad_filter_index_changes;
  UPDATE ad_filter_index_generation SET generation = generation + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER ad_filter_index_inserted AFTER INSERT ON ad_filter_index
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION ad_filter_index_record_changes();--> statement-breakpoint
CREATE TRIGGER ad_filter_index_updated AFTER UPDATE ON ad_filter_index
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION ad_filter_index_record_changes();--> statement-breakpoint
CREATE TRIGGER ad_filter_index_deleted AFTER DELETE ON ad_filter_index
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION ad_filter_index_record_changes();--> statement-breakpoint
CREATE TRIGGER ad_filter_index_truncated AFTER TRUNCATE ON ad_filter_index
  FOR EACH STATEMENT EXECUTE FUNCTION ad_filter_index_emptied();--> statement-breakpoint
-- As the triggers that fill ad_filter_index: also when bulk loads skip foreign-key checks.
ALTER TABLE ad_filter_index ENABLE ALWAYS TRIGGER ad_filter_index_inserted;--> statement-breakpoint
ALTER TABLE ad_filter_index ENABLE ALWAYS TRIGGER ad_filter_index_updated;--> statement-breakpoint
ALTER TABLE ad_filter_index ENABLE ALWAYS TRIGGER ad_filter_index_deleted;--> statement-breakpoint
ALTER TABLE ad_filter_index ENABLE ALWAYS TRIGGER ad_filter_index_truncated;
