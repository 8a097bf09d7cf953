import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { analyticsEvents } from "@/server/db/schema";
import { analyticsEventNames } from "@/lib/analytics-events";
import type { DateRange } from "@/lib/analytics-range";
import { eventCount, inRange, visitorCount } from "./count-events-by";

export type NoSubscriptionSearches = { attempts: number; visitors: number };

/** How often readers without a subscription tried to search — the upsell signal. */
export async function countNoSubscriptionSearches({ range }: { range: Pick<DateRange, "from" | "to"> }): Promise<NoSubscriptionSearches> {
  const db = await getDb();
  const [row] = await db
    .select({ attempts: eventCount, visitors: visitorCount })
    .from(analyticsEvents)
    .where(
      and(
        inRange(range),
        eq(analyticsEvents.name, analyticsEventNames.search),
        sql`${analyticsEvents.props}->>'no_subscriptions' = 'true'`,
      ),
    );
  return { attempts: row?.attempts ?? 0, visitors: row?.visitors ?? 0 };
}
