import "server-only";
import { eq, sql } from "drizzle-orm";
import { analyticsEvents } from "@/server/db/schema";
import { analyticsEventNames } from "@/lib/analytics-events";
import { countEventsBy, type BreakdownOptions, type BreakdownRow } from "./count-events-by";

/** Where visitors came from, by referring domain (direct visits have none and are left out). */
export function listTopReferrers(options: BreakdownOptions): Promise<BreakdownRow[]> {
  return countEventsBy(sql<string>`${analyticsEvents.referrerDomain}`, eq(analyticsEvents.name, analyticsEventNames.pageview), options);
}
