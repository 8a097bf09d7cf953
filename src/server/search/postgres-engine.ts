import { sql, type SQL } from "drizzle-orm";
import { getDbHandle } from "@/server/db/client";
import type { DatabaseHandle, RunStatement } from "@/server/db/open";
import { searchableWeights, type FacetFilter, type FacetName, type SearchHit, type SearchRequest, type SearchResult } from "./engine";
import { filterNodeSql } from "./filter-sql";
import { highlightText, snippetMarkdown, snippetText, type QueryTerm } from "./highlight";
import { bodyVersionSql, hitBodies } from "./hit-bodies";
import { dateWindowLadder, dateWindowStarts, type WindowLadder } from "./date-window-start";
import { windowQuerySql } from "./index-sql";
import {
  resolvedQuerySql,
  resolveTerms,
  termsFromJson,
  typedWordPlaceholders,
  typedWordValues,
  type ResolvedWordJson,
} from "./resolve-terms";
import { tokenizeQuery } from "./tokenize-query";

/**
 * Matching stops at this many newest matches: counting, faceting and ranking a bounded set
 * keeps a common word as cheap as a rare one. Beyond it nbHits is a lower bound and the
 * result says so (exhaustiveNbHits: false), as Algolia does.
 */
export const defaultCandidateCap = 1000;
/** Every search runs under this statement timeout (the browser client gives up at 2 s). */
const searchTimeoutMs = 1500;

/** The server settings every search statement runs under (see readWithSettings). */
export const searchSettings = {
  statement_timeout: String(searchTimeoutMs),
  // A sequential scan would read every post's whole vector; the GIN bitmap reads none.
  enable_seqscan: "off",
  // How alike a known word must be to count as the typo's correction (resolveTerms).
  "pg_trgm.similarity_threshold": "0.4",
  // Plan each statement shape once per connection: the materialized stages fix the plan's
  // shape whatever the words, and planning cost about a millisecond a search.
  plan_cache_mode: "force_generic_plan",
  // A generic plan's cost is a guess (every CTE, every stage that will not run): past
  // jit_above_cost, PostgreSQL compiled each execution (~200 ms) for a statement of milliseconds.
  jit: "off",
};

/**
 * The statement's rows: one a hit, in order (none: one row whose hit columns are null). The
 * count, facets and resolution travel on the first row only. The hit's text comes as plain
 * columns rather than JSON (JSON would have PostgreSQL escape it and this process parse it
 * again); the body, most of the bytes, comes only as its row version (hit-bodies.ts).
 */
type Row = {
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

function filterSql(filter: FacetFilter): SQL {
  const test = filter.facet === "tags" ? sql`ps.tags @> ARRAY[${filter.value}]::text[]` : sql`ps.author_handle = ${filter.value}`;
  return filter.negated ? sql`NOT (${test})` : test;
}

function filtersSql(groups: FacetFilter[][], filter: SearchRequest["filter"]): SQL {
  const parts = groups.filter((group) => group.length > 0).map((group) => sql`(${sql.join(group.map(filterSql), sql` OR `)})`);
  if (filter) parts.push(sql`(${filterNodeSql(filter)})`);
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
 * The newest `cap` posts whose `vector` matches `query`, in stages. A common word matches
 * most posts, and fetching every match to keep the newest would cost as much as the corpus is
 * large; so each of the first stages ANDs the query with a date window of the newest posts
 * (see dateWindowStarts), where the GIN index finds them without touching older ones, and
 * runs only when the narrower windows held fewer than `cap` matches. The last stage searches
 * every post, once the words are known to be rare enough for the index to be cheap. Each
 * stage gives exactly the newest matches when it holds `cap` of them, so the result is the
 * first full stage, or the last. Each stage is a materialized CTE, so the planner takes the
 * GIN bitmap path rather than walking the date index and testing each row's vector.
 */
function newestMatchesSql(
  cap: number,
  name: string,
  vector: "doc" | "head",
  query: SQL,
  windowCtes: string[],
  columns: SQL,
  filters: SQL,
): SQL {
  const windows = windowCtes.length;
  // `+ interval '0 seconds'`: an expression the date index cannot serve, so the planner never
  // walks that index testing each row's vector (reading it whole), and takes the GIN bitmap.
  const stage = (match: SQL, gate: SQL) => sql`
      SELECT ${columns} FROM post_search ps
      WHERE ${gate} (ps.published_at + interval '0 seconds') <= now() AND ps.${sql.raw(vector)} @@ ${match} ${filters}
      ORDER BY (ps.published_at + interval '0 seconds') DESC
      LIMIT ${cap}`;
  const stages = [...Array.from({ length: windows }, (_, i) => `${name}_window${i + 1}`), `${name}_all`].map((stageName) =>
    sql.raw(stageName),
  );
  // Whether a window stage is full, counted once (each later stage and the pick ask).
  const fullName = (i: number) => sql.raw(`${name}_window${i + 1}_full`);
  const full = (i: number) => sql`(SELECT is_full FROM ${fullName(i)})`;
  const ctes = stages.map((stageName, i) => {
    const match = i < windows ? sql`(${query} && (SELECT query FROM ${sql.raw(windowCtes[i]!)}))` : query;
    const gate = sql.join(stages.slice(0, i).map((_, earlier) => sql`NOT ${full(earlier)} AND `));
    const counted = i < windows ? sql`, ${fullName(i)} AS MATERIALIZED (SELECT count(*) >= ${cap} AS is_full FROM ${stageName})` : sql``;
    return sql`${stageName} AS MATERIALIZED (${stage(match, gate)})${counted}`;
  });
  const picks = stages.map((stageName, i) =>
    i < windows ? sql`SELECT * FROM ${stageName} WHERE ${full(i)}` : sql`SELECT * FROM ${stageName}`,
  );
  // The pick is not copied again: the count, the facets and the page each read the stage's own
  // rows (materialized, a referenced-twice CTE cost about 0.5 ms of backend CPU a search).
  return sql`${sql.join(ctes, sql`, `)}, ${sql.raw(name)} AS NOT MATERIALIZED (${sql.join(picks, sql` UNION ALL `)})`;
}

/** The date windows from their starts (epoch seconds), as date_window1, date_window2, … */
function dateWindowsSql(starts: number[]): SQL {
  return sql.join(
    starts.map(
      (start, i) =>
        sql`${sql.raw(`date_window${i + 1}`)} AS MATERIALIZED (SELECT ${windowQuerySql(sql`to_timestamp(${start}::float8)`)} AS query), `,
    ),
  );
}

const fixedWindowNames = (count: number) => Array.from({ length: count }, (_, i) => `date_window${i + 1}`);

/**
 * A candidate stage should hold the cap with this much to spare by the estimate: counts are
 * from the last rebuild, and words that go together (a stem and its prefix expansions) match
 * fewer posts together than the estimate, which takes them as independent.
 */
const estimateMargin = 1.25;

/**
 * What share of the posts the resolved query matches, estimated from search_lexemes (of the
 * `posts` it counted): a word matches a post holding any of its lexemes (stems, expansions,
 * corrections), the words together a post holding every word, each taken as independent. `known` is
 * false when some word has no counted lexeme (new since the last count, or never counted):
 * the search then keeps the fixed windows.
 */
function searchEstimateSql(posts: number): SQL {
  return sql`search_estimate AS MATERIALIZED (
      SELECT exp(sum(ln(greatest(w.fraction, 1e-9)))) AS fraction, bool_and(w.known) AS known
      FROM (
        SELECT bool_or(l.ndoc IS NOT NULL) AS known,
          1 - exp(sum(ln(1 - least(coalesce(l.ndoc, 0)::float8 / ${posts}::float8, 0.999)))) AS fraction
        FROM resolved_words rw
        CROSS JOIN LATERAL unnest(rw.exact || rw.typos) x(lexeme)
        -- A subquery a lexeme, so the plan looks each up by the key (a join hashed the table).
        CROSS JOIN LATERAL (SELECT (SELECT c.ndoc FROM search_lexemes c WHERE c.lexeme = x.lexeme) AS ndoc) l
        GROUP BY rw.ord
      ) w), `;
}

/**
 * The candidate stages' windows when the words' matches can be estimated: the first is the
 * smallest window of the ladder expected to hold the cap (none when even the largest is not:
 * the words are rare, and the stage of every post answers at once); the fixed windows stay
 * for words the counts do not know. Whatever the pick, each stage finds exactly the newest
 * matches when full, so the estimate changes only what is read (newestMatchesSql).
 */
function estimatedWindowsSql(ladder: WindowLadder, fixedStarts: number[], cap: number): { ctes: SQL; names: string[] } {
  const count = Math.max(fixedStarts.length, ladder.sizes.length > 0 ? 1 : 0);
  const names = Array.from({ length: count }, (_, i) => `m_date_window${i + 1}`);
  const picked = sql`(SELECT to_timestamp(u.start) FROM unnest(${sql.param(ladder.sizes)}::int[], ${sql.param(ladder.starts)}::float8[]) u(size, start)
      WHERE u.size * (SELECT fraction FROM search_estimate) >= ${cap * estimateMargin}::float8 ORDER BY u.size LIMIT 1)`;
  const ctes = names.map((name, i) => {
    const fixed = i < fixedStarts.length ? sql`to_timestamp(${fixedStarts[i]}::float8)` : sql`NULL::timestamptz`;
    const estimated = i === 0 ? picked : sql`NULL::timestamptz`;
    const start = sql`CASE WHEN (SELECT known FROM search_estimate) THEN ${estimated} ELSE ${fixed} END`;
    return sql`${sql.raw(name)} AS MATERIALIZED (SELECT ${windowQuerySql(start)} AS query), `;
  });
  return { ctes: sql`${searchEstimateSql(ladder.posts)}${sql.join(ctes)}`, names };
}

/**
 * What a search statement matches: tsquery expressions (parameters, or the resolution CTEs'
 * columns) and whether typo corrections widened `loose`. null: no words, every post.
 */
type MatchSql = { ctes: SQL; loose: SQL; strict: SQL; hasTypos: SQL | boolean; relevance: boolean };

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
 * The search statement with the term resolution folded in (resolvedQuerySql): one round trip.
 * It also returns `terms` (for the highlighter) and `no_words` (only stop words were typed:
 * the caller runs the every-post statement instead, as resolveTerms' null `loose` does).
 * `words`: the typed words, or typedWordPlaceholders (see resolvingSearchStatement).
 */
export function resolvingSearchSql(
  request: SearchRequest,
  words: Parameters<typeof resolvedQuerySql>[0],
  windowStarts: number[],
  cap = defaultCandidateCap,
  ladder?: WindowLadder,
): SQL {
  const resolution = resolvedQuerySql(words, { typos: request.typoTolerance !== false, weights: restrictedWeights(request) });
  const estimated = ladder && estimable(request) ? estimatedWindowsSql(ladder, windowStarts, cap) : undefined;
  return matchSearchSql(
    request,
    {
      ctes: sql`${resolution}, `,
      loose: sql`(SELECT loose FROM resolved_query)`,
      strict: sql`(SELECT strict FROM resolved_query)`,
      hasTypos: sql`(SELECT has_typos FROM resolved_query)`,
      relevance: request.sort === "relevance",
    },
    windowStarts,
    cap,
    sql`, (SELECT terms FROM resolved_query) AS terms, (SELECT loose IS NULL FROM resolved_query) AS no_words`,
    sql`, CASE WHEN first THEN a.terms END AS terms, a.no_words`,
    estimated,
  );
}

/** Search statements built once, by everything but the typed words (see resolvingSearchStatement). */
const builtSearchStatements = new Map<string, SQL>();
const maxBuiltSearchStatements = 64;

/**
 * resolvingSearchSql built once for everything in it but the typed words, which fill its
 * placeholders at each run (typedWordValues): turning the ~10 kB statement into text and
 * naming it cost this process about 8% of its CPU a search. As a reader types, only the words
 * change; the windows change at most once a minute, and the oldest statement goes first.
 */
function resolvingSearchStatement(request: SearchRequest, windowStarts: number[], cap: number, ladder?: WindowLadder): SQL {
  const key = JSON.stringify([{ ...request, query: "" }, windowStarts, cap, ladder ?? null]);
  let statement = builtSearchStatements.get(key);
  if (!statement) {
    statement = resolvingSearchSql(request, typedWordPlaceholders, windowStarts, cap, ladder);
    if (builtSearchStatements.size >= maxBuiltSearchStatements) builtSearchStatements.delete(builtSearchStatements.keys().next().value!);
    builtSearchStatements.set(key, statement);
  }
  return statement;
}

/**
 * Whether the lexeme counts can pick the first window: not under filters or restricted
 * attributes, which the counts know nothing of (they would overestimate the matches, and
 * the picked window would too often hold too few).
 */
export function estimable(request: SearchRequest): boolean {
  return request.filters.every((group) => group.length === 0) && !request.filter && restrictedWeights(request) === "";
}

/**
 * `extra`: more columns of the first row (`, expression AS name`, …), computed once;
 * `extraFirst` selects them from `a` for the first row alone.
 */
function matchSearchSql(
  request: SearchRequest,
  match: MatchSql | null,
  windowStarts: number[],
  cap: number,
  extra = sql``,
  extraFirst = sql``,
  /** The candidate stages' windows picked by the estimate (estimatedWindowsSql); the fixed ones otherwise. */
  estimated?: { ctes: SQL; names: string[] },
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

/** `body`: the post's Markdown, when the request snippets it. */
function toHit(row: Row & { id: string }, terms: QueryTerm[], request: SearchRequest, body: string | undefined): SearchHit {
  const { highlightPreTag: pre, highlightPostTag: post, snippetEllipsisText: ellipsis } = request;
  const authorName = row.author_name ?? row.author_handle;
  const snippet: SearchHit["snippet"] = {};
  const words = request.snippetWords;
  if (words.body) snippet.body = snippetMarkdown(body ?? "", terms, words.body, pre, post, ellipsis);
  if (words.excerpt) snippet.excerpt = snippetText(row.excerpt, terms, words.excerpt, pre, post, ellipsis);
  if (words.title) snippet.title = snippetText(row.title, terms, words.title, pre, post, ellipsis);
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    tags: row.hit_tags,
    authorHandle: row.author_handle,
    authorName,
    publishedAt: new Date(row.published_at),
    readingMinutes: row.reading_minutes,
    highlight: {
      title: highlightText(row.title, terms, pre, post),
      excerpt: highlightText(row.excerpt, terms, pre, post),
      tags: row.hit_tags.map((tag) => highlightText(tag, terms, pre, post)),
      author: highlightText(row.author_handle, terms, pre, post),
      authorName: highlightText(authorName, terms, pre, post),
    },
    snippet,
    exact: row.exact,
  };
}

/** The tsquery weight labels of restrictSearchableAttributes ("" = every attribute). */
function restrictedWeights(request: SearchRequest): string {
  const attributes = request.restrictSearchableAttributes;
  if (!attributes || attributes.length === 0) return "";
  return [...new Set(attributes.map((attribute) => searchableWeights[attribute]))].sort().join("");
}

function hasMatchSql(query: string, request: SearchRequest): SQL {
  return sql`SELECT EXISTS (
    SELECT 1 FROM post_search ps
    WHERE ps.doc @@ ${query}::tsquery AND ps.published_at <= now() ${filtersSql(request.filters, request.filter)}) AS found`;
}

const isHit = (row: Row): row is Row & { id: string } => row.id !== null;
const hitVersion = (row: Row & { id: string }) => ({ id: row.id, version: row.body_version });

/** `candidateCap` is for tests, which reach the date windows with a few dozen posts. */
export async function searchPostgres(
  database: DatabaseHandle,
  request: SearchRequest,
  { candidateCap = defaultCandidateCap } = {},
): Promise<SearchResult> {
  const started = performance.now();
  const words = tokenizeQuery(request.query);
  const weights = restrictedWeights(request);
  async function matchingRows(run: RunStatement): Promise<{ rows: Row[]; terms: QueryTerm[] }> {
    const noWords = async () => ({ rows: await run<Row>(searchSql(request, null, null, [], candidateCap)), terms: [] as QueryTerm[] });
    if (words.words.length === 0) return noWords();
    if (request.typoTolerance !== "min") {
      // One round trip: the words are resolved inside the search statement.
      const windowStarts = await dateWindowStarts(database, run, candidateCap);
      const ladder = estimable(request) ? await dateWindowLadder(database, run, candidateCap) : undefined;
      const rows = await run<Row & { terms: ResolvedWordJson[] | null; no_words: boolean }>(
        resolvingSearchStatement(request, windowStarts, candidateCap, ladder),
        typedWordValues(words),
      );
      if (rows[0]!.no_words) return noWords();
      return { rows, terms: termsFromJson(rows[0]!.terms, words) };
    }
    const resolved = await resolveTerms(run, words, { typos: true, weights });
    let loose = resolved.loose;
    // "min": only the fewest typos — the exact matches, when there are any.
    if (resolved.strict && resolved.strict !== loose) {
      const [found] = await run<{ found: boolean }>(hasMatchSql(resolved.strict, request));
      if (found?.found) loose = resolved.strict;
    }
    if (loose === null) return noWords();
    const windowStarts = await dateWindowStarts(database, run, candidateCap);
    return { rows: await run<Row>(searchSql(request, loose, resolved.strict, windowStarts, candidateCap)), terms: resolved.terms };
  }
  const { rows, hits, terms, bodies } = await database.readWithSettings(searchSettings, async (run) => {
    const found = await matchingRows(run);
    // On the search's own connections (the same server, under its timeout), right after it.
    const hits = found.rows.filter(isHit);
    const bodies = request.snippetWords.body && hits.length > 0 ? await hitBodies(database, run, hits.map(hitVersion)) : undefined;
    return { ...found, hits, bodies };
  });
  const first = rows[0]!;
  const nbHits = first.nb ?? 0;
  return {
    hits: hits.map((row) => toHit(row, terms, request, bodies?.get(row.id))),
    nbHits,
    exhaustive: nbHits < candidateCap,
    facets: {
      ...(request.facets.includes("tags") ? { tags: first.tags ?? {} } : {}),
      ...(request.facets.includes("author") ? { author: first.author ?? {} } : {}),
    },
    processingTimeMS: Math.max(1, Math.round(performance.now() - started)),
  };
}

/** Our search, in our words: the PostgreSQL engine that answers the search routes and saved-search alerts. */
export async function searchPosts(request: SearchRequest): Promise<SearchResult> {
  return searchPostgres(await getDbHandle(), request);
}
