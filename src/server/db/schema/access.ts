import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { posts } from "./posts";

/**
 * The metered paywall: one row per member and calendar month (UTC, "2026-11") holding the paid
 * posts they read in full that month. One row, so a read is claimed by one atomic upsert that
 * locks it: concurrent reads cannot pass the limit, and a post read again is already listed.
 * Kept on the server per account: nothing the reader holds (cookies) can reset it.
 */
export const meteredReads = pgTable(
  "metered_reads",
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    month: text().notNull(),
    postIds: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    updatedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month] })],
);

/**
 * A gift link opens one paid post in full for whoever has it. The link carries the id and an
 * HMAC of it (the site's secret), so a forged one is refused before the database is asked;
 * revoking sets revoked_at and takes effect on the next request.
 */
export const giftLinks = pgTable(
  "gift_links",
  {
    id: text()
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    postId: text()
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    giverId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    opens: integer().notNull().default(0),
    lastOpenedAt: timestamp({ withTimezone: true, mode: "date" }),
    revokedAt: timestamp({ withTimezone: true, mode: "date" }),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("gift_links_giver_created_at_idx").on(t.giverId, t.createdAt.desc()), index("gift_links_post_idx").on(t.postId)],
);
export type GiftLink = typeof giftLinks.$inferSelect;
