import { sql } from "drizzle-orm";
import { type AnyPgColumn, boolean, index, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { commentAudiences, editorCommentMailModes } from "@/lib/comment-rules";
import { users } from "./auth";
import { posts } from "./posts";

/** Who may comment (site_settings.comment_audience): off, members, paid (src/lib/comment-rules.ts). */
export const commentAudience = pgEnum("comment_audience", commentAudiences);

/** held: a member's first comment waiting for an editor (when the site holds first comments); published: shown. */
export const commentStatuses = ["held", "published"] as const;
export type CommentStatus = (typeof commentStatuses)[number];
export const commentStatus = pgEnum("comment_status", commentStatuses);

/**
 * Members' comments under posts: top-level (parent null) or a reply to a top-level comment, one
 * level deep. Deleting keeps the row (a reply keeps its place under "deleted comment"): the text
 * is emptied and `deletedAt` set. An editor's hide keeps the text for the admin (`hiddenAt`). A member who deletes
 * their account leaves only such tombstones, with no author (src/server/account-data/delete-account.ts).
 */
export const comments = pgTable(
  "comments",
  {
    id: text()
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    postId: text()
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    /** Null once the author deleted their account: the comment is then a "deleted comment" kept for its replies (a tombstone). */
    authorId: text().references(() => users.id, { onDelete: "set null" }),
    parentId: text().references((): AnyPgColumn => comments.id, { onDelete: "cascade" }),
    body: text().notNull(),
    status: commentStatus().notNull().default("published"),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    editedAt: timestamp({ withTimezone: true, mode: "date" }),
    deletedAt: timestamp({ withTimezone: true, mode: "date" }),
    hiddenAt: timestamp({ withTimezone: true, mode: "date" }),
    hiddenBy: text().references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("comments_post_created_at_idx").on(t.postId, t.createdAt),
    index("comments_author_created_at_idx").on(t.authorId, t.createdAt.desc()),
    index("comments_parent_idx").on(t.parentId),
    index("comments_created_at_idx").on(t.createdAt.desc()),
    index("comments_held_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'held'`),
  ],
);
export type Comment = typeof comments.$inferSelect;

/** One like per member and comment: the primary key is what makes a repeated or racing like count once. */
export const commentLikes = pgTable(
  "comment_likes",
  {
    commentId: text()
      .notNull()
      .references(() => comments.id, { onDelete: "cascade" }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] }), index("comment_likes_user_idx").on(t.userId)],
);

/** A member's report of a comment, with their reason: one per member and comment; resolved when an editor acts on it. */
export const commentReports = pgTable(
  "comment_reports",
  {
    id: text()
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    commentId: text()
      .notNull()
      .references(() => comments.id, { onDelete: "cascade" }),
    reporterId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text().notNull(),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    resolvedAt: timestamp({ withTimezone: true, mode: "date" }),
    resolvedBy: text().references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("comment_reports_comment_reporter_unique").on(t.commentId, t.reporterId),
    index("comment_reports_open_idx")
      .on(t.commentId)
      .where(sql`${t.resolvedAt} is null`),
  ],
);

/** A member banned from commenting, with the reason they are shown and an optional end (null: until lifted). */
export const commentBans = pgTable("comment_bans", {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  reason: text().notNull(),
  until: timestamp({ withTimezone: true, mode: "date" }),
  bannedBy: text().references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
});
export type CommentBan = typeof commentBans.$inferSelect;

export const editorCommentMailMode = pgEnum("editor_comment_mail_mode", editorCommentMailModes);

/**
 * What a member receives about comments. No row: reply mails on (a member who comments expects
 * to hear back), editors' new-comment mail off, report mail on.
 */
export const commentMailPreferences = pgTable("comment_mail_preferences", {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  replies: boolean().notNull().default(true),
  /** Editors only: each new comment, a daily summary, or nothing. */
  newComments: editorCommentMailMode().notNull().default("off"),
  /** Editors only: a mail for each report. */
  reports: boolean().notNull().default(true),
  /** The last daily summary's time: the next covers the comments after it. */
  lastSummaryAt: timestamp({ withTimezone: true, mode: "date" }),
  updatedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
});
