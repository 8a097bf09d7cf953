import "server-only";
import { and, asc, count, desc, eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { postTags, posts, tags } from "@/server/db/schema";
import { publicPostCondition } from "./public-post-condition";
import type { TagWithCount } from "./types";

/** Tags that have public posts, most used first. */
export async function listTagsWithCounts(now: Date = new Date()): Promise<TagWithCount[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: tags.id, slug: tags.slug, name: tags.name, description: tags.description, postCount: count(posts.id) })
    .from(tags)
    .innerJoin(postTags, eq(postTags.tagId, tags.id))
    .innerJoin(posts, and(eq(posts.id, postTags.postId), publicPostCondition(now)))
    .groupBy(tags.id)
    .orderBy(desc(count(posts.id)), asc(tags.name));
  return rows.map((row) => ({ ...row, postCount: Number(row.postCount) }));
}
