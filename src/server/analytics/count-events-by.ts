import "server-only";
import { and, desc, gte, isNotNull, lt, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { analyticsEvents } from "@/server/db/schema";
import type { DateRange } from "@/lib/analytics-range";

export type BreakdownRow = { label: string; events: number; visitors: number };
export type BreakdownOptions = { range: Pick<DateRange, "from" | "to">; limit?: number };

export const inRange = ({ from, to }: Pick<DateRange, "from" | "to">) =>
  and(gte(analyticsEvents.createdAt, from), lt(analyticsEvents.createdAt, to));

export const eventCount = sql<number>`count(*)::int`.mapWith(Number);
export const visitorCount = sql<number>`count(distinct ${analyticsEvents.visitorHash})::int`.mapWith(Number);

/** The building block of every top list: events and unique visitors grouped by one expression. */
export async function countEventsBy(
  label: SQL<string | null> | SQL<string>,
  where: SQL | undefined,
  { range, limit = 10 }: BreakdownOptions,
): Promise<BreakdownRow[]> {
  const db = await getDb();
  const rows = await db
    .select({ label: sql<string>`${label}`, events: eventCount, visitors: visitorCount })
    .from(analyticsEvents)
    .where(and(inRange(range), where, isNotNull(label)))
    .groupBy(label)
    .orderBy(desc(eventCount), sql`1`)
    .limit(limit);
  return rows;
}
