import type { Database } from "@/server/db/open";
import { analyticsEvents, type AnalyticsEvent, type NewAnalyticsEvent } from "@/server/db/schema";

/** An analytics event row (a desktop Chrome page view of / unless overridden), for tests and demo data. */
export async function createAnalyticsEvent(db: Database, overrides: Partial<NewAnalyticsEvent> = {}): Promise<AnalyticsEvent> {
  const [row] = await db
    .insert(analyticsEvents)
    .values({
      name: "pageview",
      pathname: "/",
      hostname: "localhost",
      visitorHash: "visitor-1",
      deviceType: "desktop",
      browser: "Chrome",
      os: "Windows",
      appName: "Groundwork",
      appVersion: "1.0.0",
      ...overrides,
    })
    .returning();
  return row!;
}
