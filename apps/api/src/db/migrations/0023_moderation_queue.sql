ALTER TABLE "reports" ADD COLUMN "leads" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "ads_held_index" ON "ads" USING btree ("status","updated_at","id") WHERE hold_reason is not null;--> statement-breakpoint
CREATE INDEX "users_created_at_index" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "reports_leaders_index" ON "reports" USING btree ("state","created_at","id","target","target_id") WHERE leads;--> statement-breakpoint
CREATE INDEX "reports_leaders_target_index" ON "reports" USING btree ("state","target","created_at","id","target_id") WHERE leads;--> statement-breakpoint
CREATE INDEX "reports_reasons_index" ON "reports" USING btree ("state","reason","target","target_id");--> statement-breakpoint
CREATE INDEX "reports_groups_index" ON "reports" USING btree ("state","target","target_id","created_at","id");--> statement-breakpoint
CREATE INDEX "reports_decided_at_index" ON "reports" USING btree ("decided_at") WHERE decided_at is not null;--> statement-breakpoint
-- The moderators' queue shows a target's reports of one state as one group, found by its first
-- report (by date, then id), which `leads` marks. These triggers keep the mark on every insert,
-- change of state and deletion, whoever writes the reports; a lock per target makes reports of
-- one target written at once take turns, so a group never has two leaders.
CREATE FUNCTION reports_choose_leader(group_state report_state, group_target report_target, group_target_id integer)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  first_id integer;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('reports'), hashtext(group_target::text || ':' || group_target_id::text));
  SELECT id INTO first_id FROM reports
    WHERE state = group_state AND target = group_target AND target_id = group_target_id
    ORDER BY created_at, id LIMIT 1;
  UPDATE reports SET leads = (id = first_id)
    WHERE state = group_state AND target = group_target AND target_id = group_target_id
      AND leads IS DISTINCT FROM (id = first_id);
END $$;--> statement-breakpoint
CREATE FUNCTION reports_keep_leaders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM reports_choose_leader(OLD.state, OLD.target, OLD.target_id);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM reports_choose_leader(NEW.state, NEW.target, NEW.target_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER reports_leaders_on_insert AFTER INSERT ON reports
  FOR EACH ROW EXECUTE FUNCTION reports_keep_leaders();--> statement-breakpoint
CREATE TRIGGER reports_leaders_on_change AFTER UPDATE OF state, target, target_id, created_at ON reports
  FOR EACH ROW EXECUTE FUNCTION reports_keep_leaders();--> statement-breakpoint
CREATE TRIGGER reports_leaders_on_delete AFTER DELETE ON reports
  FOR EACH ROW EXECUTE FUNCTION reports_keep_leaders();--> statement-breakpoint
UPDATE reports r SET leads = true
  WHERE NOT EXISTS (
    SELECT 1 FROM reports e
    WHERE e.state = r.state AND e.target = r.target AND e.target_id = r.target_id
      AND (e.created_at, e.id) < (r.created_at, r.id));
