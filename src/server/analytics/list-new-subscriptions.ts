import "server-only";
import { and, gte, lt, sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { subscriptions } from "@/server/db/schema";
import type { DateRange } from "@/lib/analytics-range";
import type { DailyCount } from "./list-new-accounts";

export type NewSubscriptions = { isAvailable: boolean; perDay: DailyCount[] };

const dayOf = sql<string>`to_char(${subscriptions.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;

/** Subscriptions started per UTC day over the range (paid and complimentary; zero days included). */
export async function listNewSubscriptions({ range }: { range: DateRange }): Promise<NewSubscriptions> {
  const db = await getDb();
  const rows = await db
    .select({ day: dayOf, count: sql<number>`count(*)::int`.mapWith(Number) })
    .from(subscriptions)
    .where(and(gte(subscriptions.createdAt, range.from), lt(subscriptions.createdAt, range.to)))
    .groupBy(dayOf);
  const byDay = new Map(rows.map((row) => [row.day, row.count]));
  return { isAvailable: true, perDay: range.days.map((day) => ({ day, count: byDay.get(day) ?? 0 })) };
}
