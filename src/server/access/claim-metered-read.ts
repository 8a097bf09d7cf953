import "server-only";
import { sql } from "drizzle-orm";
import type { MeterFacts } from "@/lib/decide-reading";
import { getDb } from "@/server/db/client";
import { meteredReads } from "@/server/db/schema";
import { getMeterFacts } from "./get-meter-facts";
import { meterMonth } from "./meter-month";

export type ClaimMeteredReadOptions = { userId: string; postId: string; limit: number; now?: Date };

/**
 * Counts one paid post against a member's free reads this month, if a slot is left: one upsert
 * on the member's month row. ON CONFLICT DO UPDATE locks that row and checks the condition on
 * its latest version, so concurrent reads queue on the lock and cannot pass the limit; a post
 * already listed is never added twice. Returns the facts after the claim, to decide again with:
 * `hasReadThisPost` false means the limit was reached (perhaps by a concurrent read).
 */
export async function claimMeteredRead(options: ClaimMeteredReadOptions): Promise<MeterFacts> {
  const now = options.now ?? new Date();
  if (options.limit <= 0) return getMeterFacts({ ...options, now });
  const db = await getDb();
  const [claimed] = await db
    .insert(meteredReads)
    .values({ userId: options.userId, month: meterMonth(now), postIds: [options.postId], updatedAt: now })
    .onConflictDoUpdate({
      target: [meteredReads.userId, meteredReads.month],
      set: { postIds: sql`array_append(${meteredReads.postIds}, ${options.postId}::text)`, updatedAt: now },
      setWhere: sql`not (${options.postId}::text = any(${meteredReads.postIds})) and cardinality(${meteredReads.postIds}) < ${options.limit}`,
    })
    .returning({ postIds: meteredReads.postIds });
  if (claimed) return { used: claimed.postIds.length, hasReadThisPost: true };
  // Nothing written: the post was listed already, or the month is used up.
  return getMeterFacts({ ...options, now });
}
