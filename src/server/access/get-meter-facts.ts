import "server-only";
import { and, eq } from "drizzle-orm";
import type { MeterFacts } from "@/lib/decide-reading";
import { getDb } from "@/server/db/client";
import { meteredReads } from "@/server/db/schema";
import { meterMonth } from "./meter-month";

export type GetMeterFactsOptions = { userId: string; postId: string; now?: Date };

/** This month's meter of one member, as decideReading takes it: paid posts read in full, and whether this post is one. */
export async function getMeterFacts(options: GetMeterFactsOptions): Promise<MeterFacts> {
  const db = await getDb();
  const [row] = await db
    .select({ postIds: meteredReads.postIds })
    .from(meteredReads)
    .where(and(eq(meteredReads.userId, options.userId), eq(meteredReads.month, meterMonth(options.now ?? new Date()))));
  const postIds = row?.postIds ?? [];
  return { used: postIds.length, hasReadThisPost: postIds.includes(options.postId) };
}
