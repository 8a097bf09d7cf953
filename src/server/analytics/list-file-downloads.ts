import "server-only";
import { eq, sql } from "drizzle-orm";
import { analyticsEvents } from "@/server/db/schema";
import { analyticsEventNames } from "@/lib/analytics-events";
import { countEventsBy, type BreakdownOptions, type BreakdownRow } from "./count-events-by";

/** Downloads by file URL (the tracker strips the query string). */
export function listFileDownloads(options: BreakdownOptions): Promise<BreakdownRow[]> {
  return countEventsBy(sql<string>`${analyticsEvents.props}->>'url'`, eq(analyticsEvents.name, analyticsEventNames.fileDownload), options);
}
