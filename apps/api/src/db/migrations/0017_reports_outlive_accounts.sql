ALTER TABLE "conversation_reports" DROP CONSTRAINT "conversation_reports_conversation_id_conversations_id_fk";
--> statement-breakpoint
ALTER TABLE "conversation_reports" DROP CONSTRAINT "conversation_reports_reporter_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "conversation_reports" ALTER COLUMN "conversation_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "conversation_reports" ALTER COLUMN "reporter_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "conversation_reports" ADD CONSTRAINT "conversation_reports_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_reports" ADD CONSTRAINT "conversation_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;