import "server-only";
import { eq, sql } from "drizzle-orm";
import { analyticsEvents } from "@/server/db/schema";
import { analyticsEventNames } from "@/lib/analytics-events";
import { countEventsBy, type BreakdownOptions, type BreakdownRow } from "./count-events-by";

/** Clicks on links to other sites, by destination URL. */
export function listOutboundClicks(options: BreakdownOptions): Promise<BreakdownRow[]> {
  return countEventsBy(sql<string>`${analyticsEvents.props}->>'url'`, eq(analyticsEvents.name, analyticsEventNames.outboundClick), options);
}
