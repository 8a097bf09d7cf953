import { sql } from "drizzle-orm";
import type { Database } from "@/server/db/open";
import { countSearchLexemesSql, searchIndexFormat } from "./index-sql";
import { rebuildSearchIndex } from "./rebuild-search-index";
import { indexPosts } from "./sync-post";

/** Past this share of the posts, one rebuild is cheaper than many small syncs (and it recounts the words). */
const rebuildShare = 0.5;
const batchSize = 500;

/** Lexeme counts this far off the number of index rows are counted again (a rebuild counts them too). */
const lexemeCountDrift = 0.1;

export type SearchRepair = { missing: number; stale: number; removed: number; rebuilt: boolean; lexemesCounted: boolean };

/**
 * Counts search_lexemes again when it is empty (an index from before it, or grown by syncs
 * alone) or its counts cover a number of posts more than a tenth off the index's: every post
 * holds one year lexeme (`date YYYY`), so their counts add up to the posts counted.
 */
async function recountLexemesIfStale(db: Database): Promise<boolean> {
  const [row] = (
    await db.execute<{ rows: number; counted: number }>(sql`
      SELECT (SELECT count(*) FROM post_search)::int AS rows,
        (SELECT coalesce(sum(ndoc), 0) FROM search_lexemes WHERE lexeme LIKE 'date ____')::int AS counted`)
  ).rows;
  const rows = Number(row?.rows ?? 0);
  if (Math.abs(rows - Number(row?.counted ?? 0)) <= rows * lexemeCountDrift) return false;
  await db.transaction(async (tx) => {
    await tx.execute(sql`DELETE FROM search_lexemes`);
    await tx.execute(countSearchLexemesSql());
  });
  return true;
}

/**
 * Run at start: finds what a crash or a failed sync left behind — public-eligible posts with
 * no index row, rows older than their post or author (or than the index format), rows whose
 * date, handle or tags differ from the post's, rows of posts no longer public — and fixes
 * exactly those. One indexed pass over posts and post_search (milliseconds at 10,000 posts)
 * when nothing is wrong.
 */
export async function repairSearchIndex(db: Database): Promise<SearchRepair> {
  const removed = await db.execute<{ post_id: string }>(sql`
    DELETE FROM post_search ps
    WHERE NOT EXISTS (
      SELECT 1 FROM posts p WHERE p.id = ps.post_id AND p.status IN ('published', 'scheduled') AND p.published_at IS NOT NULL)
    RETURNING ps.post_id`);
  const wrong = await db.execute<{ id: string; missing: boolean }>(sql`
    SELECT p.id, ps.post_id IS NULL AS missing
    FROM posts p
    JOIN users u ON u.id = p.author_id
    LEFT JOIN post_search ps ON ps.post_id = p.id
    WHERE p.status IN ('published', 'scheduled') AND p.published_at IS NOT NULL
      AND (ps.post_id IS NULL
        OR ps.format <> ${searchIndexFormat}
        OR ps.source_updated_at < greatest(p.updated_at, u.updated_at)
        OR ps.published_at <> p.published_at
        OR ps.author_handle <> u.handle
        OR ps.tags <> coalesce(
          (SELECT array_agg(t.slug ORDER BY t.slug) FROM post_tags pt JOIN tags t ON t.id = pt.tag_id WHERE pt.post_id = p.id),
          '{}'::text[]))`);
  const ids = wrong.rows.map((row) => row.id);
  const missing = wrong.rows.filter((row) => row.missing).length;
  const result = { missing, stale: ids.length - missing, removed: removed.rows.length, rebuilt: false, lexemesCounted: false };
  if (ids.length === 0) return { ...result, lexemesCounted: await recountLexemesIfStale(db) };
  const [{ total } = { total: 0 }] = (
    await db.execute<{ total: number }>(sql`SELECT count(*)::int AS total FROM posts WHERE status IN ('published', 'scheduled')`)
  ).rows;
  if (ids.length > total * rebuildShare) {
    await rebuildSearchIndex(db);
    return { ...result, rebuilt: true, lexemesCounted: true };
  }
  for (let start = 0; start < ids.length; start += batchSize) await indexPosts(db, { postIds: ids.slice(start, start + batchSize) });
  return { ...result, lexemesCounted: await recountLexemesIfStale(db) };
}
