import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { analyticsEvents } from "@/server/db/schema";
import { analyticsEventNames } from "@/lib/analytics-events";
import { countEventsBy, type BreakdownOptions, type BreakdownRow } from "./count-events-by";
import { isSubscriberSearch, searchQuery } from "./list-top-searches";

/** Subscriber searches that found nothing: topics readers want and the publication lacks. */
export function listSearchesWithoutResults(options: BreakdownOptions): Promise<BreakdownRow[]> {
  const noHits = sql`(${analyticsEvents.props}->>'nbHits') = '0'`;
  return countEventsBy(searchQuery, and(eq(analyticsEvents.name, analyticsEventNames.search), isSubscriberSearch, noHits), options);
}
