import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { posts } from "@/server/db/schema";
import type { PostAccess } from "@/lib/post-access";
import { publicPostCondition } from "./public-post-condition";

export type PostBody = { id: string; access: PostAccess; publishedAt: Date | null; updatedAt: Date; bodyMarkdown: string };

/** A public post's whole body and what decides who reads it; null for an unknown, draft or not yet due post. */
export async function getPostBodyBySlug(slug: string, now: Date = new Date()): Promise<PostBody | null> {
  if (slug.length === 0 || slug.length > 200) return null;
  const db = await getDb();
  const [row] = await db
    .select({
      id: posts.id,
      access: posts.access,
      publishedAt: posts.publishedAt,
      updatedAt: posts.updatedAt,
      bodyMarkdown: posts.bodyMarkdown,
    })
    .from(posts)
    .where(and(eq(posts.slug, slug), publicPostCondition(now)))
    .limit(1);
  return row ?? null;
}
