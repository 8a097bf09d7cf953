import "server-only";
import { and, desc, eq, isNotNull, sql, type SQL } from "drizzle-orm";
import { analyticsEventNames } from "@/lib/analytics-events";
import { assertRole, type Actor } from "@/server/auth/permissions";
import { getDb } from "@/server/db/client";
import { analyticsEvents, attributions, subscriptions } from "@/server/db/schema";
import { attributedInRange, attributionCountColumns, type AttributionCounts, type FiguresRange } from "./attribution-counts";

export const sourceDimensions = ["referrer", "utm", "channel"] as const;
export type SourceDimension = (typeof sourceDimensions)[number];

/** `views`: page views that arrived with this referrer domain or UTM source; null for channels (not a property of a view). */
export type SourceFigures = AttributionCounts & { key: string | null; views: number | null };

const attributionColumn: Record<SourceDimension, SQL<string | null>> = {
  referrer: sql`${attributions.referrerDomain}`,
  utm: sql`${attributions.utmSource}`,
  channel: sql`${attributions.channel}`,
};
const eventColumn = { referrer: analyticsEvents.referrerDomain, utm: analyticsEvents.utmSource } as const;

/**
 * Per source — the referrer's domain, the UTM source or the channel — what it brought in the
 * range: views, members, subscriptions and their monthly recurring revenue. A null key is "none"
 * (no referrer, no UTM source). Sources with members or subscriptions first. Editors and owners.
 */
export async function listSourceFigures({
  actor,
  range,
  dimension,
  limit = 25,
  now = new Date(),
}: {
  actor: Actor;
  range: FiguresRange;
  dimension: SourceDimension;
  limit?: number;
  now?: Date;
}): Promise<SourceFigures[]> {
  assertRole(actor, "editor");
  const db = await getDb();
  const key = attributionColumn[dimension];
  const counts = await attributionCountColumns(now);
  const rows = await db
    .select({ key, ...counts })
    .from(attributions)
    .leftJoin(subscriptions, eq(subscriptions.id, attributions.subscriptionId))
    .where(attributedInRange(range))
    .groupBy(key)
    .orderBy(desc(counts.members), desc(counts.subscriptions), sql`1`)
    .limit(limit);
  if (dimension === "channel") return rows.map((row) => ({ ...row, views: null }));

  const column = eventColumn[dimension];
  const views = await db
    .select({ key: column, views: sql<number>`count(*)::int`.mapWith(Number) })
    .from(analyticsEvents)
    .where(
      and(
        sql`${analyticsEvents.createdAt} >= ${range.from} and ${analyticsEvents.createdAt} < ${range.to}`,
        eq(analyticsEvents.name, analyticsEventNames.pageview),
        isNotNull(column),
      ),
    )
    .groupBy(column)
    .orderBy(desc(sql`2`))
    .limit(limit);
  const viewsByKey = new Map(views.map((row) => [row.key, row.views]));
  const merged: SourceFigures[] = rows.map((row) => ({ ...row, views: row.key === null ? null : (viewsByKey.get(row.key) ?? 0) }));
  // Sources that brought views only, after those that brought people.
  for (const row of views) {
    if (merged.length >= limit) break;
    if (!rows.some((each) => each.key === row.key))
      merged.push({ key: row.key, views: row.views, members: 0, subscriptions: 0, mrrCents: 0 });
  }
  return merged;
}
