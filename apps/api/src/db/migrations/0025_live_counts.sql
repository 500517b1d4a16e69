CREATE INDEX "ads_live_index" ON "ads" USING btree ("expires_at","id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "ads_live_category_index" ON "ads" USING btree ("category_id","expires_at","id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "ads_live_sub_category_index" ON "ads" USING btree ("sub_category_id","expires_at","id") WHERE status = 'active';