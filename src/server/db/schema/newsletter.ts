import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { posts } from "./posts";

/** What a member chose to receive. No row = nothing: "Email me new posts" is off until chosen. */
export const mailPreferences = pgTable("mail_preferences", {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  newPosts: boolean().notNull().default(false),
  updatedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/**
 * Addresses a mail server refused permanently (5xx). Keyed by the lower-cased address, not the
 * member: the address is what bounces, and a member who changes it receives mail again.
 */
export const mailBounces = pgTable("mail_bounces", {
  email: text().primaryKey(),
  reason: text().notNull(),
  bouncedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/** account_notice: to a member's old address when it was changed (#31). comment_reply: to a comment's author; comment_new, comment_summary, comment_report: to editors (#29). */
export const mailKinds = [
  "post",
  "post_preview",
  "alert",
  "digest",
  "test",
  "welcome",
  "comment_reply",
  "comment_new",
  "comment_summary",
  "comment_report",
  "account_notice",
] as const;
export type MailKind = (typeof mailKinds)[number];
export const mailKind = pgEnum("mail_kind", mailKinds);

/**
 * One mail, rendered once for all its recipients (only the unsubscribe link differs, filled in
 * at send time). A post's newsletter row is created when the editor asks for it and rendered
 * and queued when the post goes live (`queuedAt`); the partial unique index is what makes a
 * post emailed at most once, ever.
 */
export const mails = pgTable(
  "mails",
  {
    id: text()
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    kind: mailKind().notNull(),
    postId: text().references(() => posts.id, { onDelete: "set null" }),
    /** Alerts and digests: the saved search they come from (its unsubscribe link stops it). */
    savedSearchId: text().references((): AnyPgColumn => savedSearches.id, { onDelete: "set null" }),
    subject: text().notNull().default(""),
    html: text().notNull().default(""),
    text: text().notNull().default(""),
    requestedBy: text().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    queuedAt: timestamp({ withTimezone: true, mode: "date" }),
  },
  (t) => [
    uniqueIndex("mails_post_newsletter_unique")
      .on(t.postId)
      .where(sql`${t.kind} = 'post'`),
    index("mails_waiting_idx")
      .on(t.createdAt)
      .where(sql`${t.queuedAt} is null`),
  ],
);
export type MailRow = typeof mails.$inferSelect;

/** skipped: the member unsubscribed or the address bounced between queueing and sending. */
export const deliveryStatuses = ["pending", "sent", "failed", "skipped"] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];
export const deliveryStatus = pgEnum("delivery_status", deliveryStatuses);

/**
 * One row per (mail, recipient), unique, so no member can be queued twice for one mail: what
 * became of each copy (the editor's delivered / failed / pending counts). The sending is done by
 * `mail.deliver` tasks (src/server/jobs), each over a range of a mail's rows; a task's lease is
 * what keeps two runners from sending the same rows.
 */
export const mailDeliveries = pgTable(
  "mail_deliveries",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    mailId: text()
      .notNull()
      .references(() => mails.id, { onDelete: "cascade" }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text().notNull(),
    status: deliveryStatus().notNull().default("pending"),
    /** Sends tried (a transient failure leaves the row pending for its task's retry). */
    attempts: integer().notNull().default(0),
    sentAt: timestamp({ withTimezone: true, mode: "date" }),
    lastError: text(),
  },
  (t) => [uniqueIndex("mail_deliveries_mail_user_unique").on(t.mailId, t.userId), index("mail_deliveries_user_idx").on(t.userId)],
);
export type MailDelivery = typeof mailDeliveries.$inferSelect;

/** off: the search is kept, no mail (what an alert's unsubscribe link sets). */
export const alertFrequencies = ["instant", "daily", "off"] as const;
export type AlertFrequency = (typeof alertFrequencies)[number];
export const alertFrequency = pgEnum("alert_frequency", alertFrequencies);

const tsquery = customType<{ data: string }>({ dataType: () => "tsquery" });

/**
 * A subscriber's kept search: the query and facet filters of the search page, with a name. Its
 * words are resolved for alerts as the search page resolves them (stems, the last word's prefix
 * expansions, typo corrections: src/server/saved-searches/resolve-saved-search.ts) into
 * `matchQuery`, so a new post is checked against every saved search in one statement.
 */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: text()
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text().notNull(),
    query: text().notNull(),
    /** FacetFilter[][] (AND of OR-groups), as the search engine takes them. */
    filters: jsonb().$type<{ facet: "tags" | "author"; value: string; negated: boolean }[][]>().notNull().default([]),
    frequency: alertFrequency().notNull().default("instant"),
    /** What a post's `doc` vector must match; null once resolved: only stop words, every post matches (as on the search page). */
    matchQuery: tsquery(),
    /** The alternatives of the query's rarest word: a post holding none of them cannot match (a GIN index finds the rest). */
    matchLexemes: text().array(),
    /** When the words were resolved; null: not yet (matching resolves them first). Resolved again daily (new words). */
    matchResolvedAt: timestamp({ withTimezone: true, mode: "date" }),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("saved_searches_user_idx").on(t.userId, t.createdAt),
    index("saved_searches_match_lexemes_idx").using("gin", t.matchLexemes),
    index("saved_searches_match_anything_idx")
      .on(t.id)
      .where(sql`${t.matchLexemes} is null`),
  ],
);
export type SavedSearch = typeof savedSearches.$inferSelect;

/**
 * Which saved searches a post matched. The row exists once the post was checked against the
 * search; `mailedAt` is set when the alert (instant) or the digest (daily) was queued.
 */
export const savedSearchMatches = pgTable(
  "saved_search_matches",
  {
    savedSearchId: text()
      .notNull()
      .references(() => savedSearches.id, { onDelete: "cascade" }),
    postId: text()
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    matchedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    mailedAt: timestamp({ withTimezone: true, mode: "date" }),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.postId] }),
    index("saved_search_matches_unmailed_idx")
      .on(t.matchedAt)
      .where(sql`${t.mailedAt} is null`),
  ],
);

/** Posts already checked against every saved search: each new post is checked once. */
export const alertCheckedPosts = pgTable("alert_checked_posts", {
  postId: text()
    .primaryKey()
    .references(() => posts.id, { onDelete: "cascade" }),
  checkedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/**
 * The links of a sent newsletter, one row per distinct address in one mail (#27): its mail's
 * copies link to `/l/<id>.<delivery>.<signature>` (click-token.ts), which the server answers with
 * a redirect to `url`. Written when the mail is queued, never changed after.
 */
export const mailLinks = pgTable(
  "mail_links",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    mailId: text()
      .notNull()
      .references(() => mails.id, { onDelete: "cascade" }),
    /** Order of first appearance in the mail (1 = the first link a reader meets). */
    position: integer().notNull(),
    url: text().notNull(),
  },
  (t) => [uniqueIndex("mail_links_mail_position_unique").on(t.mailId, t.position)],
);
export type MailLink = typeof mailLinks.$inferSelect;

/**
 * Clicks on a newsletter's link by one copy of the mail: a count, nothing else (no time, address
 * or browser). A link's rows are its unique members (a copy is one member's), their sum its total.
 * Written in batches by the server (click-counter.ts); gone with the delivery (a deleted member).
 */
export const mailLinkClicks = pgTable(
  "mail_link_clicks",
  {
    linkId: bigint({ mode: "number" })
      .notNull()
      .references(() => mailLinks.id, { onDelete: "cascade" }),
    deliveryId: bigint({ mode: "number" })
      .notNull()
      .references(() => mailDeliveries.id, { onDelete: "cascade" }),
    clicks: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.linkId, t.deliveryId] }), index("mail_link_clicks_delivery_idx").on(t.deliveryId)],
);
