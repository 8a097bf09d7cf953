import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { users } from "@/server/db/schema";
import type { Actor } from "@/server/auth/permissions";
import { renderMarkdown } from "@/lib/render-markdown";
import { getPostForEdit, type PostForEdit } from "./get-post-for-edit";
import type { PublicAuthor } from "./types";

export type PostPreview = { post: PostForEdit; author: PublicAuthor | null; bodyHtml: string };

/** A saved post (any status) as its public page would show it, for the editor's "preview as a reader". */
export async function getPostPreview(options: { actor: Actor; id: string }): Promise<PostPreview> {
  const post = await getPostForEdit(options);
  const db = await getDb();
  const [author] = await db
    .select({ id: users.id, handle: users.handle, name: users.name, bio: users.bio, image: users.image })
    .from(users)
    .where(eq(users.id, post.authorId));
  return {
    post,
    author: author ? { ...author, name: author.name ?? author.handle } : null,
    bodyHtml: renderMarkdown(post.bodyMarkdown),
  };
}
