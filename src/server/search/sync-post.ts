import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { postSearch } from "@/server/db/schema";
import { plainWordPattern, postWordsSql, upsertPostSearchSql } from "./index-sql";

// Called by the posts domain inside or after every write that changes what is public
// (publish, update, unpublish, delete, tag changes, author rename): search reflects it at once.
// On PostgreSQL this keeps post_search in step; a post that is not public-eligible is removed.

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
}

export async function removePostFromSearch(postId: string): Promise<void> {
  const db = await getDb();
  await db.delete(postSearch).where(eq(postSearch.postId, postId));
}
