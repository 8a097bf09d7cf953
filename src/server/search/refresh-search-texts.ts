import { sql } from "drizzle-orm";
import { markdownToReaderText } from "@/lib/reader-text";
import type { Database } from "@/server/db/open";
import { bodyVersionSql } from "./hit-bodies";
import { eligiblePostSql, scopeSql, type PostScope } from "./index-sql";

/** Posts rendered a batch: each costs a few milliseconds of this process (about 5 ms for 800 words), so batches stay short. */
const batchSize = 100;

type BodyRow = { id: string; body_markdown: string; version: string };

/**
 * Writes the reader's text (markdownToReaderText) of every indexed post in `scope` (all of them
 * when undefined) whose text is missing or was made from another version of the post, in
 * batches of their own, outside any caller's transaction: rendering runs in this process, and a
 * transaction held open meanwhile would stall PGlite's one connection. A text written for the
 * version a post has is right whenever it is read, so nothing needs to wait for the rest.
 */
export async function refreshSearchTexts(db: Database, scope?: PostScope): Promise<number> {
  let written = 0;
  let after = "";
  for (;;) {
    const { rows } = await db.execute<BodyRow>(sql`
      SELECT p.id, p.body_markdown, ${bodyVersionSql} AS version
      FROM posts p
      LEFT JOIN post_search_text rt ON rt.post_id = p.id
      WHERE ${eligiblePostSql} ${scopeSql(scope)} AND p.id > ${after}
        AND (rt.post_id IS NULL OR rt.body_version <> ${bodyVersionSql})
      ORDER BY p.id
      LIMIT ${batchSize}`);
    if (rows.length === 0) return written;
    const texts = rows.map((row) => markdownToReaderText(row.body_markdown));
    await db.execute(sql`
      INSERT INTO post_search_text (post_id, body_version, body_text)
      SELECT * FROM unnest(${sql.param(rows.map((row) => row.id))}::text[], ${sql.param(rows.map((row) => row.version))}::text[],
        ${sql.param(texts)}::text[])
      ON CONFLICT (post_id) DO UPDATE SET body_version = excluded.body_version, body_text = excluded.body_text`);
    written += rows.length;
    if (rows.length < batchSize) return written;
    after = rows.at(-1)!.id;
  }
}

/** Texts of posts the index no longer holds (unpublished, back to draft). */
export function deleteUnindexedTextsSql(scope?: PostScope) {
  return sql`
    DELETE FROM post_search_text t
    WHERE NOT EXISTS (SELECT 1 FROM post_search ps WHERE ps.post_id = t.post_id)
      ${scope === undefined ? sql`` : sql`AND t.post_id IN (SELECT p.id FROM posts p WHERE true ${scopeSql(scope)})`}`;
}
