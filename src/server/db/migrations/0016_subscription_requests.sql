CREATE TYPE "public"."subscription_request_status" AS ENUM('pending', 'granted', 'declined');--> statement-breakpoint
CREATE TABLE "subscription_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"plan" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" "subscription_request_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by_id" text
);
--> statement-breakpoint
ALTER TABLE "subscription_requests" ADD CONSTRAINT "subscription_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_requests" ADD CONSTRAINT "subscription_requests_resolved_by_id_users_id_fk" FOREIGN KEY ("resolved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_requests_pending_user_unique" ON "subscription_requests" USING btree ("user_id") WHERE "subscription_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "subscription_requests_status_created_idx" ON "subscription_requests" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "subscription_requests_user_created_idx" ON "subscription_requests" USING btree ("user_id","created_at" DESC NULLS LAST);