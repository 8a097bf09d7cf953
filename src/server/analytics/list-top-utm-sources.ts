import "server-only";
import { eq, sql } from "drizzle-orm";
import { analyticsEvents } from "@/server/db/schema";
import { analyticsEventNames } from "@/lib/analytics-events";
import { countEventsBy, type BreakdownOptions, type BreakdownRow } from "./count-events-by";

/** Campaign traffic by utm_source (or ?ref=). */
export function listTopUtmSources(options: BreakdownOptions): Promise<BreakdownRow[]> {
  return countEventsBy(sql<string>`${analyticsEvents.utmSource}`, eq(analyticsEvents.name, analyticsEventNames.pageview), options);
}
