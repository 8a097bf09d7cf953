import { sql } from "drizzle-orm";
import { bigint, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export type EventProps = Record<string, string | number | boolean>;

/**
 * One row per accepted event (page view, outbound click, download, search, funnel step).
 * No raw identity: `visitorHash` is a hash of IP + user agent under a salt that rotates
 * daily and is deleted after two days, so a visitor cannot be followed across days.
 */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    name: text().notNull(),
    pathname: text().notNull(),
    hostname: text().notNull(),
    referrerDomain: text(),
    utmSource: text(),
    utmMedium: text(),
    utmCampaign: text(),
    props: jsonb()
      .$type<EventProps>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    visitorHash: text().notNull(),
    deviceType: text().notNull(),
    browser: text().notNull(),
    os: text().notNull(),
    country: text(),
    appName: text(),
    appVersion: text(),
  },
  (t) => [
    index("analytics_events_created_at_idx").on(t.createdAt),
    index("analytics_events_name_created_at_idx").on(t.name, t.createdAt),
    index("analytics_events_pathname_created_at_idx").on(t.pathname, t.createdAt),
    index("analytics_events_referrer_created_at_idx").on(t.referrerDomain, t.createdAt),
  ],
);
export type AnalyticsEvent = typeof analyticsEvents.$inferSelect;
export type NewAnalyticsEvent = typeof analyticsEvents.$inferInsert;

/**
 * A random salt per UTC day (`YYYY-MM-DD`). Kept only for today and yesterday: once a
 * salt is deleted, that day's visitor hashes can no longer be linked to anyone.
 */
export const analyticsSalts = pgTable("analytics_salts", {
  day: text().primaryKey(),
  salt: text().notNull(),
  createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
});
