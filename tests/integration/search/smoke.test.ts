import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestDatabase } from "../../support/db";
import { searchPostgres } from "@/server/search/postgres-engine";
import { seedSearchFixture } from "./fixtures";
import type { DatabaseHandle } from "@/server/db/open";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase("pglite");
  await seedSearchFixture(handle.db);
});
afterAll(() => handle.close());
const base = { sort: "newest" as const, page: 0, hitsPerPage: 20, filters: [], facets: ["tags", "author"] as ("tags"|"author")[], maxValuesPerFacet: 100, highlightPreTag: "<em>", highlightPostTag: "</em>", snippetWords: { body: 10 }, snippetEllipsisText: "…" };
it("smoke", async () => {
  for (const query of ["discipl", "discipine", "habits", "deep work", "", "the", "resil", "' % \\ :* & | ! \u0000"]) {
    const r = await searchPostgres(handle.db, { ...base, query });
    console.log(query, r.nbHits, r.facets, r.hits.map((h) => [h.highlight.title.value, h.snippet.body?.value]));
  }
  expect(1).toBe(1);
});
