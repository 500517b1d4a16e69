ALTER TABLE "conversations" ALTER COLUMN "ad_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "store_id" integer;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "job_id" integer;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_job_id_job_offers_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_storeId_buyerId_unique" UNIQUE("store_id","buyer_id");--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_jobId_buyerId_unique" UNIQUE("job_id","buyer_id");--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_one_subject" CHECK (num_nonnulls("conversations"."ad_id", "conversations"."store_id", "conversations"."job_id") = 1);