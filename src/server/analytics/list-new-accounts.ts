import "server-only";
import { and, gte, lt, sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { users } from "@/server/db/schema";
import type { DateRange } from "@/lib/analytics-range";

export type DailyCount = { day: string; count: number };

const dayOf = sql<string>`to_char(${users.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;

/** Accounts created per UTC day over the range (zero days included). */
export async function listNewAccounts({ range }: { range: DateRange }): Promise<DailyCount[]> {
  const db = await getDb();
  const rows = await db
    .select({ day: dayOf, count: sql<number>`count(*)::int`.mapWith(Number) })
    .from(users)
    .where(and(gte(users.createdAt, range.from), lt(users.createdAt, range.to)))
    .groupBy(dayOf);
  const byDay = new Map(rows.map((row) => [row.day, row.count]));
  return range.days.map((day) => ({ day, count: byDay.get(day) ?? 0 }));
}
