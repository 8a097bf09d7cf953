import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { getEnv } from "@/server/env";
import { postSearch } from "@/server/db/schema";
import { pushPostToAlgolia } from "./algolia/push-post-to-algolia";
import { removePostFromAlgolia } from "./algolia/remove-post-from-algolia";
import { plainWordPattern, postWordsSql, upsertPostSearchSql } from "./index-sql";

// Called by the posts domain inside or after every write that changes what is public
// (publish, update, unpublish, delete, tag changes, author rename): search reflects it at once.
// On PostgreSQL this keeps post_search in step; a post that is not public-eligible is removed.
// With Algolia configured, its index is kept in step too (post_search stays current, so
// switching Algolia off needs no rebuild). An Algolia failure is logged, not thrown: the
// save succeeded and the PostgreSQL index is current; `npm run search:reindex` repairs it.

async function mirrorToAlgolia(action: string, run: () => Promise<unknown>): Promise<void> {
  if (!getEnv().features.algolia) return;
  try {
    await run();
  } catch (error) {
    console.error(`[search] Algolia ${action} failed:`, error instanceof Error ? error.message : "unknown error");
  }
}

export async function syncPostToSearch(postId: string): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.delete(postSearch).where(eq(postSearch.postId, postId));
    await tx.execute(upsertPostSearchSql(postId));
    // New words become findable by prefix and typo at once; counts are refreshed by a rebuild.
    await tx.execute(sql`
      INSERT INTO search_words (word)
      SELECT DISTINCT w.lexeme FROM (${postWordsSql(postId)}) s, unnest(s.words) w
      WHERE w.lexeme ~ ${plainWordPattern}
      ON CONFLICT (word) DO NOTHING`);
  });
  await mirrorToAlgolia("sync", () => pushPostToAlgolia(db, postId));
}

export async function removePostFromSearch(postId: string): Promise<void> {
  const db = await getDb();
  await db.delete(postSearch).where(eq(postSearch.postId, postId));
  await mirrorToAlgolia("removal", () => removePostFromAlgolia(postId));
}
