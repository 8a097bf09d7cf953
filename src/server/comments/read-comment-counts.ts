import "server-only";
import { and, count, eq, isNull } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { comments } from "@/server/db/schema";
import { cachedCommentRead } from "./comment-cache";
import { findCommentPost } from "./find-comment-post";

/** Comments shown under a post (what its thread counts), from the database. */
export async function countShownComments(postId: string): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ value: count() })
    .from(comments)
    .where(and(eq(comments.postId, postId), eq(comments.status, "published"), isNull(comments.deletedAt), isNull(comments.hiddenAt)));
  return Number(row?.value ?? 0);
}

/**
 * The comment count of each live post among `slugs` (unknown ones left out), each from the
 * shared data cache under its post's comments tag. A count is no one's text: it is shown on
 * gated posts' cards too, as the other publishing products do.
 */
export async function readCommentCounts(slugs: string[]): Promise<Record<string, number>> {
  const entries = await Promise.all(
    slugs.map(async (slug) => {
      const value = await cachedCommentRead(
        async () => {
          const post = await findCommentPost(slug);
          return post ? countShownComments(post.id) : null;
        },
        ["comments:count", slug],
        slug,
      );
      return [slug, value] as const;
    }),
  );
  return Object.fromEntries(entries.filter((entry): entry is readonly [string, number] => entry[1] !== null));
}
