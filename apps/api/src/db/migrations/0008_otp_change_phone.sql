ALTER TYPE "public"."otp_purpose" ADD VALUE 'change_phone';--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "phone_number" text;