-- Search (trigram matching of partial words) needs pg_trgm; PGlite loads it as a contrib extension.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "ad_attributes_filter_id_numeric_value_index";--> statement-breakpoint
DROP INDEX "ads_category_id_created_at_index";--> statement-breakpoint
DROP INDEX "ads_view_count_index";--> statement-breakpoint
ALTER TABLE "ad_attributes" ADD COLUMN "label_en" text GENERATED ALWAYS AS (case when jsonb_typeof(value -> 'en') = 'string' then value ->> 'en' end) STORED;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "title_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', title_en) || to_tsvector('arabic', title_ar) || to_tsvector('simple', title_en) || to_tsvector('simple', translate(title_ar, 'أإآٱىةـًٌٍَُِّْ', 'اااايه'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "description_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', description_en) || to_tsvector('arabic', description_ar)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "ad_attributes_filter_id_numeric_value_ad_id_index" ON "ad_attributes" USING btree ("filter_id","numeric_value","ad_id") WHERE "ad_attributes"."numeric_value" is not null;--> statement-breakpoint
CREATE INDEX "ad_attributes_filter_id_label_en_ad_id_index" ON "ad_attributes" USING btree ("filter_id","label_en","ad_id") WHERE "ad_attributes"."label_en" is not null;--> statement-breakpoint
CREATE INDEX "ad_attributes_filter_options_index" ON "ad_attributes" USING gin (("value" -> 'en')) WHERE jsonb_typeof("ad_attributes"."value" -> 'en') = 'array';--> statement-breakpoint
CREATE INDEX "ads_category_id_created_at_id_index" ON "ads" USING btree ("category_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ads_category_id_price_id_index" ON "ads" USING btree ("category_id","price","id");--> statement-breakpoint
CREATE INDEX "ads_category_id_view_count_id_index" ON "ads" USING btree ("category_id","view_count" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ads_sub_category_id_created_at_id_index" ON "ads" USING btree ("sub_category_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ads_created_at_id_index" ON "ads" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ads_view_count_id_index" ON "ads" USING btree ("view_count" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ads_title_vector_index" ON "ads" USING gin ("title_vector");--> statement-breakpoint
CREATE INDEX "ads_description_vector_index" ON "ads" USING gin ("description_vector");--> statement-breakpoint
CREATE INDEX "ads_title_en_trigram_index" ON "ads" USING gin ("title_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ads_title_ar_trigram_index" ON "ads" USING gin (translate("title_ar", 'أإآٱىةـًٌٍَُِّْ', 'اااايه') gin_trgm_ops);