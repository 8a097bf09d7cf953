import { sql, type SQL } from "drizzle-orm";
import type { FacetName, SearchRequest } from "./engine";
import type { EstimatedWindows } from "./estimated-windows-sql";
import { filtersSql } from "./filter-sql";
import { bodyVersionSql } from "./hit-bodies";
import { dateWindowsSql, fixedWindowNames, newestMatchesSql } from "./newest-matches-sql";
import { defaultCandidateCap } from "./search-settings";

/**
 * The statement's rows: one a hit, in order (none: one row whose hit columns are null). The
 * count, facets and resolution travel on the first row only. The hit's text comes as plain
 * columns rather than JSON (JSON would have PostgreSQL escape it and this process parse it
 * again); the body, most of the bytes, comes only as its row version (hit-bodies.ts).
 */
export type SearchRow = {
  nb: number | null;
  tags: Record<string, number> | null;
  author: Record<string, number> | null;
  id: string | null;
  title: string;
  slug: string;
  excerpt: string;
  body_version: string;
  hit_tags: string[];
  author_handle: string;
  author_name: string | null;
  published_at: string | Date;
  reading_minutes: number;
  exact: boolean;
};

function facetSql(name: FacetName, request: SearchRequest): SQL {
  if (!request.facets.includes(name)) return sql`NULL::json`;
  const value = name === "tags" ? sql`unnest(m.tags)` : sql`m.author_handle`;
  return sql`(SELECT json_object_agg(f.value, f.n ORDER BY f.n DESC, f.value) FROM (
      SELECT ${value} AS value, count(*)::int AS n FROM m GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${request.maxValuesPerFacet}
    ) f)`;
}

/**
 * What a search statement matches: tsquery expressions (parameters, or the resolution CTEs'
 * columns) and whether typo corrections widened `loose`. null: no words, every post.
 */
export type MatchSql = { ctes: SQL; loose: SQL; strict: SQL; hasTypos: SQL | boolean; relevance: boolean };

/**
 * One statement: the capped candidate set, its count and facets, and the page of hits
 * joined to the posts for their text — the only rows whose text is read.
 */
export function searchSql(
  request: SearchRequest,
  loose: string | null,
  strict: string | null,
  windowStarts: number[],
  cap = defaultCandidateCap,
): SQL {
  const match =
    loose === null
      ? null
      : {
          ctes: sql``,
          loose: sql`${loose}::tsquery`,
          strict: sql`${strict}::tsquery`,
          hasTypos: strict !== null && strict !== loose,
          relevance: request.sort === "relevance",
        };
  return matchSearchSql(request, match, windowStarts, cap);
}

/**
 * The search statement over `match` (null: every post, newest first), as searchSql and
 * resolvingSearchSql build it.
 * `extra`: more columns of the first row (`, expression AS name`, …), computed once;
 * `extraFirst` selects them from `a` for the first row alone.
 */
export function matchSearchSql(
  request: SearchRequest,
  match: MatchSql | null,
  windowStarts: number[],
  cap: number,
  extra = sql``,
  extraFirst = sql``,
  /** The candidate stages' windows picked by the estimate (estimatedWindowsSql); the fixed ones otherwise. */
  estimated?: EstimatedWindows,
): SQL {
  const filters = filtersSql(request.filters, request.filter);
  const relevance = match?.relevance ?? false;
  // Typo corrections widen the match; exact matches still rank first (Algolia's typo criterion).
  // The strict matches come from the GIN index too, never by testing each row's vector.
  const hasTypos = match?.hasTypos ?? false;
  const strictMatches =
    hasTypos === false
      ? sql``
      : hasTypos === true
        ? sql`s AS MATERIALIZED (SELECT ps.post_id FROM post_search ps WHERE ps.doc @@ ${match!.strict}), `
        : sql`s AS MATERIALIZED (SELECT ps.post_id FROM post_search ps WHERE ${hasTypos} AND ps.doc @@ ${match!.strict}), `;
  const exact =
    hasTypos === false
      ? sql`true`
      : hasTypos === true
        ? sql`ps.post_id IN (SELECT post_id FROM s)`
        : sql`(NOT ${hasTypos} OR ps.post_id IN (SELECT post_id FROM s))`;
  const candidates = match
    ? newestMatchesSql(
        cap,
        "m",
        "doc",
        match.loose,
        estimated?.names ?? fixedWindowNames(windowStarts.length),
        sql`ps.post_id, ps.published_at, ps.tags, ps.author_handle, ${exact} AS exact`,
        filters,
      )
    : sql`m AS MATERIALIZED (
        SELECT ps.post_id, ps.published_at, ps.tags, ps.author_handle, true AS exact FROM post_search ps
        WHERE ps.published_at <= now() ${filters}
        ORDER BY ps.published_at DESC NULLS LAST LIMIT ${cap})`;
  // Relevance ranks the small head vector (title, tags, excerpt) of the newest head matches;
  // body-only matches follow, newest first. Every head match is a match (doc contains head).
  // Ranked as each row is read, so the stages sort narrow rows rather than the vectors.
  const headMatches =
    relevance && match
      ? sql`, ${newestMatchesSql(cap, "hm", "head", match.loose, fixedWindowNames(windowStarts.length), sql`ps.post_id, ps.published_at, ps.tags, ps.author_handle, ${exact} AS exact, ts_rank(ps.head, ${match.loose}) AS rank`, filters)}`
      : sql``;
  const ranked = relevance
    ? sql`SELECT post_id, published_at, tags, author_handle, exact, rank FROM hm
          UNION ALL SELECT post_id, published_at, tags, author_handle, exact, 0 FROM m WHERE post_id NOT IN (SELECT post_id FROM hm)`
    : sql`SELECT post_id, published_at, tags, author_handle, exact, 0 AS rank FROM m`;
  return sql`
    WITH ${match?.ctes ?? sql``}${match && (!estimated || relevance) ? dateWindowsSql(windowStarts) : sql``}${estimated?.ctes ?? sql``}${strictMatches}${candidates}${headMatches},
    -- A bounded top-N sort: numbered (row_number) only once the page is cut.
    page AS (
      SELECT r.post_id, r.exact, r.rank, r.published_at, r.tags, r.author_handle
      FROM (${ranked}) r
      ORDER BY r.exact DESC, r.rank DESC, r.published_at DESC, r.post_id
      LIMIT ${request.hitsPerPage} OFFSET ${request.page * request.hitsPerPage}
    )
    SELECT CASE WHEN first THEN a.nb END AS nb, CASE WHEN first THEN a.tags END AS tags,
      CASE WHEN first THEN a.author END AS author${extraFirst}, h.*
    FROM (
      SELECT (SELECT count(*)::int FROM m) AS nb, ${facetSql("tags", request)} AS tags, ${facetSql("author", request)} AS author${extra}
    ) a
    LEFT JOIN LATERAL (
      SELECT p.id, p.title, p.slug, p.excerpt, ${bodyVersionSql} AS body_version, page.tags AS hit_tags, page.author_handle,
        u.name AS author_name, page.published_at, p.reading_minutes, page.exact,
        row_number() OVER (ORDER BY page.exact DESC, page.rank DESC, page.published_at DESC, page.post_id) AS pos
      -- The candidates carry the index row's tags, handle and date: only posts and users are joined.
      FROM page JOIN posts p ON p.id = page.post_id JOIN users u ON u.id = p.author_id
    ) h ON true
    CROSS JOIN LATERAL (SELECT h.pos IS NULL OR h.pos = 1 AS first) f
    ORDER BY h.pos`;
}

/** Whether any post matches `query` under the request's filters (typoTolerance "min"). */
export function hasMatchSql(query: string, request: SearchRequest): SQL {
  return sql`SELECT EXISTS (
    SELECT 1 FROM post_search ps
    WHERE ps.doc @@ ${query}::tsquery AND ps.published_at <= now() ${filtersSql(request.filters, request.filter)}) AS found`;
}
