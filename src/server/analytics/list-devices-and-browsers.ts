import "server-only";
import { eq, sql } from "drizzle-orm";
import { analyticsEvents } from "@/server/db/schema";
import { analyticsEventNames } from "@/lib/analytics-events";
import { countEventsBy, type BreakdownOptions, type BreakdownRow } from "./count-events-by";

export type DevicesAndBrowsers = { devices: BreakdownRow[]; browsers: BreakdownRow[]; systems: BreakdownRow[] };

/** Page views by device type, browser family and operating system. */
export async function listDevicesAndBrowsers(options: BreakdownOptions): Promise<DevicesAndBrowsers> {
  const pageViews = eq(analyticsEvents.name, analyticsEventNames.pageview);
  const [devices, browsers, systems] = await Promise.all([
    countEventsBy(sql<string>`${analyticsEvents.deviceType}`, pageViews, options),
    countEventsBy(sql<string>`${analyticsEvents.browser}`, pageViews, options),
    countEventsBy(sql<string>`${analyticsEvents.os}`, pageViews, options),
  ]);
  return { devices, browsers, systems };
}
