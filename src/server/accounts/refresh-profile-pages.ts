import "server-only";
import { and, eq, exists, sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { comments, posts, users } from "@/server/db/schema";
import { revalidateComments } from "@/server/comments/comment-cache";
import { revalidateAuthorPages } from "@/server/posts/revalidate-public-pages";
import { syncAuthorPostsToSearch } from "@/server/search/sync-post";

/**
 * After a member's name or picture changed (committed): the threads they commented in are read
 * afresh (the data cache and every node's fast-path copy), and for an author (anyone with a post) their page, posts
 * and search entries show the new name.
 */
export async function refreshProfilePages(userId: string): Promise<void> {
  const db = await getDb();
  const threads = await db
    .selectDistinct({ slug: posts.slug })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .where(eq(comments.authorId, userId));
  for (const { slug } of threads) revalidateComments(slug);
  const [author] = await db
    .select({ handle: users.handle })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        exists(
          db
            .select({ one: sql`1` })
            .from(posts)
            .where(eq(posts.authorId, userId)),
        ),
      ),
    );
  if (author) {
    revalidateAuthorPages([author.handle]);
    await syncAuthorPostsToSearch(userId);
  }
}
