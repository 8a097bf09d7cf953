import "server-only";
import { and, eq, gt, min } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { posts } from "@/server/db/schema";
import { publicPostCondition } from "./public-post-condition";

const dayMs = 24 * 60 * 60 * 1000;

/**
 * When the next public post becomes old enough to read as paid (the archive setting, computed
 * at read time by effectiveAccess): the youngest-but-oldest public post under the age, plus the
 * age. Null when the setting is off or no public post will cross it.
 */
export async function getNextArchiveCrossingAt(now: Date, archivePaidAfterDays: number | null): Promise<Date | null> {
  if (archivePaidAfterDays === null || archivePaidAfterDays <= 0) return null;
  const ageMs = archivePaidAfterDays * dayMs;
  const db = await getDb();
  const [row] = await db
    .select({ at: min(posts.publishedAt) })
    .from(posts)
    .where(and(publicPostCondition(now), eq(posts.access, "public"), gt(posts.publishedAt, new Date(now.getTime() - ageMs))));
  return row?.at ? new Date(row.at.getTime() + ageMs) : null;
}
