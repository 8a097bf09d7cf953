import "server-only";
import { and, desc, eq, exists, inArray, ne, sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { postTags, posts, users } from "@/server/db/schema";
import { listTagsForPosts } from "./list-tags-for-posts";
import { postSummaryColumns, toPostSummary } from "./post-summary-columns";
import { publicPostCondition } from "./public-post-condition";
import type { PostSummary } from "./types";

/**
 * How many of the newest posts sharing a tag are ranked. Ranking every post of a big topic
 * (thousands) cost a cold post page ~100 ms on PGlite (10,000 posts); the newest hundred are read along
 * the listings' index and stop early.
 */
const candidateCount = 100;

/**
 * Up to `limit` other public posts sharing a tag: most shared tags first, then newest, among
 * the newest `candidateCount` posts that share one.
 */
export async function listRelatedPosts(post: { id: string; tagIds: string[] }, limit = 3, now: Date = new Date()): Promise<PostSummary[]> {
  if (post.tagIds.length === 0) return [];
  const db = await getDb();
  const sharesTag = (postId: typeof posts.id) =>
    db
      .select({ one: sql`1` })
      .from(postTags)
      .where(and(eq(postTags.postId, postId), inArray(postTags.tagId, post.tagIds)));
  const candidates = db
    .select({ id: posts.id, publishedAt: posts.publishedAt })
    .from(posts)
    .where(and(publicPostCondition(now), ne(posts.id, post.id), exists(sharesTag(posts.id))))
    .orderBy(desc(posts.publishedAt), desc(posts.id))
    .limit(candidateCount)
    .as("candidates");
  const sharedTags = sql<number>`(select count(*) from ${postTags} where ${postTags.postId} = ${candidates.id} and ${inArray(postTags.tagId, post.tagIds)})`;
  const ranked = await db
    .select({ id: candidates.id })
    .from(candidates)
    .orderBy(desc(sharedTags), desc(candidates.publishedAt), desc(candidates.id))
    .limit(limit);
  if (ranked.length === 0) return [];
  const rows = await db
    .select(postSummaryColumns)
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .where(
      inArray(
        posts.id,
        ranked.map((row) => row.id),
      ),
    );
  const order = new Map(ranked.map((row, index) => [row.id, index]));
  rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  const tagsByPost = await listTagsForPosts(rows.map((row) => row.id));
  return rows.map((row) => toPostSummary(row, tagsByPost.get(row.id) ?? []));
}
