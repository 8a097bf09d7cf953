import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Database } from "@/server/db/open";
import { countSearchLexemesSql, plainWordPattern, postWordsSql, upsertPostSearchSql } from "./index-sql";
import { deleteUnindexedTextsSql, refreshSearchTexts } from "./refresh-search-texts";

/**
 * Rebuilds the PostgreSQL search index from the posts: every eligible post's row, the
 * word table with document counts and the lexeme counts. Run after seeding or bulk imports. The
 * reader's texts are brought up to date first, in batches (refreshSearchTexts); the rest is one
 * transaction, so searches keep answering from the old index until it commits.
 */
export async function rebuildSearchIndex(db: Database): Promise<{ posts: number; words: number }> {
  await refreshSearchTexts(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`DELETE FROM post_search`);
    await tx.execute(sql`DELETE FROM search_words`);
    await tx.execute(sql`DELETE FROM search_lexemes`);
    await tx.execute(upsertPostSearchSql());
    await tx.execute(deleteUnindexedTextsSql());
    // ts_stat takes its query as text; this one has no parameters, only constant SQL.
    const wordsQuery = new PgDialect().sqlToQuery(postWordsSql()).sql;
    await tx.execute(sql`
      INSERT INTO search_words (word, ndoc)
      SELECT word, ndoc FROM ts_stat(${wordsQuery}) WHERE word ~ ${plainWordPattern}`);
    await tx.execute(countSearchLexemesSql());
    await tx.execute(sql`ANALYZE post_search`);
    await tx.execute(sql`ANALYZE search_words`);
    await tx.execute(sql`ANALYZE search_lexemes`);
    const counts = await tx.execute<{ posts: number; words: number }>(
      sql`SELECT (SELECT count(*) FROM post_search)::int AS posts, (SELECT count(*) FROM search_words)::int AS words`,
    );
    return counts.rows[0]!;
  });
}
