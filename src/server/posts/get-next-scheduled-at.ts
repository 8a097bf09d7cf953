import "server-only";
import { and, eq, gt, min } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { posts } from "@/server/db/schema";

/** When the next scheduled post becomes public (null when none is waiting). */
export async function getNextScheduledAt(now: Date): Promise<Date | null> {
  const db = await getDb();
  const [row] = await db
    .select({ at: min(posts.publishedAt) })
    .from(posts)
    .where(and(eq(posts.status, "scheduled"), gt(posts.publishedAt, now)));
  return row?.at ?? null;
}
