import "server-only";
import { eq } from "drizzle-orm";
import { postTags, tags, users } from "@/server/db/schema";
import type { Post } from "@/server/db/schema";
import type { Transaction } from "@/server/db/transaction";
import type { PublicPageKeys } from "./revalidate-public-pages";

/** The cache keys of every public page showing this post, read inside the write's transaction. */
export async function readPublicPageKeys(tx: Transaction, post: Pick<Post, "id" | "slug" | "authorId">): Promise<PublicPageKeys> {
  const tagRows = await tx
    .select({ slug: tags.slug })
    .from(postTags)
    .innerJoin(tags, eq(tags.id, postTags.tagId))
    .where(eq(postTags.postId, post.id));
  const [author] = await tx.select({ handle: users.handle }).from(users).where(eq(users.id, post.authorId));
  return { slug: post.slug, tagSlugs: tagRows.map((row) => row.slug), authorHandle: author?.handle ?? "" };
}
