import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { analyticsEvents } from "@/server/db/schema";
import { analyticsEventNames } from "@/lib/analytics-events";
import { countEventsBy, type BreakdownOptions, type BreakdownRow } from "./count-events-by";

export const searchQuery = sql<string>`lower(trim(${analyticsEvents.props}->>'query'))`;
export const isSubscriberSearch = sql`coalesce(${analyticsEvents.props}->>'no_subscriptions', 'false') <> 'true'`;

/** What subscribers search for most (queries compared case-insensitively). */
export function listTopSearches(options: BreakdownOptions): Promise<BreakdownRow[]> {
  return countEventsBy(searchQuery, and(eq(analyticsEvents.name, analyticsEventNames.search), isSubscriberSearch), options);
}
