import { sql } from "drizzle-orm";
import { index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

import { userRoles, type UserRole } from "@/lib/roles";

export { userRoles, type UserRole };
export const userRole = pgEnum("user_role", userRoles);

/**
 * Accounts of people. Authors are users with a name and a bio; the Auth.js Drizzle adapter
 * reads and writes the first five columns (its names: id, name, email, emailVerified, image).
 */
export const users = pgTable(
  "users",
  {
    id: text()
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    name: text(),
    email: text().notNull(),
    emailVerified: timestamp({ withTimezone: true, mode: "date" }),
    image: text(),
    handle: text().notNull(),
    role: userRole().notNull().default("reader"),
    bio: text(),
    /** When the welcome mail was queued (membership/queue-welcome-mail.ts): at most once per member. */
    welcomedAt: timestamp({ withTimezone: true, mode: "date" }),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(sql`lower(${t.email})`),
    uniqueIndex("users_handle_unique").on(sql`lower(${t.handle})`),
    index("users_created_at_idx").on(t.createdAt),
  ],
);
export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export const accounts = pgTable(
  "accounts",
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text().notNull(),
    provider: text().notNull(),
    providerAccountId: text().notNull(),
    refresh_token: text(),
    access_token: text(),
    expires_at: integer(),
    token_type: text(),
    scope: text(),
    id_token: text(),
    session_state: text(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.providerAccountId] }), index("accounts_user_idx").on(t.userId)],
);

export const sessions = pgTable(
  "sessions",
  {
    sessionToken: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expires: timestamp({ withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const verificationTokens = pgTable(
  "verification_tokens",
  {
    identifier: text().notNull(),
    token: text().notNull(),
    expires: timestamp({ withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.identifier, t.token] })],
);

/**
 * Fixed-window counters for rate limits (magic-link requests), shared by every app server
 * on the same database. Used when REDIS_URL is not set.
 */
export const rateLimits = pgTable("rate_limits", {
  key: text().primaryKey(),
  points: integer().notNull(),
  expiresAt: timestamp({ withTimezone: true, mode: "date" }).notNull(),
});
