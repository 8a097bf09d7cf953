import "server-only";
import { asc, eq, inArray } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { postTags, tags } from "@/server/db/schema";
import type { PublicTag } from "./types";

/** Tags of several posts in one query, by post id, each list in name order. */
export async function listTagsForPosts(postIds: string[]): Promise<Map<string, PublicTag[]>> {
  const byPost = new Map<string, PublicTag[]>(postIds.map((id) => [id, []]));
  if (postIds.length === 0) return byPost;
  const db = await getDb();
  const rows = await db
    .select({ postId: postTags.postId, id: tags.id, slug: tags.slug, name: tags.name, description: tags.description })
    .from(postTags)
    .innerJoin(tags, eq(tags.id, postTags.tagId))
    .where(inArray(postTags.postId, postIds))
    .orderBy(asc(tags.name));
  for (const { postId, ...tag } of rows) byPost.get(postId)?.push(tag);
  return byPost;
}
