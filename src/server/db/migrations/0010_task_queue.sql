CREATE TYPE "public"."task_status" AS ENUM('pending', 'dead');--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dedupe_key" text,
	"status" "task_status" DEFAULT 'pending' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_token" text,
	"leased_by" text,
	"last_error" text,
	"enqueues" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "mail_deliveries_due_idx";--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "match_query" "tsquery";--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "match_lexemes" text[];--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "match_resolved_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_pending_dedupe_key_unique" ON "tasks" USING btree ("dedupe_key") WHERE "tasks"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "tasks_due_idx" ON "tasks" USING btree ("kind","run_at","id") WHERE "tasks"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "tasks_dead_idx" ON "tasks" USING btree ("updated_at") WHERE "tasks"."status" = 'dead';--> statement-breakpoint
CREATE INDEX "saved_searches_match_lexemes_idx" ON "saved_searches" USING gin ("match_lexemes");--> statement-breakpoint
CREATE INDEX "saved_searches_match_anything_idx" ON "saved_searches" USING btree ("id") WHERE "saved_searches"."match_lexemes" is null;--> statement-breakpoint
-- Hand-written: deliveries still pending from the mail worker's queue become mail.deliver tasks (100 a task).
INSERT INTO "tasks" ("kind", "payload")
SELECT 'mail.deliver', jsonb_build_object('mailId', "mail_id", 'firstDeliveryId', min("id"), 'lastDeliveryId', max("id"))
FROM (SELECT "id", "mail_id", (row_number() OVER (PARTITION BY "mail_id" ORDER BY "id") - 1) / 100 AS "batch" FROM "mail_deliveries" WHERE "status" = 'pending') AS "numbered"
GROUP BY "mail_id", "batch";--> statement-breakpoint
ALTER TABLE "mail_deliveries" DROP COLUMN "next_attempt_at";--> statement-breakpoint
ALTER TABLE "mail_deliveries" DROP COLUMN "claim_token";