import "server-only";
import { and, asc, desc, sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { posts } from "@/server/db/schema";
import { publicPostCondition } from "./public-post-condition";
import type { PostLink } from "./types";

export type AdjacentPosts = { previous: PostLink | null; next: PostLink | null };

/**
 * The public posts just before (older) and just after (newer) a post, in the same
 * (publishedAt, id) order as the listings, so equal timestamps never skip or repeat a post.
 */
export async function getAdjacentPosts(post: { id: string; publishedAt: string }, now: Date = new Date()): Promise<AdjacentPosts> {
  const db = await getDb();
  const position = sql`(${posts.publishedAt}, ${posts.id})`;
  const current = sql`(${post.publishedAt}::timestamptz, ${post.id})`;
  const columns = { slug: posts.slug, title: posts.title, publishedAt: posts.publishedAt };
  const [[previous], [next]] = await Promise.all([
    db
      .select(columns)
      .from(posts)
      .where(and(publicPostCondition(now), sql`${position} < ${current}`))
      .orderBy(desc(posts.publishedAt), desc(posts.id))
      .limit(1),
    db
      .select(columns)
      .from(posts)
      .where(and(publicPostCondition(now), sql`${position} > ${current}`))
      .orderBy(asc(posts.publishedAt), asc(posts.id))
      .limit(1),
  ]);
  const toLink = (row: typeof previous): PostLink | null =>
    row ? { slug: row.slug, title: row.title, publishedAt: (row.publishedAt ?? new Date(0)).toISOString() } : null;
  return { previous: toLink(previous), next: toLink(next) };
}
