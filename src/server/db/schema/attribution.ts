import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { subscriptions } from "./billing";

export const attributionPageKinds = ["post", "tag", "author", "home"] as const;
export type AttributionPageKind = (typeof attributionPageKinds)[number];

export const attributionChannels = ["newsletter", "gift", "pricing", "direct"] as const;
export type AttributionChannel = (typeof attributionChannels)[number];

export const attributionSubjects = ["member", "subscription"] as const;
export type AttributionSubject = (typeof attributionSubjects)[number];

/** What brought a member or a subscription (#27), as stored: checked, resolved to our own ids. */
export type AttributionValue = {
  pageKind: AttributionPageKind | null;
  /** posts.id, tags.id or the author's users.id; null for the home page. */
  pageId: string | null;
  pagePath: string | null;
  referrerDomain: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  channel: AttributionChannel;
};

/**
 * One row per new member (subject `member`, at most one per member) and per new subscription
 * (subject `subscription`, at most one per subscription): the last public page read before it,
 * the referrer's domain, UTM tags and the channel. First-party, from the browser's own storage
 * (no cookie); the first record wins, later ones change nothing.
 */
export const attributions = pgTable(
  "attributions",
  {
    id: text()
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    subject: text().$type<AttributionSubject>().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    subscriptionId: text().references(() => subscriptions.id, { onDelete: "cascade" }),
    pageKind: text().$type<AttributionPageKind>(),
    pageId: text(),
    pagePath: text(),
    referrerDomain: text(),
    utmSource: text(),
    utmMedium: text(),
    utmCampaign: text(),
    channel: text().$type<AttributionChannel>().notNull().default("direct"),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("attributions_member_unique")
      .on(t.userId)
      .where(sql`${t.subject} = 'member'`),
    uniqueIndex("attributions_subscription_unique").on(t.subscriptionId),
    index("attributions_page_idx").on(t.pageKind, t.pageId),
    index("attributions_created_at_idx").on(t.createdAt),
  ],
);
export type Attribution = typeof attributions.$inferSelect;

/**
 * A join's attribution while its confirmation mail is out: the mailed link carries only this
 * row's id; confirming moves it to `attributions` and deletes it. Rows older than two days
 * are deleted as new ones arrive (a link lives far less).
 */
export const pendingAttributions = pgTable(
  "pending_attributions",
  {
    id: text()
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    attribution: jsonb().$type<AttributionValue>().notNull(),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("pending_attributions_created_at_idx").on(t.createdAt)],
);

/**
 * Each completed sign-in of a member (the activity timeline on their admin page, #27): when,
 * and how (the email link, or an OAuth provider). Kept for a member's lifetime; a few rows a month.
 */
export const signIns = pgTable(
  "sign_ins",
  {
    id: text()
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text().notNull(),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("sign_ins_user_created_idx").on(t.userId, t.createdAt.desc())],
);
