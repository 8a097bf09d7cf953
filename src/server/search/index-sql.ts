import { sql, type SQL } from "drizzle-orm";

/**
 * How index rows are made: raised whenever the vectors change (what they hold or their
 * weights), so that the start-up repair re-makes every older row (repairSearchIndex).
 * 1: author names and handles searchable; title A, tags + author B, excerpt C, body D.
 * 2: the body is the text a reader sees (post_search_text), not its Markdown.
 */
export const searchIndexFormat = 2;

/** Which posts a sync covers: one post, some posts, an author's posts, or every post (undefined). */
export type PostScope = string | { postIds: string[] } | { authorId: string };

/** The posts the index holds: published or scheduled, with a date (scheduled ones are hidden at query time). */
export const eligiblePostSql = sql.raw(`p.status IN ('published', 'scheduled') AND p.published_at IS NOT NULL`);

export function scopeSql(scope?: PostScope): SQL {
  if (scope === undefined) return sql``;
  if (typeof scope === "string") return sql`AND p.id = ${scope}`;
  if ("postIds" in scope) return sql`AND p.id = ANY(${sql.param(scope.postIds)}::text[])`;
  return sql`AND p.author_id = ${scope.authorId}`;
}

/**
 * SQL shared by the sync and the rebuild: which posts belong in the index, and how their
 * vectors and words are made. `scope` narrows it (one post id, some ids, an author).
 */
function sourcePosts(scope?: PostScope): SQL {
  return sql`
    SELECT p.id, p.published_at, u.handle, greatest(p.updated_at, u.updated_at) AS source_updated_at,
           coalesce(array_agg(t.slug ORDER BY t.slug) FILTER (WHERE t.slug IS NOT NULL), '{}'::text[]) AS tags,
           coalesce(string_agg(t.name || ' ' || replace(t.slug, '-', ' '), ' '), '')
             || ' ' || coalesce(u.name, '') || ' ' || replace(u.handle, '-', ' ') AS label_text,
           -- The reader's text (refreshSearchTexts writes it first); the Markdown only if a race left none.
           p.title, p.excerpt, coalesce(rt.body_text, p.body_markdown) AS body_text
    FROM posts p
    JOIN users u ON u.id = p.author_id
    LEFT JOIN post_search_text rt ON rt.post_id = p.id
    LEFT JOIN post_tags pt ON pt.post_id = p.id
    LEFT JOIN tags t ON t.id = pt.tag_id
    WHERE ${eligiblePostSql} ${scopeSql(scope)}
    GROUP BY p.id, u.handle, u.name, u.updated_at, rt.post_id`;
}

/**
 * Date-window lexemes: every indexed vector also carries its post's publish year and month
 * (UTC) as `date 2026` and `date 202611`. A search for a common word ANDs its query with the
 * window of the newest posts (`windowQuerySql`), so the GIN index yields only recent matches
 * instead of every post. No text can produce them: the parser never makes a lexeme with a
 * space in it.
 */
export function windowLexemesSql(publishedAt: SQL): SQL {
  const utc = sql`(${publishedAt}) AT TIME ZONE 'UTC'`;
  return sql`array_to_tsvector(ARRAY['date ' || to_char(${utc}, 'YYYY'), 'date ' || to_char(${utc}, 'YYYYMM')])`;
}

/**
 * The tsquery that matches every post published in or after `since`'s month (UTC): the months
 * left in its year, then each later year up to now — at most 12 lexemes plus one a year (each
 * lexeme the GIN index looks up costs time). NULL when `since` is NULL. It may also match
 * older posts of `since`'s month, which is harmless: a window only needs to contain every post
 * newer than `since`.
 */
export function windowQuerySql(since: SQL): SQL {
  return sql`(
    SELECT string_agg(quote_literal(w.lexeme), ' | ')::tsquery
    -- OFFSET 0 keeps the subquery whole, so the cutoff is computed once rather than at each use.
    FROM (SELECT (${since}) AT TIME ZONE 'UTC' AS s OFFSET 0) x
    CROSS JOIN LATERAL (
      SELECT 'date ' || to_char(m, 'YYYYMM') FROM generate_series(date_trunc('month', x.s), date_trunc('year', x.s) + interval '11 months', interval '1 month') m
      UNION ALL
      SELECT 'date ' || to_char(y, 'YYYY') FROM generate_series(date_trunc('year', x.s) + interval '1 year', date_trunc('year', now() AT TIME ZONE 'UTC'), interval '1 year') y
    ) w(lexeme))`;
}

/** Upserts the index rows of every eligible post (or those of `scope`), oldest first so the heap is in date order. */
export function upsertPostSearchSql(scope?: PostScope): SQL {
  return sql`
    INSERT INTO post_search (post_id, published_at, author_handle, tags, head, doc, source_updated_at, format)
    SELECT id, published_at, handle, tags, head || date_window, head || date_window || setweight(to_tsvector('english', body_text), 'D'),
           source_updated_at, ${searchIndexFormat}
    FROM (
      -- The weights are what restrictSearchableAttributes selects (engine.ts searchableWeights).
      SELECT s.*, setweight(to_tsvector('english', s.title), 'A')
                  || setweight(to_tsvector('english', s.label_text), 'B')
                  || setweight(to_tsvector('english', s.excerpt), 'C') AS head,
                  ${windowLexemesSql(sql`s.published_at`)} AS date_window
      FROM (${sourcePosts(scope)}) s
    ) x
    ORDER BY published_at
    ON CONFLICT (post_id) DO UPDATE SET
      published_at = excluded.published_at, author_handle = excluded.author_handle,
      tags = excluded.tags, head = excluded.head, doc = excluded.doc,
      source_updated_at = excluded.source_updated_at, format = excluded.format`;
}

/** The unstemmed words of one post's text, for prefix expansion and typo correction. */
export function postWordsSql(scope?: PostScope): SQL {
  return sql`
    SELECT to_tsvector('simple', s.title || ' ' || s.label_text || ' ' || s.excerpt || ' ' || s.body_text) AS words
    FROM (${sourcePosts(scope)}) s`;
}

/** Only plain words of letters and digits are worth offering (no URLs, numbers with dots…). */
export const plainWordPattern = "^[[:alpha:][:digit:]]{1,48}$";

/**
 * Recounts search_lexemes: how many index rows hold each lexeme of `doc` (the date lexemes
 * too; no query word can produce them, so no estimate reads them). ts_stat takes its query as
 * text: this one is constant.
 */
export function countSearchLexemesSql(): SQL {
  return sql`
    INSERT INTO search_lexemes (lexeme, ndoc)
    SELECT word, ndoc FROM ts_stat('SELECT doc FROM post_search')
    ON CONFLICT (lexeme) DO UPDATE SET ndoc = excluded.ndoc`;
}
