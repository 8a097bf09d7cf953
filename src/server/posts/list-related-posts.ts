import "server-only";
import { and, count, desc, eq, inArray, ne } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { postTags, posts, users } from "@/server/db/schema";
import { listTagsForPosts } from "./list-tags-for-posts";
import { postSummaryColumns, toPostSummary } from "./post-summary-columns";
import { publicPostCondition } from "./public-post-condition";
import type { PostSummary } from "./types";

/** Up to `limit` other public posts sharing a tag: most shared tags first, then newest. */
export async function listRelatedPosts(post: { id: string; tagIds: string[] }, limit = 3, now: Date = new Date()): Promise<PostSummary[]> {
  if (post.tagIds.length === 0) return [];
  const db = await getDb();
  const shared = db
    .select({ postId: postTags.postId, sharedTags: count().as("shared_tags") })
    .from(postTags)
    .where(and(inArray(postTags.tagId, post.tagIds), ne(postTags.postId, post.id)))
    .groupBy(postTags.postId)
    .as("shared");
  const rows = await db
    .select(postSummaryColumns)
    .from(shared)
    .innerJoin(posts, eq(posts.id, shared.postId))
    .innerJoin(users, eq(users.id, posts.authorId))
    .where(publicPostCondition(now))
    .orderBy(desc(shared.sharedTags), desc(posts.publishedAt), desc(posts.id))
    .limit(limit);
  const tagsByPost = await listTagsForPosts(rows.map((row) => row.id));
  return rows.map((row) => toPostSummary(row, tagsByPost.get(row.id) ?? []));
}
