import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { analyticsEvents } from "@/server/db/schema";
import { analyticsEventNames } from "@/lib/analytics-events";
import type { DateRange } from "@/lib/analytics-range";
import { eventCount, inRange, visitorCount } from "./count-events-by";

type DailyTraffic = { day: string; visitors: number; pageViews: number };
export type Overview = { visitors: number; pageViews: number; trend: DailyTraffic[] };

const utcDayOf = sql<string>`to_char(${analyticsEvents.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;

/** Unique visitors and page views over the range, with one point per day (zero days included). */
export async function getOverview({ range }: { range: DateRange }): Promise<Overview> {
  const db = await getDb();
  const pageViews = and(inRange(range), eq(analyticsEvents.name, analyticsEventNames.pageview));
  const [totals] = await db.select({ visitors: visitorCount, pageViews: eventCount }).from(analyticsEvents).where(pageViews);
  const perDay = await db
    .select({ day: utcDayOf, visitors: visitorCount, pageViews: eventCount })
    .from(analyticsEvents)
    .where(pageViews)
    .groupBy(utcDayOf);
  const byDay = new Map(perDay.map((row) => [row.day, row]));
  return {
    visitors: totals?.visitors ?? 0,
    pageViews: totals?.pageViews ?? 0,
    trend: range.days.map((day) => ({ day, visitors: byDay.get(day)?.visitors ?? 0, pageViews: byDay.get(day)?.pageViews ?? 0 })),
  };
}
