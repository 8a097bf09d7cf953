import "server-only";
import { and, desc, eq, exists } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { posts, postTags, tags, users } from "@/server/db/schema";
import { listTagsForPosts } from "./list-tags-for-posts";
import { postSummaryColumns, toPostSummary } from "./post-summary-columns";
import { publicPostCondition } from "./public-post-condition";
import type { PublicPost } from "./types";

/** The newest public posts with their bodies and access levels (buildFeed shows gated ones as their preview), for the feed (of one topic when tagSlug is given). */
export async function listFeedPosts(limit = 30, now: Date = new Date(), tagSlug?: string): Promise<PublicPost[]> {
  const db = await getDb();
  const inTag = tagSlug
    ? exists(
        db
          .select({ postId: postTags.postId })
          .from(postTags)
          .innerJoin(tags, eq(tags.id, postTags.tagId))
          .where(and(eq(postTags.postId, posts.id), eq(tags.slug, tagSlug))),
      )
    : undefined;
  const rows = await db
    .select({ ...postSummaryColumns, bodyMarkdown: posts.bodyMarkdown, access: posts.access })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .where(and(publicPostCondition(now), inTag))
    .orderBy(desc(posts.publishedAt), desc(posts.id))
    .limit(Math.min(Math.max(limit, 1), 100));
  const tagsByPost = await listTagsForPosts(rows.map((row) => row.id));
  return rows.map((row) => ({ ...toPostSummary(row, tagsByPost.get(row.id) ?? []), bodyMarkdown: row.bodyMarkdown, access: row.access }));
}
