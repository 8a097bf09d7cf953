import "server-only";
import { and, eq, lte, or, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { posts } from "@/server/db/schema";
import { publicPostCondition } from "@/server/posts/public-post-condition";

export type GatedPostCounts = { paid: number; members: number };

const dayMs = 24 * 60 * 60 * 1000;

/**
 * How many published posts are paid now (the archive's public posts past its age included, as
 * effectiveAccess reads them) and how many are for members: what the pricing page and the
 * paywall card say a subscription opens. One statement.
 */
export async function countGatedPosts(options: { archivePaidAfterDays: number | null; now?: Date }): Promise<GatedPostCounts> {
  const now = options.now ?? new Date();
  const days = options.archivePaidAfterDays;
  const archived: SQL | undefined =
    days !== null && days > 0 ? and(eq(posts.access, "public"), lte(posts.publishedAt, new Date(now.getTime() - days * dayMs))) : undefined;
  const isPaid = archived ? or(eq(posts.access, "paid"), archived)! : eq(posts.access, "paid");
  const db = await getDb();
  const [row] = await db
    .select({
      paid: sql<number>`count(*) filter (where ${isPaid})`.mapWith(Number),
      members: sql<number>`count(*) filter (where ${eq(posts.access, "members")})`.mapWith(Number),
    })
    .from(posts)
    .where(publicPostCondition(now));
  return { paid: Number(row?.paid ?? 0), members: Number(row?.members ?? 0) };
}
