ALTER TABLE "site_settings" ADD COLUMN "accent_light" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "accent_dark" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "post_font" text DEFAULT 'inter' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "nav_links" jsonb;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "social_links" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "footer_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "logo_url" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "icon_url" text;