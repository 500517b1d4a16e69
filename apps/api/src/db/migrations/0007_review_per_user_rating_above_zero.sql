-- Issue 16: one review per user and entity, and a rating of 0 means no rating. Rows written
-- before that would break the new constraints: a user's older reviews of the same entity go
-- (the newest is kept), and so do ratings of 0; the ads' counters are counted again.
DELETE FROM "reviews" r USING "reviews" newer
  WHERE newer."entity_type" = r."entity_type" AND newer."entity_id" = r."entity_id"
    AND newer."rater_id" = r."rater_id"
    AND (newer."created_at", newer."id") > (r."created_at", r."id");--> statement-breakpoint
UPDATE "ads" SET "reviews_count" = c.n
  FROM (SELECT "entity_id", count(*)::int AS n FROM "reviews" WHERE "entity_type" = 'ad' GROUP BY "entity_id") c
  WHERE "ads"."id" = c."entity_id" AND "ads"."reviews_count" <> c.n;--> statement-breakpoint
DELETE FROM "ratings" WHERE "rating" = 0;--> statement-breakpoint
UPDATE "ads" SET "ratings_count" = 0, "average_rating" = 0
  WHERE "ratings_count" > 0
    AND NOT EXISTS (SELECT 1 FROM "ratings" r WHERE r."entity_type" = 'ad' AND r."entity_id" = "ads"."id");--> statement-breakpoint
UPDATE "ads" SET "ratings_count" = s.n, "average_rating" = s.average
  FROM (
    SELECT "entity_id", count(*)::int AS n, round(avg("rating"), 2) AS average
    FROM "ratings" WHERE "entity_type" = 'ad' GROUP BY "entity_id"
  ) s
  WHERE "ads"."id" = s."entity_id" AND ("ads"."ratings_count", "ads"."average_rating") <> (s.n, s.average);--> statement-breakpoint
ALTER TABLE "ratings" DROP CONSTRAINT "rating_half_steps";--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_entityType_entityId_raterId_unique" UNIQUE("entity_type","entity_id","rater_id");--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "rating_half_steps" CHECK ("ratings"."rating" between 0.5 and 5 and "ratings"."rating" * 2 = floor("ratings"."rating" * 2));