ALTER TABLE "messages" ADD COLUMN "picture" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "picture_width" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "picture_height" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_text_or_picture" CHECK ("messages"."body" <> '' or "messages"."picture" is not null);