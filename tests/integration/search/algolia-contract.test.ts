import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { algoliasearch } from "algoliasearch";
import { liteClient } from "algoliasearch/lite";
import algoliasearchHelper from "algoliasearch-helper";
import { createTestDatabase, databaseTargets } from "../../support/db";
import type { DatabaseHandle } from "@/server/db/open";
import { getSearchParentKey } from "@/server/search/search-parent-key";
import { createSecuredSearchKey } from "@/server/search/secured-key";
import { createPost, createUser } from "@/server/seed/factories";
import { rebuildSearchIndex } from "@/server/search/rebuild-search-index";
import { subscriptions } from "@/server/db/schema";
import { seedSearchFixture } from "./fixtures";
import { startSearchRoutes } from "./route-server";

/**
 * The contract: the real algoliasearch v5 clients (lite and full) and algoliasearch-helper,
 * over HTTP, through every search parameter the product claims, against Algolia's documented
 * answers (https://www.algolia.com/doc/api-reference/api-parameters/).
 */

type Highlight = { value: string; matchLevel: string; matchedWords: string[]; fullyHighlighted: boolean };
type Hit = Record<string, unknown> & {
  objectID: string;
  title: string;
  _highlightResult?: Record<string, Highlight>;
  _snippetResult?: Record<string, { value: string; matchLevel: string }>;
  _rankingInfo?: { nbTypos: number };
};
type Result = Record<string, unknown> & { hits: Hit[]; nbHits: number; params: string; queryID?: string };
type ApiFailure = { status: number; message: string };

describe.each(databaseTargets)("the Algolia contract on %s", (target) => {
  let handle: DatabaseHandle;
  let fixture: Awaited<ReturnType<typeof seedSearchFixture>>;
  let routes: Awaited<ReturnType<typeof startSearchRoutes>>;
  let apiKey: string;
  let subscriberId: string;
  let longRead: { id: string };
  const port = 4540 + (target === "pglite" ? 0 : 1);

  beforeAll(async () => {
    handle = await createTestDatabase(target);
    fixture = await seedSearchFixture(handle.db);
    longRead = await createPost(handle.db, {
      title: "A long read on focus",
      excerpt: "Twelve minutes.",
      bodyMarkdown: "Focus, at length.",
      readingMinutes: 12,
      authorId: fixture.users.ada.id,
      publishedAt: new Date(Date.now() - 10 * 86_400_000),
    });
    await rebuildSearchIndex(handle.db);
    const subscriber = await createUser(handle.db, { handle: "contract-sub" });
    subscriberId = subscriber.id;
    await handle.db
      .insert(subscriptions)
      .values({ userId: subscriber.id, source: "complimentary", plan: "complimentary", status: "active" });
    apiKey = createSecuredSearchKey(getSearchParentKey(), subscriber.id).apiKey;
    routes = await startSearchRoutes(port);
  }, 180_000);
  afterAll(async () => {
    await routes?.close();
    await handle?.close();
  });

  const hosts = () => [{ url: routes.url, accept: "readWrite" as const, protocol: "http" as const }];
  const lite = (key = apiKey) => liteClient("groundwork", key, { hosts: hosts(), timeouts: { connect: 2000, read: 4000, write: 4000 } });
  const full = (key = apiKey) => algoliasearch("groundwork", key, { hosts: hosts(), timeouts: { connect: 2000, read: 4000, write: 4000 } });
  const search = async (params: Record<string, unknown>, indexName = "posts") =>
    (await full().searchSingleIndex({ indexName, searchParams: params })) as unknown as Result;
  const ids = async (params: Record<string, unknown>) =>
    (await search({ hitsPerPage: 100, ...params })).hits.map((hit) => hit.objectID).sort();
  const failure = async (run: () => Promise<unknown>): Promise<ApiFailure> => {
    try {
      await run();
    } catch (error) {
      const { status, message } = error as ApiFailure;
      return { status, message };
    }
    throw new Error("expected the request to fail");
  };
  const raw = (path: string, body: string | undefined, method = "POST", key = apiKey) =>
    fetch(`http://${routes.url}${path}?x-algolia-application-id=groundwork&x-algolia-api-key=${encodeURIComponent(key)}`, {
      method,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body,
    });
  const sorted = (...posts: { id: string }[]) => posts.map((post) => post.id).sort();

  it("filters: tags, author, numeric comparisons and ranges, AND / OR / NOT, parentheses, quoted values", async () => {
    const { discipline, deepWork, morning, misspelled, xss } = fixture.posts;
    expect(await ids({ filters: "tags:focus" })).toEqual(sorted(discipline, deepWork));
    expect(await ids({ filters: 'author:"ben"' })).toEqual(sorted(deepWork, misspelled, xss));
    expect(await ids({ filters: "tags:habits AND author:ada" })).toEqual(sorted(discipline, morning));
    expect(await ids({ filters: "tags:focus OR tags:habits" })).toEqual(sorted(discipline, deepWork, morning));
    expect(await ids({ filters: "NOT author:ben AND NOT tags:habits" })).toEqual(sorted(longRead));
    expect(await ids({ filters: "(tags:focus OR tags:habits) AND NOT author:ada" })).toEqual(sorted(deepWork));
    expect(await ids({ filters: "readingMinutes > 10" })).toEqual(sorted(longRead));
    expect(await ids({ filters: "readingMinutes:10 TO 12" })).toEqual(sorted(longRead));
    const morningAt = Math.floor(Date.now() / 1000) - 86_400;
    expect(await ids({ filters: `publishedAtTimestamp >= ${morningAt - 3600}` })).toEqual(sorted(morning));
    const range = `publishedAtTimestamp:${morningAt - 1.5 * 86_400} TO ${morningAt + 3600}`;
    expect(await ids({ filters: range })).toEqual(sorted(deepWork, morning));
    expect(await ids({ query: "habit", filters: "NOT tags:focus" })).toEqual(sorted(morning));
  });

  it("numericFilters: an AND of ORs, together with filters", async () => {
    expect(await ids({ numericFilters: ["readingMinutes>=12"] })).toEqual(sorted(longRead));
    expect(await ids({ numericFilters: [["readingMinutes>=12", "readingMinutes<0"]], filters: "author:ada" })).toEqual(sorted(longRead));
    expect(await ids({ numericFilters: "readingMinutes>=12,readingMinutes<0" })).toEqual([]);
  });

  it("a malformed filter is a 400 that names the problem", async () => {
    expect(await failure(() => search({ filters: "tags:focus AND" }))).toEqual({
      status: 400,
      message: "filters: Unexpected end of filter",
    });
    expect(await failure(() => search({ filters: "readingMinutes > many" }))).toEqual({
      status: 400,
      message: "filters: Invalid syntax for numeric value: 'many' at col 18",
    });
    expect((await failure(() => search({ filters: "color:red" }))).message).toContain("Unknown attribute 'color'");
    expect((await failure(() => search({ numericFilters: ["readingMinutes"] }))).status).toBe(400);
    expect((await failure(() => search({ facetFilters: ["color:red"] }))).message).toBe(
      "facetFilters: 'color' is not a facet; the facets are tags and author",
    );
  });

  it("searches inside facet values: the facet route, the multi-query facet form and the helper", async () => {
    const single = await full().searchForFacetValues({
      indexName: "posts",
      facetName: "tags",
      searchForFacetValuesRequest: { facetQuery: "hab" },
    });
    expect(single).toMatchObject({
      facetHits: [{ value: "habits", highlighted: "<em>hab</em>its", count: 2 }],
      exhaustiveFacetsCount: true,
    });
    expect(typeof single.processingTimeMS).toBe("number");
    const narrowed = await full().searchForFacetValues({
      indexName: "posts",
      facetName: "tags",
      searchForFacetValuesRequest: { params: "filters=author%3Aben", facetQuery: "" },
    });
    expect(narrowed.facetHits).toEqual([{ value: "focus", highlighted: "focus", count: 1 }]);
    const { results } = await lite().search({
      requests: [{ indexName: "posts", type: "facet", facet: "author", facetQuery: "b", query: "" }],
    });
    expect(results[0]).toMatchObject({ facetHits: [{ value: "ben", highlighted: "<em>b</em>en", count: 3 }] });
    expect((await failure(() => full().searchForFacetValues({ indexName: "posts", facetName: "title" }))).message).toContain(
      "Cannot search in `title` attribute",
    );

    const helper = algoliasearchHelper(lite() as never, "posts", { disjunctiveFacets: ["tags"], facets: ["author"] });
    const facetValues = await helper.searchForFacetValues("tags", "fo", 10);
    expect(facetValues.facetHits).toMatchObject([{ value: "focus", count: 2, isRefined: false }]);
  });

  it("drives algoliasearch-helper through a query, a disjunctive refinement and a page", async () => {
    const helper = algoliasearchHelper(lite() as never, "posts", { disjunctiveFacets: ["tags"], facets: ["author"], hitsPerPage: 1 });
    const results = await new Promise<algoliasearchHelper.SearchResults>((resolve, reject) => {
      helper.on("result", ({ results: answer }) => resolve(answer));
      helper.on("error", ({ error }) => reject(error as Error));
      helper.setQuery("habit").addDisjunctiveFacetRefinement("tags", "focus").setPage(1).search();
    });
    expect(results.nbHits).toBe(2);
    expect(results.page).toBe(1);
    expect(results.hits).toHaveLength(1);
    expect(results.getFacetValues("tags", { sortBy: ["name:asc"] })).toEqual([
      expect.objectContaining({ name: "focus", count: 2, isRefined: true }),
      expect.objectContaining({ name: "habits", count: 2, isRefined: false }),
    ]);
  });

  it("returns stored text with only the tags added, and highlights only the typed prefix", async () => {
    const [xss] = (await search({ query: "resilience", attributesToSnippet: ["body:20"] })).hits;
    expect(xss!._highlightResult!.title!.value).toBe("<img src=x onerror=alert(1)> <em>resilience</em>");
    // The body snippet is the text a reader sees: the page drops raw HTML tags (rendered and sanitized).
    expect(xss!._snippetResult!.body!.value).toBe("<em>Resilience</em> alert('x') under pressure.");
    const prefix = (await search({ query: "habi", filters: "author:ada AND tags:focus" })).hits[0]!;
    expect(prefix._highlightResult!.title).toEqual({
      value: "Discipline is a <em>habi</em>t",
      matchLevel: "full",
      matchedWords: ["habi"],
      fullyHighlighted: false,
    });
    const whole = (await search({ query: "morning pages" })).hits[0]!;
    expect(whole._highlightResult!.title).toMatchObject({ value: "<em>Morning</em> <em>pages</em>", fullyHighlighted: true });
  });

  it("typoTolerance: true, false, min and strict", async () => {
    const { discipline, morning, misspelled } = fixture.posts;
    expect(await ids({ query: "discipine" })).toEqual(expect.arrayContaining(sorted(misspelled, discipline)));
    expect(await ids({ query: "discipine", typoTolerance: false })).toEqual(sorted(misspelled));
    expect(await ids({ query: "discipine", typoTolerance: "min" })).toEqual(sorted(misspelled));
    expect(await ids({ query: "discipine", typoTolerance: "strict" })).toEqual(expect.arrayContaining(sorted(misspelled, discipline)));
    expect(await ids({ query: "disciplne ", typoTolerance: false })).toEqual([]);
    expect(await ids({ query: "disciplne ", typoTolerance: "min" })).toEqual(expect.arrayContaining(sorted(discipline, morning)));
  });

  it("restrictSearchableAttributes, and authors and tags searchable by name", async () => {
    const { discipline, deepWork, morning } = fixture.posts;
    expect(await ids({ query: "habit" })).toEqual(sorted(discipline, deepWork, morning));
    expect(await ids({ query: "habit", restrictSearchableAttributes: ["title"] })).toEqual(sorted(discipline));
    expect(await ids({ query: "habit", restrictSearchableAttributes: ["body"] })).toEqual(sorted(discipline, deepWork));
    expect(await ids({ query: "lovelace" })).toEqual(sorted(discipline, morning, longRead));
    expect(await ids({ query: "ada lovelace", restrictSearchableAttributes: ["author"] })).toEqual(sorted(discipline, morning, longRead));
    expect(await ids({ query: "lovelace", restrictSearchableAttributes: ["title"] })).toEqual([]);
    expect((await failure(() => search({ restrictSearchableAttributes: ["slug"] }))).status).toBe(400);
  });

  it("attributesToRetrieve, attributesToHighlight and attributesToSnippet, with [] and *", async () => {
    const keys = async (params: Record<string, unknown>) => Object.keys((await search({ query: "habit", ...params })).hits[0]!).sort();
    expect(await keys({ attributesToRetrieve: ["title"], attributesToHighlight: [] })).toEqual(["objectID", "title"]);
    expect(await keys({ attributesToRetrieve: [], attributesToHighlight: [] })).toEqual(["objectID"]);
    expect(await keys({ attributesToRetrieve: ["*", "-excerpt", "-url"], attributesToHighlight: [] })).toEqual(
      ["author", "authorName", "objectID", "publishedAt", "publishedAtTimestamp", "readingMinutes", "slug", "tags", "title"].sort(),
    );
    const highlighted = async (params: Record<string, unknown>) =>
      Object.keys((await search({ query: "habit", ...params })).hits[0]!._highlightResult ?? {}).sort();
    expect(await highlighted({})).toEqual(["author", "authorName", "excerpt", "tags", "title"]);
    expect(await highlighted({ attributesToHighlight: ["title"] })).toEqual(["title"]);
    expect(await highlighted({ attributesToHighlight: ["*"] })).toEqual(["author", "authorName", "excerpt", "tags", "title"]);
    const snippets = async (attributesToSnippet: string[]) =>
      (await search({ query: "habit", attributesToSnippet })).hits[0]!._snippetResult;
    expect(await snippets([])).toBeUndefined();
    expect(Object.keys((await snippets(["*:4"]))!).sort()).toEqual(["body", "excerpt", "title"]);
    expect((await snippets(["title:1"]))!.title!.value).toMatch(/…$/);
  });

  it("responseFields, getRankingInfo, clickAnalytics (queryID), analytics, distinct and userToken", async () => {
    expect(Object.keys(await search({ query: "habit", responseFields: ["hits", "nbHits"] })).sort()).toEqual(["hits", "nbHits"]);
    const ranked = await search({ query: "discipine", getRankingInfo: true });
    const nbTypos = Object.fromEntries(ranked.hits.map((hit) => [hit.objectID, hit._rankingInfo?.nbTypos]));
    expect(nbTypos[fixture.posts.misspelled.id]).toBe(0);
    expect(nbTypos[fixture.posts.discipline.id]).toBe(1);
    expect((await search({ query: "habit", clickAnalytics: true })).queryID).toMatch(/^[0-9a-f]{32}$/);
    expect((await search({ query: "habit" })).queryID).toBeUndefined();
    const accepted = await search({ query: "habit", analytics: false, distinct: true, userToken: "reader-42" });
    expect(accepted.nbHits).toBe(3);
    expect((await failure(() => search({ userToken: "has spaces" }))).status).toBe(400);
  });

  it("checks credentials before anything else, and answers every unknown /1/ route in Algolia's JSON shape", async () => {
    const unrestricted = (
      algoliasearch("groundwork", "x") as unknown as { generateSecuredApiKey: (options: object) => string }
    ).generateSecuredApiKey({
      parentApiKey: getSearchParentKey(),
      restrictions: { validUntil: Math.floor(Date.now() / 1000) + 600, userToken: subscriberId },
    });
    const query = (indexName: string, key: string) => raw(`/1/indexes/${indexName}/query`, "{}", "POST", key);
    expect((await query("nope", "bm90IGEga2V5")).status).toBe(403);
    expect(await (await query("nope", apiKey)).json()).toEqual({ message: "Index not allowed with this API key", status: 403 });
    expect(await (await query("nope", unrestricted)).json()).toEqual({ message: "Index nope does not exist", status: 404 });
    const badKeyBadBody = await raw("/1/indexes/*/queries", "not json", "POST", "bm90IGEga2V5");
    expect(badKeyBadBody.status).toBe(403);
    for (const [method, path] of [
      ["GET", "/1/indexes/posts"],
      ["POST", "/1/indexes/posts/browse"],
      ["GET", "/1/indexes/*/queries"],
      ["DELETE", "/1/indexes/posts/query"],
      ["POST", "/1/keys"],
    ] as const) {
      const response = await raw(path, method === "POST" ? "{}" : undefined, method);
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.headers.get("content-type")).toContain("application/json");
      expect(await response.json()).toEqual({ message: "Not Found", status: 404 });
    }
  });

  it("accepts numeric strings, and echoes the params it was sent", async () => {
    const response = await raw("/1/indexes/posts/query", JSON.stringify({ query: "", page: "1", hitsPerPage: "2" }));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ page: 1, hitsPerPage: 2 });
    const sent = "query=habit&hitsPerPage=1&filters=tags%3Afocus";
    const echoed = (await (await raw("/1/indexes/posts/query", JSON.stringify({ params: sent }))).json()) as Result;
    expect(echoed.params).toBe(sent);
    expect(echoed.nbHits).toBe(2);
    const { results } = await lite().search({ requests: [{ indexName: "posts", query: "habit", hitsPerPage: 1 }] });
    expect(new URLSearchParams((results[0] as Result).params).get("query")).toBe("habit");
  });
});
