import { sql, type SQL } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import type { Database } from "@/server/db/open";
import type { FacetFilter, FacetName, SearchEngine, SearchHit, SearchRequest, SearchResult } from "./engine";
import { highlightText, markdownToPlainText, snippetText, type QueryTerm } from "./highlight";
import { resolveTerms } from "./resolve-terms";
import { tokenizeQuery } from "./tokenize-query";

/**
 * Matching stops at this many newest matches: counting, faceting and ranking a bounded set
 * keeps a common word as cheap as a rare one. Beyond it nbHits is a lower bound and the
 * result says so (exhaustiveNbHits: false), as Algolia does.
 */
export const candidateCap = 1000;
/** Every search runs under this statement timeout (the browser client gives up at 2 s). */
export const searchTimeoutMs = 1500;

type Row = {
  nb: number;
  hits: {
    id: string;
    title: string;
    slug: string;
    excerpt: string;
    body: string;
    tags: string[];
    author_handle: string;
    author_name: string | null;
    published_at: string;
    reading_minutes: number;
  }[];
  tags: Record<string, number> | null;
  author: Record<string, number> | null;
};

function filterSql(filter: FacetFilter): SQL {
  const test = filter.facet === "tags" ? sql`ps.tags @> ARRAY[${filter.value}]::text[]` : sql`ps.author_handle = ${filter.value}`;
  return filter.negated ? sql`NOT (${test})` : test;
}

function filtersSql(groups: FacetFilter[][]): SQL {
  const parts = groups.filter((group) => group.length > 0).map((group) => sql`(${sql.join(group.map(filterSql), sql` OR `)})`);
  return parts.length > 0 ? sql`AND ${sql.join(parts, sql` AND `)}` : sql``;
}

function facetSql(name: FacetName, request: SearchRequest): SQL {
  if (!request.facets.includes(name)) return sql`NULL::json`;
  const value = name === "tags" ? sql`unnest(m.tags)` : sql`m.author_handle`;
  return sql`(SELECT json_object_agg(f.value, f.n ORDER BY f.n DESC, f.value) FROM (
      SELECT ${value} AS value, count(*)::int AS n FROM m GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${request.maxValuesPerFacet}
    ) f)`;
}

/**
 * One statement: the capped candidate set (a materialized CTE, so the planner takes the GIN
 * bitmap path rather than walking the date index row by row), its count and facets, and the
 * page of hits joined to the posts for their text — the only rows whose text is read.
 */
export function searchSql(request: SearchRequest, loose: string | null, strict: string | null): SQL {
  const filters = filtersSql(request.filters);
  // With words, never walk the date index filtering row by row (each row would read its whole
  // vector): an ORDER BY expression the index cannot serve leaves the GIN bitmap as the way in.
  const newestFirst = loose ? sql`(ps.published_at + interval '0 seconds') DESC` : sql`ps.published_at DESC`;
  const isPublic = loose ? sql`(ps.published_at + interval '0 seconds') <= now()` : sql`ps.published_at <= now()`;
  const matches = loose ? sql`AND ps.doc @@ ${loose}::tsquery` : sql``;
  const relevance = request.sort === "relevance" && loose !== null;
  // Typo corrections widen the match; exact matches still rank first (Algolia's typo criterion).
  // The strict matches come from the GIN index too, never by testing each row's vector.
  const hasTypos = strict !== null && strict !== loose;
  const strictMatches = hasTypos
    ? sql`s AS MATERIALIZED (SELECT ps.post_id FROM post_search ps WHERE ps.doc @@ ${strict}::tsquery), `
    : sql``;
  const exactFlag = (alias: string) => (hasTypos ? sql`${sql.raw(alias)}.post_id IN (SELECT post_id FROM s)` : sql`true`);
  const headMatches = relevance
    ? sql`, h AS MATERIALIZED (
        SELECT x.*, ts_rank(x.head, ${loose}::tsquery) AS rank FROM (
          SELECT ps.post_id, ps.published_at, ps.head FROM post_search ps
          WHERE ps.head @@ ${loose}::tsquery AND ${isPublic} ${filters}
          ORDER BY ${newestFirst} LIMIT ${candidateCap}
        ) x)`
    : sql``;
  const ranked = relevance
    ? sql`SELECT c.post_id, c.published_at, c.exact, coalesce(h.rank, 0) AS rank
          FROM (SELECT post_id, published_at, exact FROM m
                UNION SELECT h.post_id, h.published_at, ${exactFlag("h")} FROM h) c
          LEFT JOIN h USING (post_id)`
    : sql`SELECT post_id, published_at, exact, 0 AS rank FROM m`;
  return sql`
    WITH ${strictMatches}m AS MATERIALIZED (
      SELECT ps.post_id, ps.published_at, ps.tags, ps.author_handle, ${exactFlag("ps")} AS exact
      FROM post_search ps
      WHERE ${isPublic} ${matches} ${filters}
      ORDER BY ${newestFirst}
      LIMIT ${candidateCap}
    )${headMatches},
    page AS (
      SELECT r.post_id, row_number() OVER (ORDER BY r.exact DESC, r.rank DESC, r.published_at DESC, r.post_id) AS pos
      FROM (${ranked}) r
      ORDER BY r.exact DESC, r.rank DESC, r.published_at DESC, r.post_id
      LIMIT ${request.hitsPerPage} OFFSET ${request.page * request.hitsPerPage}
    )
    SELECT
      (SELECT count(*)::int FROM m) AS nb,
      (SELECT coalesce(json_agg(json_build_object(
          'id', p.id, 'title', p.title, 'slug', p.slug, 'excerpt', p.excerpt, 'body', p.body_markdown,
          'tags', ps.tags, 'author_handle', ps.author_handle, 'author_name', u.name,
          'published_at', ps.published_at, 'reading_minutes', p.reading_minutes) ORDER BY page.pos), '[]'::json)
        FROM page JOIN post_search ps USING (post_id) JOIN posts p ON p.id = page.post_id JOIN users u ON u.id = p.author_id
      ) AS hits,
      ${facetSql("tags", request)} AS tags,
      ${facetSql("author", request)} AS author`;
}

function toHit(row: Row["hits"][number], terms: QueryTerm[], request: SearchRequest): SearchHit {
  const { highlightPreTag: pre, highlightPostTag: post, snippetEllipsisText: ellipsis } = request;
  const authorName = row.author_name ?? row.author_handle;
  const snippet: SearchHit["snippet"] = {};
  const sources = { body: () => markdownToPlainText(row.body), excerpt: () => row.excerpt, title: () => row.title };
  for (const [attribute, words] of Object.entries(request.snippetWords) as [keyof typeof sources, number | undefined][]) {
    if (words) snippet[attribute] = snippetText(sources[attribute](), terms, words, pre, post, ellipsis);
  }
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    tags: row.tags,
    authorHandle: row.author_handle,
    authorName,
    publishedAt: new Date(row.published_at),
    readingMinutes: row.reading_minutes,
    highlight: {
      title: highlightText(row.title, terms, pre, post),
      excerpt: highlightText(row.excerpt, terms, pre, post),
      tags: row.tags.map((tag) => highlightText(tag, terms, pre, post)),
      author: highlightText(row.author_handle, terms, pre, post),
    },
    snippet,
  };
}

export async function searchPostgres(db: Database, request: SearchRequest): Promise<SearchResult> {
  const started = performance.now();
  const words = tokenizeQuery(request.query);
  const row = await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`SET LOCAL statement_timeout = ${searchTimeoutMs}`));
    await tx.execute(sql`SET LOCAL pg_trgm.similarity_threshold = 0.4`);
    // A sequential scan would read every post's whole vector; the GIN bitmap reads none.
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    const resolved = words.words.length > 0 ? await resolveTerms(tx as unknown as Database, words) : null;
    const result = await tx.execute<Row>(searchSql(request, resolved?.loose ?? null, resolved?.strict ?? null));
    return { result: result.rows[0]!, terms: resolved?.terms ?? [] };
  });
  const { result, terms } = row;
  return {
    hits: result.hits.map((hit) => toHit(hit, terms, request)),
    nbHits: result.nb,
    exhaustive: result.nb < candidateCap,
    facets: {
      ...(request.facets.includes("tags") ? { tags: result.tags ?? {} } : {}),
      ...(request.facets.includes("author") ? { author: result.author ?? {} } : {}),
    },
    processingTimeMS: Math.max(1, Math.round(performance.now() - started)),
  };
}

export const postgresEngine: SearchEngine = {
  name: "postgres",
  search: async (request) => searchPostgres(await getDb(), request),
};
