import "server-only";
import { eq, sql } from "drizzle-orm";
import { analyticsEvents } from "@/server/db/schema";
import { analyticsEventNames } from "@/lib/analytics-events";
import { countEventsBy, type BreakdownOptions, type BreakdownRow } from "./count-events-by";

/**
 * Visitors by country. No IP-to-country table ships with the app (and none is fetched), so
 * countries exist only when a trusted proxy sends a country header (TRUST_PROXY + CF-IPCountry …).
 */
export function listCountries(options: BreakdownOptions): Promise<BreakdownRow[]> {
  return countEventsBy(sql<string>`${analyticsEvents.country}`, eq(analyticsEvents.name, analyticsEventNames.pageview), options);
}
