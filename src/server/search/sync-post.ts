import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb, type Database } from "@/server/db/client";
import { getEnv } from "@/server/env";
import { postSearch, posts } from "@/server/db/schema";
import { pushPostToAlgolia } from "./algolia/push-post-to-algolia";
import { removePostFromAlgolia } from "./algolia/remove-post-from-algolia";
import { plainWordPattern, postWordsSql, upsertPostSearchSql, type PostScope } from "./index-sql";
import { runWithRetries } from "./retry-later";

// Called by the posts domain after every write that changes what is public (publish, update,
// unpublish, delete, tag changes) and by accounts after an author's handle changes: search
// reflects it at once. On PostgreSQL this keeps post_search in step; a post that is not
// public-eligible is removed. With Algolia configured, its index is kept in step too
// (post_search stays current, so switching Algolia off needs no rebuild). A failure is not
// thrown into the save (it succeeded): each step is retried in the background
// (runWithRetries), and what still fails is caught up by the repair at the next start.

async function mirrorToAlgolia(label: string, run: () => Promise<unknown>): Promise<void> {
  if (!getEnv().features.algolia) return;
  await runWithRetries(`Algolia ${label}`, run);
}

/** Re-makes the index rows of the posts in `scope` (removing those no longer public-eligible). */
export async function indexPosts(db: Database, scope: Exclude<PostScope, undefined>): Promise<void> {
  await db.transaction(async (tx) => {
    if (typeof scope === "string") await tx.delete(postSearch).where(eq(postSearch.postId, scope));
    else if ("postIds" in scope) await tx.execute(sql`DELETE FROM post_search WHERE post_id = ANY(${sql.param(scope.postIds)}::text[])`);
    else await tx.execute(sql`DELETE FROM post_search WHERE post_id IN (SELECT id FROM posts WHERE author_id = ${scope.authorId})`);
    await tx.execute(upsertPostSearchSql(scope));
    // New words become findable by prefix and typo at once; counts are refreshed by a rebuild.
    await tx.execute(sql`
      INSERT INTO search_words (word)
      SELECT DISTINCT w.lexeme FROM (${postWordsSql(scope)}) s, unnest(s.words) w
      WHERE w.lexeme ~ ${plainWordPattern}
      ON CONFLICT (word) DO NOTHING`);
  });
}

export async function syncPostToSearch(postId: string): Promise<void> {
  const db = await getDb();
  await runWithRetries(`index update of post ${postId}`, () => indexPosts(db, postId));
  await mirrorToAlgolia("sync", () => pushPostToAlgolia(db, postId));
}

export async function removePostFromSearch(postId: string): Promise<void> {
  const db = await getDb();
  await runWithRetries(`index removal of post ${postId}`, () => db.delete(postSearch).where(eq(postSearch.postId, postId)));
  await mirrorToAlgolia("removal", () => removePostFromAlgolia(postId));
}

/** An author's handle or name changed: their posts' rows carry both (facet value and searchable text). */
export async function syncAuthorPostsToSearch(authorId: string): Promise<void> {
  const db = await getDb();
  await runWithRetries(`index update of author ${authorId}'s posts`, () => indexPosts(db, { authorId }));
  if (!getEnv().features.algolia) return;
  const rows = await db.select({ id: posts.id }).from(posts).where(eq(posts.authorId, authorId));
  for (const { id } of rows) await mirrorToAlgolia("sync", () => pushPostToAlgolia(db, id));
}
