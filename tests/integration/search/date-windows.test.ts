import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, databaseTargets } from "../../support/db";
import type { DatabaseHandle } from "@/server/db/open";
import { sql } from "drizzle-orm";
import { createPost, createUser } from "@/server/seed/factories";
import { windowLexemesSql, windowQuerySql } from "@/server/search/index-sql";
import type { SearchRequest } from "@/server/search/engine";
import { searchPostgres } from "@/server/search/postgres-engine";
import { rebuildSearchIndex } from "@/server/search/rebuild-search-index";
import { removePostFromSearch, syncPostToSearch } from "@/server/search/sync-post";

// The engine first looks for a common word's matches among the newest posts only (a date
// window picked by the words' estimated matches, or windows of 2 and 16 times the candidate
// cap), then, when the windows hold too few, among all posts. With a cap of a few posts, a few dozen posts a month apart cross months and years;
// with a cap of 2, both windows exist.
const day = 86_400_000;

describe.each(databaseTargets)("date windows on %s", (target) => {
  let handle: DatabaseHandle;
  const ids: string[] = []; // newest first

  beforeAll(async () => {
    handle = await createTestDatabase(target);
    const author = await createUser(handle.db, { handle: "ada", role: "editor" });
    for (let i = 0; i < 36; i++) {
      const words = [
        "practice",
        i % 4 === 0 ? "lantern" : "",
        i >= 20 && i < 23 ? "ember" : "",
        [30, 33, 35].includes(i) ? "harbor" : "",
        i % 2 === 0 ? "quietly" : "",
      ].join(" ");
      const post = await createPost(handle.db, {
        title: i === 32 ? "The lantern essay" : `Essay ${i}`,
        bodyMarkdown: `Notes on ${words}.`,
        authorId: author.id,
        publishedAt: new Date(Date.now() - (i * 33 + 1) * day),
      });
      ids.push(post.id);
    }
    await rebuildSearchIndex(handle.db);
  }, 180_000);
  afterAll(async () => {
    await handle?.close();
  });

  const request = (query: string, hitsPerPage: number, sort: SearchRequest["sort"] = "newest"): SearchRequest => ({
    query,
    sort,
    page: 0,
    hitsPerPage,
    filters: [],
    facets: ["tags", "author"],
    maxValuesPerFacet: 10,
    highlightPreTag: "<em>",
    highlightPostTag: "</em>",
    snippetWords: {},
    snippetEllipsisText: "…",
  });
  const search = (query: string, candidateCap: number, sort: SearchRequest["sort"] = "newest") =>
    searchPostgres(handle, request(query, candidateCap, sort), { candidateCap });

  it("matches a window to every post from the start of its cutoff's month (UTC) until now, and none before", async () => {
    const cutoffs = [
      "2023-01-01T00:00:00Z",
      "2024-02-29T12:00:00Z",
      "2025-12-31T23:59:59Z",
      new Date(Date.now() - 40 * day).toISOString(),
      new Date().toISOString(),
    ];
    for (const cutoff of cutoffs) {
      const monthStart = new Date(cutoff);
      monthStart.setUTCDate(1);
      monthStart.setUTCHours(0, 0, 0, 0);
      const result = await handle.db.execute<{ at: string; matches: boolean }>(sql`
        SELECT d.at, ${windowLexemesSql(sql`d.at`)} @@ ${windowQuerySql(sql`${cutoff}::timestamptz`)} AS matches
        FROM generate_series(${cutoff}::timestamptz - interval '400 days', now(), interval '17 hours') d(at)`);
      expect(result.rows.length).toBeGreaterThan(500);
      for (const row of result.rows) expect(row.matches, `${row.at} in the window of ${cutoff}`).toBe(new Date(row.at) >= monthStart);
    }
    const none = await handle.db.execute<{ q: string | null }>(sql`SELECT ${windowQuerySql(sql`NULL::timestamptz`)}::text AS q`);
    expect(none.rows[0]!.q).toBeNull();
  });

  it("finds exactly the newest matches, whether the window holds them or not", async () => {
    for (const query of ["practice", "lantern", "quietly", "ember", "harbor", "lantern quietly", "practice ember", "lant", "quiet"]) {
      const all = await search(query, 1000);
      for (const cap of [2, 4, 8]) {
        const capped = await search(query, cap);
        expect(
          capped.hits.map((hit) => hit.id),
          `${query}, cap ${cap}`,
        ).toEqual(all.hits.slice(0, cap).map((hit) => hit.id));
        expect(capped.nbHits).toBe(Math.min(cap, all.nbHits));
        expect(capped.exhaustive).toBe(all.nbHits < cap);
        expect(capped.facets.author).toEqual({ ada: Math.min(cap, all.nbHits) });
      }
    }
    // The newest lantern posts: every fourth post, most of them older than the first window.
    expect((await search("lantern", 4)).hits.map((hit) => hit.id)).toEqual([ids[0], ids[4], ids[8], ids[12]]);
    expect((await search("ember", 4)).hits.map((hit) => hit.id)).toEqual([ids[20], ids[21], ids[22]]);
  });

  // The first window is picked by the words' estimated matches (search_lexemes, counted by
  // the rebuild). A wrong estimate may only cost time: a window too narrow holds too few and
  // the next stage answers; a word the counts do not know keeps the fixed windows.
  it("finds exactly the newest matches whatever the lexeme counts say", async () => {
    const queries = ["practice", "lantern", "quietly", "ember", "harbor", "lantern quietly", "practice ember", "lant"];
    const answers = async () => {
      const found: unknown[] = [];
      for (const query of queries) {
        for (const cap of [2, 4, 8]) {
          for (const sort of ["newest", "relevance"] as const) {
            const result = await search(query, cap, sort);
            found.push([query, cap, sort, result.hits.map((hit) => hit.id), result.nbHits, result.facets]);
          }
        }
      }
      return found;
    };
    const counted = await answers();
    const { rows } = await handle.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM search_lexemes WHERE lexeme = 'lantern'`);
    expect(rows[0]!.n).toBe(1);
    try {
      await handle.db.execute(sql`UPDATE search_lexemes SET ndoc = 36 WHERE lexeme NOT LIKE 'date %'`);
      expect(await answers()).toEqual(counted);
      await handle.db.execute(sql`UPDATE search_lexemes SET ndoc = 1 WHERE lexeme NOT LIKE 'date %'`);
      expect(await answers()).toEqual(counted);
      await handle.db.execute(sql`DELETE FROM search_lexemes WHERE lexeme IN ('lantern', 'practic')`);
      expect(await answers()).toEqual(counted);
    } finally {
      await rebuildSearchIndex(handle.db);
    }
  });

  it("ranks an old title match first for relevance, beyond the window", async () => {
    const result = await search("lantern", 4, "relevance");
    expect(result.hits[0]!.id).toBe(ids[32]);
  });

  it("puts a post into the windows as soon as it is published", async () => {
    const author = await createUser(handle.db, { handle: "ben", role: "editor" });
    const fresh = await createPost(handle.db, {
      title: "Fresh",
      bodyMarkdown: "More practice.",
      authorId: author.id,
      publishedAt: new Date(Date.now() - 60_000),
    });
    await syncPostToSearch(fresh.id);
    expect((await search("practice", 4)).hits.map((hit) => hit.id)).toEqual([fresh.id, ids[0], ids[1], ids[2]]);
  });

  // The engine remembers where a window starts for a minute. Unpublishing the newest posts
  // leaves that start too recent: the window then holds too few and the second stage answers.
  it("still finds exactly the newest matches when posts leave a remembered window", async () => {
    expect((await search("quietly", 4)).hits.map((hit) => hit.id)).toEqual([ids[0], ids[2], ids[4], ids[6]]);
    for (const id of ids.slice(0, 12)) await removePostFromSearch(id);
    const after = await search("quietly", 4);
    expect(after.hits.map((hit) => hit.id)).toEqual([ids[12], ids[14], ids[16], ids[18]]);
    expect(after.nbHits).toBe(4);
  });
});
