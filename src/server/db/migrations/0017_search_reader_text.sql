CREATE TABLE "post_search_text" (
	"post_id" text PRIMARY KEY NOT NULL,
	"body_version" text NOT NULL,
	"body_text" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "post_search_text" ADD CONSTRAINT "post_search_text_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;