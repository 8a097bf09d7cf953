import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb, type Database } from "@/server/db/client";
import type { Transaction } from "@/server/db/transaction";
import { postSearch, posts } from "@/server/db/schema";
import { plainWordPattern, postWordsSql, upsertPostSearchSql, type PostScope } from "./index-sql";
import { queuePostFollowUps } from "./queue-post-follow-ups";
import { deleteUnindexedTextsSql, refreshSearchTexts } from "./refresh-search-texts";
import { runOrRetryLater } from "./run-or-retry-later";

// Called by the posts domain after every write that changes what is public (publish, update,
// unpublish, delete, tag changes) and by accounts after an author's handle changes: search
// reflects it at once. On PostgreSQL this keeps post_search in step; a post that is not
// public-eligible is removed. What follows (the Algolia copy, saved-search alerts, the
// newsletter's look) is queued as tasks once the entry is written (queuePostFollowUps). A failure
// is not thrown into the save (it succeeded): it is queued as a task that retries with backoff
// (search.sync-post / search.sync-author, sync-post-tasks.ts), and survives a restart.

/** Re-makes the index rows of the posts in `scope` (removing those no longer public-eligible). */
export async function indexPosts(db: Database, scope: Exclude<PostScope, undefined>): Promise<void> {
  await refreshSearchTexts(db, scope);
  await db.transaction((tx) => writeIndexRows(tx, scope));
}

async function writeIndexRows(tx: Transaction, scope: Exclude<PostScope, undefined>): Promise<void> {
  if (typeof scope === "string") await tx.delete(postSearch).where(eq(postSearch.postId, scope));
  else if ("postIds" in scope) await tx.execute(sql`DELETE FROM post_search WHERE post_id = ANY(${sql.param(scope.postIds)}::text[])`);
  else await tx.execute(sql`DELETE FROM post_search WHERE post_id IN (SELECT id FROM posts WHERE author_id = ${scope.authorId})`);
  await tx.execute(upsertPostSearchSql(scope));
  await tx.execute(deleteUnindexedTextsSql(scope));
  // New words become findable by prefix and typo at once; counts are refreshed by a rebuild.
  await tx.execute(sql`
    INSERT INTO search_words (word)
    SELECT DISTINCT w.lexeme FROM (${postWordsSql(scope)}) s, unnest(s.words) w
    WHERE w.lexeme ~ ${plainWordPattern}
    ON CONFLICT (word) DO NOTHING`);
}

/**
 * The index entry of one post written (or removed) and what follows it queued, in one
 * transaction: both happen, or neither. What the retry task does too.
 */
export async function writePostSearchEntry(db: Database, postId: string, action: "sync" | "remove"): Promise<void> {
  if (action === "sync") await refreshSearchTexts(db, postId);
  await db.transaction(async (tx) => {
    if (action === "sync") await writeIndexRows(tx, postId);
    else {
      await tx.delete(postSearch).where(eq(postSearch.postId, postId));
      await tx.execute(deleteUnindexedTextsSql(postId));
    }
    await queuePostFollowUps(tx, [postId], { mayBeNews: action === "sync" });
  });
}

/** An author's posts re-indexed (their handle and name are in each entry) and their Algolia copies queued, in one transaction. */
export async function writeAuthorSearchEntries(db: Database, authorId: string): Promise<void> {
  await refreshSearchTexts(db, { authorId });
  await db.transaction(async (tx) => {
    await writeIndexRows(tx, { authorId });
    const rows = await tx.select({ id: posts.id }).from(posts).where(eq(posts.authorId, authorId));
    await queuePostFollowUps(
      tx,
      rows.map((row) => row.id),
      { mayBeNews: false },
    );
  });
}

export async function syncPostToSearch(postId: string): Promise<void> {
  const db = await getDb();
  const retry = { kind: "search.sync-post", payload: { postId, action: "sync" }, dedupeKey: `search.sync-post:${postId}` } as const;
  await runOrRetryLater(db, `index update of post ${postId}`, () => writePostSearchEntry(db, postId, "sync"), retry);
}

export async function removePostFromSearch(postId: string): Promise<void> {
  const db = await getDb();
  const retry = { kind: "search.sync-post", payload: { postId, action: "remove" }, dedupeKey: `search.sync-post:${postId}` } as const;
  await runOrRetryLater(db, `index removal of post ${postId}`, () => writePostSearchEntry(db, postId, "remove"), retry);
}

/** An author's handle or name changed: their posts' rows carry both (facet value and searchable text). */
export async function syncAuthorPostsToSearch(authorId: string): Promise<void> {
  const db = await getDb();
  const retry = { kind: "search.sync-author", payload: { authorId }, dedupeKey: `search.sync-author:${authorId}` } as const;
  await runOrRetryLater(db, `index update of author ${authorId}'s posts`, () => writeAuthorSearchEntries(db, authorId), retry);
}
