CREATE TABLE "analytics_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"pathname" text NOT NULL,
	"hostname" text NOT NULL,
	"referrer_domain" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"props" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"visitor_hash" text NOT NULL,
	"device_type" text NOT NULL,
	"browser" text NOT NULL,
	"os" text NOT NULL,
	"country" text,
	"app_name" text,
	"app_version" text
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" text PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_events_created_at_idx" ON "analytics_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "analytics_events_name_created_at_idx" ON "analytics_events" USING btree ("name","created_at");--> statement-breakpoint
CREATE INDEX "analytics_events_pathname_created_at_idx" ON "analytics_events" USING btree ("pathname","created_at");--> statement-breakpoint
CREATE INDEX "analytics_events_referrer_created_at_idx" ON "analytics_events" USING btree ("referrer_domain","created_at");