import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import type { DateRange } from "@/lib/analytics-range";
import type { DailyCount } from "./list-new-accounts";

export type NewSubscriptions = { isAvailable: boolean; perDay: DailyCount[] };

/**
 * ADAPTER — the subscriptions table belongs to the billing work and is not in this branch.
 * This is the one place that reads it: it assumes `subscriptions.created_at` (timestamptz)
 * and answers "not available" while the table does not exist. At integration, replace the
 * raw SQL with billing's schema or a billing domain function.
 */
export async function listNewSubscriptions({ range }: { range: DateRange }): Promise<NewSubscriptions> {
  const db = await getDb();
  const exists = await db.execute<{ name: string | null }>(sql`select to_regclass('public.subscriptions')::text as name`);
  if (!exists.rows[0]?.name) return { isAvailable: false, perDay: range.days.map((day) => ({ day, count: 0 })) };

  const result = await db.execute<{ day: string; count: number | string }>(sql`
    select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as count
    from subscriptions
    where created_at >= ${range.from.toISOString()} and created_at < ${range.to.toISOString()}
    group by 1`);
  const byDay = new Map(result.rows.map((row) => [row.day, Number(row.count)]));
  return { isAvailable: true, perDay: range.days.map((day) => ({ day, count: byDay.get(day) ?? 0 })) };
}
