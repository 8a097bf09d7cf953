import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";

/**
 * A member's pending change of address (#31): the link mailed to the new address carries a
 * random token; only its SHA-256 is stored, so the table alone cannot confirm a change. One row
 * per member (a new request replaces the last); confirming or expiring removes it.
 */
export const emailChangeRequests = pgTable(
  "email_change_requests",
  {
    userId: text()
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    newEmail: text().notNull(),
    tokenHash: text().notNull().unique(),
    expires: timestamp({ withTimezone: true, mode: "date" }).notNull(),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("email_change_requests_expires_idx").on(t.expires)],
);
export type EmailChangeRequest = typeof emailChangeRequests.$inferSelect;
