import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { posts, users } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { listTagsForPosts } from "./list-tags-for-posts";
import { postSummaryColumns, toPostSummary } from "./post-summary-columns";
import { publicPostCondition } from "./public-post-condition";
import type { PublicPost } from "./types";

/** A public post by slug, or null for an unknown slug, a draft, or a post not yet due. */
export async function getPublishedPostBySlug(slug: string, now: Date = new Date()): Promise<PublicPost | null> {
  if (slug.length === 0 || slug.length > 200) return null;
  const db = await getDb();
  const [row] = await db
    .select({ ...postSummaryColumns, bodyMarkdown: posts.bodyMarkdown })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .where(and(eq(posts.slug, slug), publicPostCondition(now)))
    .limit(1);
  if (!row) return null;
  const tagsByPost = await listTagsForPosts([row.id]);
  return { ...toPostSummary(row, tagsByPost.get(row.id) ?? []), bodyMarkdown: row.bodyMarkdown };
}

export async function getPublishedPostBySlugOrThrow(slug: string, now: Date = new Date()): Promise<PublicPost> {
  const post = await getPublishedPostBySlug(slug, now);
  if (!post) throw new AppError("not_found", "No published post has this address.");
  return post;
}
