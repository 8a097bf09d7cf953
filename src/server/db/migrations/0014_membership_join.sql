ALTER TYPE "public"."mail_kind" ADD VALUE 'welcome';--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "welcomed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "welcome_mail_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "welcome_mail_subject" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "welcome_mail_body" text;