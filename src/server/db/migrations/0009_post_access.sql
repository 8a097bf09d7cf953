CREATE TYPE "public"."post_access" AS ENUM('public', 'members', 'paid');--> statement-breakpoint
CREATE TABLE "gift_links" (
	"id" text PRIMARY KEY NOT NULL,
	"post_id" text NOT NULL,
	"giver_id" text NOT NULL,
	"opens" integer DEFAULT 0 NOT NULL,
	"last_opened_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "metered_reads" (
	"user_id" text NOT NULL,
	"month" text NOT NULL,
	"post_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "metered_reads_user_id_month_pk" PRIMARY KEY("user_id","month")
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "access" "post_access" DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "default_post_access" "post_access" DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "meter_free_paid_posts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "gift_links_per_month" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "archive_paid_after_days" integer;--> statement-breakpoint
ALTER TABLE "gift_links" ADD CONSTRAINT "gift_links_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_links" ADD CONSTRAINT "gift_links_giver_id_users_id_fk" FOREIGN KEY ("giver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metered_reads" ADD CONSTRAINT "metered_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_links_giver_created_at_idx" ON "gift_links" USING btree ("giver_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "gift_links_post_idx" ON "gift_links" USING btree ("post_id");