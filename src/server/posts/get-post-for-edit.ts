import "server-only";
import { asc, eq } from "drizzle-orm";
import { AppError } from "@/server/errors";
import { getDb } from "@/server/db/client";
import { postTags, posts, tags, type Post } from "@/server/db/schema";
import { assertRole, type Actor } from "@/server/auth/permissions";

export type PostForEdit = Post & { tagNames: string[] };

/** Any post, whatever its status, with its tag names — for the editor. */
export async function getPostForEdit(options: { actor: Actor; id: string }): Promise<PostForEdit> {
  assertRole(options.actor, "editor");
  const db = await getDb();
  const [post] = await db.select().from(posts).where(eq(posts.id, options.id));
  if (!post) throw new AppError("not_found", "This post does not exist.");
  const tagRows = await db
    .select({ name: tags.name })
    .from(postTags)
    .innerJoin(tags, eq(tags.id, postTags.tagId))
    .where(eq(postTags.postId, post.id))
    .orderBy(asc(tags.name));
  return { ...post, tagNames: tagRows.map((row) => row.name) };
}
