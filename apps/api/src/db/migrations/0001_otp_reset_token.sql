ALTER TABLE "otp_codes" ADD COLUMN "reset_token_hash" text;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "reset_token_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_resetTokenHash_unique" UNIQUE("reset_token_hash");