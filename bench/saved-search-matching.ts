/**
 * `npm run bench:saved-searches` (`--posts 2000 --searches 5000 --sample 100`): what checking a
 * new post against every saved search costs. Now: one statement a post (findMatchingSavedSearches:
 * the post's vector read once, candidates from a GIN index on each search's rarest word, each
 * candidate's query and filters checked against that one row), timed over 20 posts, with EXPLAIN
 * ANALYZE of one. Before, in the same run: one engine search per saved search (the search page's
 * query narrowed to the post's author, as the old alert code asked), timed over a sample and
 * scaled to every saved search. Synthetic corpus (bench/synthetic-search.ts) on in-memory PGlite,
 * or on PostgreSQL with DATABASE_URL. It prints figures and never fails on time.
 */
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { setDbHandle } from "@/server/db/client";
import { openPglite, openPostgres } from "@/server/db/open";
import { savedSearches, subscriptions } from "@/server/db/schema";
import { findMatchingSavedSearches } from "@/server/saved-searches/find-matching-saved-searches";
import { resolveSavedSearch } from "@/server/saved-searches/resolve-saved-search";
import { searchPostgres } from "@/server/search/postgres-engine";
import { rebuildSearchIndex } from "@/server/search/rebuild-search-index";
import { benchmarkQueries, generateSyntheticPosts, seededRandom } from "./synthetic-search";

const { values } = parseArgs({
  options: {
    posts: { type: "string", default: "2000" },
    searches: { type: "string", default: "5000" },
    sample: { type: "string", default: "100" },
  },
});
const postCount = Number(values.posts);
const searchCount = Number(values.searches);
const sampleSize = Math.min(Number(values.sample), searchCount);
const databaseUrl = process.env.DATABASE_URL;
const handle = databaseUrl ? await openPostgres(databaseUrl, { migrate: true }) : await openPglite(undefined, { migrate: true });
setDbHandle(handle);
const { db } = handle;
const ms = (from: number) => performance.now() - from;
const percentile = (list: number[], p: number) => [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(list.length * p))]!;
console.log(`${databaseUrl ? "PostgreSQL" : "PGlite (in memory)"}: ${postCount} posts, ${searchCount} saved searches…`);

let started = performance.now();
await generateSyntheticPosts(db, { count: postCount });
await rebuildSearchIndex(db);
console.log(`Corpus and index in ${(ms(started) / 1000).toFixed(1)} s.`);

// Subscribers with five saved searches each: the benchmark's as-you-type queries, a fifth narrowed to a tag.
started = performance.now();
const people = Math.ceil(searchCount / 5);
await db.execute(
  sql`INSERT INTO users (id, email, handle) SELECT 'sub-' || i, 'sub' || i || '@bench.example', 'sub' || i FROM generate_series(1, ${people}) i`,
);
await db.insert(subscriptions).values(
  Array.from({ length: people }, (_, i) => ({
    userId: `sub-${i + 1}`,
    source: "complimentary" as const,
    plan: "complimentary" as const,
    status: "active" as const,
  })),
);
const queries = benchmarkQueries(searchCount, 11);
const resolved = new Map<string, Awaited<ReturnType<typeof resolveSavedSearch>>>();
for (const query of queries) if (!resolved.has(query)) resolved.set(query, await resolveSavedSearch(query));
const random = seededRandom(3);
const tags = ["focus", "habits", "mindset", "sleep", "work", "money", "calm", "writing", "learning", "health", "family", "purpose"];
const rows = queries.map((query, i) => ({
  userId: `sub-${(i % people) + 1}`,
  name: `Search ${i}`,
  query,
  filters: random() < 0.2 ? [[{ facet: "tags" as const, value: tags[Math.floor(random() * tags.length)]!, negated: false }]] : [],
  frequency: "instant" as const,
  createdAt: new Date("2000-01-01T00:00:00Z"),
  ...resolved.get(query)!,
}));
for (let start = 0; start < rows.length; start += 1000) await db.insert(savedSearches).values(rows.slice(start, start + 1000));
await db.execute(sql`ANALYZE saved_searches`);
console.log(
  `${searchCount} saved searches (${resolved.size} distinct queries) resolved and stored in ${(ms(started) / 1000).toFixed(1)} s.`,
);

const postRows = (
  await db.execute<{ id: string; author_handle: string }>(
    sql`SELECT post_id AS id, author_handle FROM post_search ORDER BY post_id LIMIT 20`,
  )
).rows;
const now = new Date();
const times: number[] = [];
let matches = 0;
for (const post of postRows) {
  started = performance.now();
  matches += (await findMatchingSavedSearches(db, post.id, now)).length;
  times.push(ms(started));
}
const plan = (
  await db.execute<{ "QUERY PLAN": string }>(
    sql`EXPLAIN (ANALYZE) SELECT count(*) FROM saved_searches ss WHERE ss.match_lexemes && (SELECT tsvector_to_array(doc) FROM post_search WHERE post_id = ${postRows[0]!.id})`,
  )
).rows.map((row) => row["QUERY PLAN"]);

// Before: one engine search per saved search, for one post.
const sample = rows.slice(0, sampleSize);
const post = postRows[0]!;
started = performance.now();
for (const search of sample) {
  await searchPostgres(handle, {
    query: search.query,
    sort: "newest",
    page: 0,
    hitsPerPage: 50,
    filters: [...search.filters, [{ facet: "author", value: post.author_handle, negated: false }]],
    facets: [],
    maxValuesPerFacet: 1,
    highlightPreTag: "",
    highlightPostTag: "",
    snippetWords: {},
    snippetEllipsisText: "",
  });
}
const perSearch = ms(started) / sampleSize;

const row = (name: string, value: string) => console.log(`  ${name.padEnd(44)} ${value}`);
console.log("\nResults (one new post against every saved search)");
row("saved searches", String(searchCount));
row("now: one statement a post, median / p95", `${percentile(times, 0.5).toFixed(1)} / ${percentile(times, 0.95).toFixed(1)} ms`);
row("now: matches a post (average)", (matches / postRows.length).toFixed(1));
row("before: one engine search per saved search", `${perSearch.toFixed(2)} ms each (${sampleSize} timed)`);
row("before: a post, scaled to every saved search", `${((perSearch * searchCount) / 1000).toFixed(1)} s`);
row("now / before", `${((percentile(times, 0.5) / (perSearch * searchCount)) * 100).toFixed(2)}%`);
console.log(`\nCandidates by the rarest words' index (EXPLAIN ANALYZE):\n${plan.map((line) => `  ${line}`).join("\n")}`);
await handle.close();
