import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { createTestDatabase, databaseTargets } from "../../support/db";
import type { DatabaseHandle } from "@/server/db/open";
import { postSearch, posts } from "@/server/db/schema";
import { createPost } from "@/server/seed/factories";
import { updateHandle } from "@/server/accounts/update-handle";
import type { SearchRequest } from "@/server/search/engine";
import { searchPostgres } from "@/server/search/postgres-engine";
import { rebuildSearchIndex } from "@/server/search/rebuild-search-index";
import { repairSearchIndex } from "@/server/search/repair-search-index";
import { seedSearchFixture } from "./fixtures";

const request = (extra: Partial<SearchRequest>): SearchRequest => ({
  query: "",
  sort: "newest",
  page: 0,
  hitsPerPage: 50,
  filters: [],
  facets: ["author"],
  maxValuesPerFacet: 10,
  highlightPreTag: "<em>",
  highlightPostTag: "</em>",
  snippetWords: {},
  snippetEllipsisText: "…",
  ...extra,
});

describe.each(databaseTargets)("the search index repairs itself on %s", (target) => {
  let handle: DatabaseHandle;
  let fixture: Awaited<ReturnType<typeof seedSearchFixture>>;
  beforeAll(async () => {
    handle = await createTestDatabase(target);
    fixture = await seedSearchFixture(handle.db);
  }, 180_000);
  afterAll(() => handle?.close());
  const rows = async () =>
    (await handle.db.select({ id: postSearch.postId, handle: postSearch.authorHandle }).from(postSearch)).map((row) => row.id).sort();

  it("re-indexes posts a crash left out or stale, drops rows of posts no longer public, and does nothing when all is well", async () => {
    const expected = await rows();
    expect(await repairSearchIndex(handle.db)).toEqual({ missing: 0, stale: 0, removed: 0, rebuilt: false, lexemesCounted: false });

    const { discipline, deepWork, morning, draft } = fixture.posts;
    // A crash mid-sync: one row missing, one made before its post changed, one of an old format, one for a draft.
    await handle.db.delete(postSearch).where(eq(postSearch.postId, discipline.id));
    await handle.db.update(posts).set({ title: "Deep work, renamed quietly", updatedAt: new Date() }).where(eq(posts.id, deepWork.id));
    await handle.db.update(postSearch).set({ format: 0 }).where(eq(postSearch.postId, morning.id));
    await handle.db.execute(sql`INSERT INTO post_search (post_id, published_at, author_handle, head, doc)
      VALUES (${draft.id}, now() - interval '1 day', 'ada', ''::tsvector, ''::tsvector)`);

    expect(await repairSearchIndex(handle.db)).toEqual({ missing: 1, stale: 2, removed: 1, rebuilt: false, lexemesCounted: false });
    expect(await rows()).toEqual(expected);
    const titles = (await searchPostgres(handle, request({ query: "renamed quietly" }))).hits.map((hit) => hit.id);
    expect(titles).toEqual([deepWork.id]);
    expect(await repairSearchIndex(handle.db)).toEqual({ missing: 0, stale: 0, removed: 0, rebuilt: false, lexemesCounted: false });
  });

  it("counts the lexemes when there are none (an index from before them) or their counts are stale", async () => {
    const counts = async () =>
      (await handle.db.execute<{ lexeme: string; ndoc: number }>(sql`SELECT lexeme, ndoc FROM search_lexemes ORDER BY lexeme`)).rows;
    await rebuildSearchIndex(handle.db);
    const counted = await counts();
    expect(counted.length).toBeGreaterThan(20);
    await handle.db.execute(sql`DELETE FROM search_lexemes`);
    expect(await repairSearchIndex(handle.db)).toEqual({ missing: 0, stale: 0, removed: 0, rebuilt: false, lexemesCounted: true });
    expect(await counts()).toEqual(counted);
    // Counts of half the posts: the year lexemes add up to the posts counted.
    await handle.db.execute(sql`UPDATE search_lexemes SET ndoc = ndoc / 2`);
    expect((await repairSearchIndex(handle.db)).lexemesCounted).toBe(true);
    expect(await counts()).toEqual(counted);
  });

  it("rebuilds when most of the index is missing (a crash during a bulk seed)", async () => {
    for (let i = 0; i < 6; i++) await createPost(handle.db, { title: `Bulk ${i}`, authorId: fixture.users.ben.id });
    await handle.db.execute(sql`DELETE FROM post_search`);
    const repair = await repairSearchIndex(handle.db);
    // 5 published, 1 scheduled, 6 new.
    expect(repair).toMatchObject({ missing: 12, rebuilt: true });
    expect((await searchPostgres(handle, request({ query: "bulk" }))).nbHits).toBe(6);
  });

  it("an author's new handle reaches the index: the facet value and the filter", async () => {
    await rebuildSearchIndex(handle.db);
    await updateHandle(fixture.users.ada.id, "ada-l");
    const byNew = await searchPostgres(handle, request({ filters: [[{ facet: "author", value: "ada-l", negated: false }]] }));
    expect(byNew.hits.map((hit) => hit.id).sort()).toEqual([fixture.posts.discipline.id, fixture.posts.morning.id].sort());
    const byOld = await searchPostgres(handle, request({ filters: [[{ facet: "author", value: "ada", negated: false }]] }));
    expect(byOld.nbHits).toBe(0);
    expect(Object.keys(byNew.facets.author ?? {})).toEqual(["ada-l"]);
    expect(await repairSearchIndex(handle.db)).toEqual({ missing: 0, stale: 0, removed: 0, rebuilt: false, lexemesCounted: false });
  });
});
