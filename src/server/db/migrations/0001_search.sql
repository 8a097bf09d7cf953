CREATE TABLE "post_search" (
	"post_id" text PRIMARY KEY NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"author_handle" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"head" "tsvector" NOT NULL,
	"doc" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text COLLATE "C" PRIMARY KEY NOT NULL,
	"ndoc" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "post_search" ADD CONSTRAINT "post_search_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_search_doc_idx" ON "post_search" USING gin ("doc");--> statement-breakpoint
CREATE INDEX "post_search_head_idx" ON "post_search" USING gin ("head");--> statement-breakpoint
CREATE INDEX "post_search_published_at_idx" ON "post_search" USING btree ("published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);