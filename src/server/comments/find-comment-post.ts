import "server-only";
import { and, eq } from "drizzle-orm";
import type { PostAccess } from "@/lib/post-access";
import { getDb } from "@/server/db/client";
import { posts } from "@/server/db/schema";
import { publicPostCondition } from "@/server/posts/public-post-condition";

/** A live post as the comments see it: what decides who may read it, and its title for mails. */
export type CommentPost = { id: string; slug: string; title: string; access: PostAccess; publishedAt: Date | null };

/** The public post with this slug, or null (unknown, draft, not yet due). */
export async function findCommentPost(slug: string, now: Date = new Date()): Promise<CommentPost | null> {
  if (slug.length === 0 || slug.length > 200) return null;
  const db = await getDb();
  const [row] = await db
    .select({ id: posts.id, slug: posts.slug, title: posts.title, access: posts.access, publishedAt: posts.publishedAt })
    .from(posts)
    .where(and(eq(posts.slug, slug), publicPostCondition(now)))
    .limit(1);
  return row ?? null;
}
