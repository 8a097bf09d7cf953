import { sql } from "drizzle-orm";
import { index, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { AttributionValue } from "./attribution";
import { users } from "./auth";

export const subscriptionRequestStatuses = ["pending", "granted", "declined"] as const;
export type SubscriptionRequestStatus = (typeof subscriptionRequestStatuses)[number];
export const subscriptionRequestStatus = pgEnum("subscription_request_status", subscriptionRequestStatuses);

/**
 * "Request a subscription" (#27): what a signed-in reader sends from the pricing page when the
 * site takes no payments (no Stripe). At most one pending request per member (the partial
 * unique index): asking again updates its note. Editors grant a complimentary subscription from
 * it in one click, or decline it.
 */
export const subscriptionRequests = pgTable(
  "subscription_requests",
  {
    id: text()
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    plan: text().notNull(),
    note: text().notNull().default(""),
    status: subscriptionRequestStatus().notNull().default("pending"),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    resolvedAt: timestamp({ withTimezone: true, mode: "date" }),
    resolvedById: text().references(() => users.id, { onDelete: "set null" }),
    /** What brought the request (#27): the grant made from it carries it to the subscription. */
    attribution: jsonb().$type<AttributionValue>(),
  },
  (t) => [
    uniqueIndex("subscription_requests_pending_user_unique")
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    index("subscription_requests_status_created_idx").on(t.status, t.createdAt.desc()),
    index("subscription_requests_user_created_idx").on(t.userId, t.createdAt.desc()),
  ],
);
export type SubscriptionRequest = typeof subscriptionRequests.$inferSelect;
