ALTER TABLE "posts" ADD COLUMN "has_custom_excerpt" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Posts saved before: nobody can tell a written excerpt from a generated one that was frozen,
-- so every non-empty one is kept as written (nothing an editor wrote is lost); clearing the
-- field in the editor lets it be generated again.
UPDATE "posts" SET "has_custom_excerpt" = true WHERE "excerpt" <> '';
