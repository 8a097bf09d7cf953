import { sql } from "drizzle-orm";
import { boolean, index, pgEnum, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth";

export const subscriptionSources = ["stripe", "complimentary"] as const;
export type SubscriptionSource = (typeof subscriptionSources)[number];
export const subscriptionSource = pgEnum("subscription_source", subscriptionSources);

export const subscriptionPlans = ["monthly", "yearly", "complimentary"] as const;
export type SubscriptionPlan = (typeof subscriptionPlans)[number];
export const subscriptionPlan = pgEnum("subscription_plan", subscriptionPlans);

export const subscriptionStatuses = ["active", "trialing", "past_due", "canceled", "incomplete", "unpaid"] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];
export const subscriptionStatus = pgEnum("subscription_status", subscriptionStatuses);

/**
 * One row per Stripe subscription (keyed by its Stripe id) and at most one complimentary
 * row per member. Whether a row entitles its member is decided only by
 * hasActiveSubscription() in src/server/billing/entitlements.ts.
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: text()
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    source: subscriptionSource().notNull(),
    plan: subscriptionPlan().notNull(),
    status: subscriptionStatus().notNull(),
    /** Stripe: end of the paid period. Complimentary: the end date, or null for no end. */
    currentPeriodEnd: timestamp({ withTimezone: true, mode: "date" }),
    cancelAtPeriodEnd: boolean().notNull().default(false),
    stripeCustomerId: text(),
    stripeSubscriptionId: text(),
    /**
     * The Stripe event `created` time of the last change applied to this row: an event
     * older than it is ignored, so a late redelivery never moves the row back in time.
     */
    lastEventAt: timestamp({ withTimezone: true, mode: "date" }),
    grantedById: text().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("subscriptions_user_idx").on(t.userId),
    uniqueIndex("subscriptions_stripe_subscription_unique").on(t.stripeSubscriptionId),
    uniqueIndex("subscriptions_complimentary_user_unique")
      .on(t.userId)
      .where(sql`${t.source} = 'complimentary'`),
  ],
);
export type Subscription = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;

/** The Stripe customer of a member, created once at their first checkout and reused. */
export const stripeCustomers = pgTable("stripe_customers", {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  stripeCustomerId: text().notNull().unique(),
  createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/** Webhook events already applied; written in the same transaction as the event's effect. */
export const processedStripeEvents = pgTable("processed_stripe_events", {
  eventId: text().primaryKey(),
  type: text().notNull(),
  processedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
});
