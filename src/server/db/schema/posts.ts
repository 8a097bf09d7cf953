import { sql } from "drizzle-orm";
import { boolean, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { postAccessLevels } from "@/lib/post-access";
import { users } from "./auth";

export const postStatuses = ["draft", "scheduled", "published"] as const;
export type PostStatus = (typeof postStatuses)[number];
export const postStatus = pgEnum("post_status", postStatuses);

/** Who may read a post in full (src/lib/post-access.ts); what a reader gets is decideReading's. */
export const postAccess = pgEnum("post_access", postAccessLevels);

/**
 * A post is public when status is 'scheduled' or 'published' and published_at <= now:
 * a scheduled post appears by itself when its time passes, with no job to run.
 */
export const posts = pgTable(
  "posts",
  {
    id: text()
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    slug: text().notNull(),
    title: text().notNull(),
    /** What the cards, feeds and meta tags show: the editor's own, or generated from the body. */
    excerpt: text().notNull().default(""),
    /** The editor wrote the excerpt; otherwise it is regenerated from the body at each save. */
    hasCustomExcerpt: boolean().notNull().default(false),
    bodyMarkdown: text().notNull().default(""),
    coverImageUrl: text(),
    coverImageAlt: text(),
    status: postStatus().notNull().default("draft"),
    access: postAccess().notNull().default("public"),
    authorId: text()
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    publishedAt: timestamp({ withTimezone: true, mode: "date" }),
    readingMinutes: integer().notNull().default(1),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("posts_slug_unique").on(t.slug),
    index("posts_status_published_at_idx").on(t.status, t.publishedAt.desc()),
    index("posts_author_published_at_idx").on(t.authorId, t.publishedAt.desc()),
    index("posts_updated_at_idx").on(t.updatedAt.desc()),
    // The reading site's listings: public posts newest first, one index range for both statuses.
    // NULLS FIRST is what a plain "ORDER BY published_at DESC" means: the index must match it.
    index("posts_public_published_at_idx")
      .on(t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} in ('published', 'scheduled')`),
  ],
);
export type Post = typeof posts.$inferSelect;
export type NewPost = typeof posts.$inferInsert;

export const tags = pgTable(
  "tags",
  {
    id: text()
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    slug: text().notNull(),
    name: text().notNull(),
    description: text().notNull().default(""),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("tags_slug_unique").on(t.slug)],
);
export type Tag = typeof tags.$inferSelect;

export const postTags = pgTable(
  "post_tags",
  {
    postId: text()
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    tagId: text()
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.tagId] }), index("post_tags_tag_idx").on(t.tagId, t.postId)],
);

/**
 * The text of a post as each save left it (tags and status are not versioned): the editor lists
 * them, compares one with the current text and restores one as a new save. A burst of autosaves
 * by one person keeps one revision, updated in place, so typing does not pile up thousands.
 */
export const postRevisions = pgTable(
  "post_revisions",
  {
    id: text()
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    postId: text()
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    /** The post's version this save produced. */
    version: integer().notNull(),
    title: text().notNull(),
    /** As the editor wrote it: empty when generated from the body. */
    excerpt: text().notNull().default(""),
    bodyMarkdown: text().notNull().default(""),
    coverImageUrl: text(),
    coverImageAlt: text(),
    /** Who could read the post after this save; null for revisions kept before access levels. */
    access: postAccess(),
    savedById: text().references(() => users.id, { onDelete: "set null" }),
    isAutosave: boolean().notNull().default(false),
    savedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("post_revisions_post_saved_at_idx").on(t.postId, t.savedAt.desc())],
);
export type PostRevision = typeof postRevisions.$inferSelect;
