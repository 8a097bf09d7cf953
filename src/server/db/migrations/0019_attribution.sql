CREATE TABLE "attributions" (
	"id" text PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"user_id" text NOT NULL,
	"subscription_id" text,
	"page_kind" text,
	"page_id" text,
	"page_path" text,
	"referrer_domain" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"channel" text DEFAULT 'direct' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pending_attributions" (
	"id" text PRIMARY KEY NOT NULL,
	"attribution" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_ins" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"provider" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscription_requests" ADD COLUMN "attribution" jsonb;--> statement-breakpoint
ALTER TABLE "attributions" ADD CONSTRAINT "attributions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attributions" ADD CONSTRAINT "attributions_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_ins" ADD CONSTRAINT "sign_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attributions_member_unique" ON "attributions" USING btree ("user_id") WHERE "attributions"."subject" = 'member';--> statement-breakpoint
CREATE UNIQUE INDEX "attributions_subscription_unique" ON "attributions" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "attributions_page_idx" ON "attributions" USING btree ("page_kind","page_id");--> statement-breakpoint
CREATE INDEX "attributions_created_at_idx" ON "attributions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "pending_attributions_created_at_idx" ON "pending_attributions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sign_ins_user_created_idx" ON "sign_ins" USING btree ("user_id","created_at" DESC NULLS LAST);