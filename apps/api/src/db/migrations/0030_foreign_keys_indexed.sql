CREATE INDEX "ad_attributes_filter_id_index" ON "ad_attributes" USING btree ("filter_id");--> statement-breakpoint
CREATE INDEX "ads_city_id_index" ON "ads" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "ads_country_id_index" ON "ads" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "content_page_versions_saved_by_index" ON "content_page_versions" USING btree ("saved_by");--> statement-breakpoint
CREATE INDEX "job_applications_user_id_created_at_id_index" ON "job_applications" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_favorites_job_offer_id_index" ON "job_favorites" USING btree ("job_offer_id");--> statement-breakpoint
CREATE INDEX "job_offers_store_id_index" ON "job_offers" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "job_offers_city_id_index" ON "job_offers" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "job_offers_country_id_index" ON "job_offers" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "ratings_rater_id_index" ON "ratings" USING btree ("rater_id");--> statement-breakpoint
CREATE INDEX "reviews_rater_id_index" ON "reviews" USING btree ("rater_id");--> statement-breakpoint
CREATE INDEX "stores_city_id_index" ON "stores" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "stores_country_id_index" ON "stores" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "user_interests_tag_id_index" ON "user_interests" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "users_city_id_index" ON "users" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "users_country_id_index" ON "users" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "reports_decided_by_index" ON "reports" USING btree ("decided_by");--> statement-breakpoint
CREATE INDEX "saved_searches_category_id_index" ON "saved_searches" USING btree ("category_id");