CREATE TYPE "public"."ad_status" AS ENUM('active', 'sold', 'deleted');--> statement-breakpoint
CREATE TABLE "ad_drafts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"values" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "ads_user_id_index";--> statement-breakpoint
ALTER TABLE "ad_images" ALTER COLUMN "ad_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ad_images" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "ad_images" ADD COLUMN "width" integer DEFAULT 1024 NOT NULL;--> statement-breakpoint
ALTER TABLE "ad_images" ADD COLUMN "height" integer DEFAULT 768 NOT NULL;--> statement-breakpoint
ALTER TABLE "ad_images" ADD COLUMN "hash" text;--> statement-breakpoint
ALTER TABLE "ad_images" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "negotiable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "status" "ad_status" DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "expires_at" timestamp with time zone DEFAULT now() + interval '30 days' NOT NULL;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "sold_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "written_lang" text;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "translated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "show_phone" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "call_taps" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "source" jsonb;--> statement-breakpoint
ALTER TABLE "filter_definitions" ADD COLUMN "required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "filter_definitions" ADD COLUMN "is_price" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ad_drafts" ADD CONSTRAINT "ad_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_images" ADD CONSTRAINT "ad_images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_images_user_id_ad_id_index" ON "ad_images" USING btree ("user_id","ad_id");--> statement-breakpoint
CREATE INDEX "ads_user_id_status_index" ON "ads" USING btree ("user_id","status");;--> statement-breakpoint
-- Only active ads are in ad_filter_index, with their expiry: an ad sold, deleted or expired leaves
-- every list and filter at once, whether or not anything has touched it since.
ALTER TABLE "ad_filter_index" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
UPDATE "ad_filter_index" f SET "expires_at" = a."expires_at" FROM "ads" a WHERE a."id" = f."ad_id";--> statement-breakpoint
ALTER TABLE "ad_filter_index" ALTER COLUMN "expires_at" SET NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_ad_filter_index(ad_ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM ad_filter_index f USING ads a
  WHERE f.ad_id = ANY(ad_ids) AND a.id = f.ad_id AND a.status <> 'active';
  INSERT INTO ad_filter_index (ad_id, created_at, expires_at, price, view_count, tokens, numbers)
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
    ), '{}')
  FROM ads a
  WHERE a.id = ANY(ad_ids) AND a.status = 'active'
  ON CONFLICT (ad_id) DO UPDATE
    SET created_at = excluded.created_at, expires_at = excluded.expires_at, price = excluded.price,
      view_count = excluded.view_count, tokens = excluded.tokens, numbers = excluded.numbers;
$$;--> statement-breakpoint
DROP TRIGGER ads_moved ON ads;--> statement-breakpoint
CREATE TRIGGER ads_moved AFTER UPDATE OF category_id, sub_category_id, created_at, status, expires_at ON ads
  FOR EACH ROW
  WHEN (OLD.category_id IS DISTINCT FROM NEW.category_id
    OR OLD.sub_category_id IS DISTINCT FROM NEW.sub_category_id
    OR OLD.created_at IS DISTINCT FROM NEW.created_at
    OR OLD.status IS DISTINCT FROM NEW.status
    OR OLD.expires_at IS DISTINCT FROM NEW.expires_at)
  EXECUTE FUNCTION ad_filter_index_from_moved_ad();--> statement-breakpoint
ALTER TABLE ads ENABLE ALWAYS TRIGGER ads_moved;--> statement-breakpoint
-- Databases seeded before: the price ranges are answered by the ad's price, and the category's main
-- choices must be answered (a fresh seed sets both itself).
UPDATE "filter_definitions" SET "is_price" = true WHERE "name_en" = 'Price' AND "type" = 'range';--> statement-breakpoint
UPDATE "filter_definitions" SET "required" = true
  WHERE "name_en" IN ('Vehicle Condition', 'Make', 'Property Type', 'Brand', 'Condition', 'Equipment Type', 'Service Type', 'Trip Type')
    AND "type" = 'dropdown';
