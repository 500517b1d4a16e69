DROP INDEX "ad_attributes_filter_id_label_en_ad_id_index";--> statement-breakpoint
DROP INDEX "ad_attributes_filter_options_index";--> statement-breakpoint
ALTER TABLE "ad_attributes" drop column "label_en";--> statement-breakpoint
ALTER TABLE "ad_attributes" ADD COLUMN "label_en" text GENERATED ALWAYS AS (value ->> 'en') STORED;--> statement-breakpoint
ALTER TABLE "ad_attributes" ADD COLUMN "label_ar" text GENERATED ALWAYS AS (value ->> 'ar') STORED;--> statement-breakpoint
CREATE INDEX "ad_attributes_filter_id_label_en_label_ar_ad_id_index" ON "ad_attributes" USING btree ("filter_id","label_en","label_ar","ad_id") WHERE "ad_attributes"."filter_id" is not null and "ad_attributes"."numeric_value" is null;