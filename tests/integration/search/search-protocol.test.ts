import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { liteClient } from "algoliasearch/lite";
import { createTestDatabase, databaseTargets } from "../../support/db";
import type { DatabaseHandle } from "@/server/db/open";
import { getSearchParentKey } from "@/server/search/search-parent-key";
import { createSecuredSearchKey } from "@/server/search/secured-key";
import { createUser } from "@/server/seed/factories";
import { seedSearchFixture } from "./fixtures";
import { startSearchRoutes } from "./route-server";
import { subscriptions } from "@/server/db/schema";
import { securityHeaderRules } from "@/lib/security-headers";

type Hit = {
  objectID: string;
  title: string;
  tags: string[];
  author: string;
  _highlightResult: { title: { value: string; matchLevel: string; matchedWords: string[]; fullyHighlighted: boolean } };
  _snippetResult?: { body: { value: string } };
};

describe.each(databaseTargets)("search protocol on %s", (target) => {
  let handle: DatabaseHandle;
  let fixture: Awaited<ReturnType<typeof seedSearchFixture>>;
  let routes: Awaited<ReturnType<typeof startSearchRoutes>>;
  let routeFile: Awaited<ReturnType<typeof startSearchRoutes>>;
  let apiKey: string;
  let readerId: string;
  let subscriberId: string;
  const port = 4520 + (target === "pglite" ? 0 : 1);

  beforeAll(async () => {
    handle = await createTestDatabase(target);
    fixture = await seedSearchFixture(handle.db);
    const subscriber = await createUser(handle.db, { handle: "sub" });
    subscriberId = subscriber.id;
    await handle.db
      .insert(subscriptions)
      .values({ userId: subscriber.id, source: "complimentary", plan: "complimentary", status: "active" });
    readerId = (await createUser(handle.db, { handle: "reader" })).id;
    apiKey = createSecuredSearchKey(getSearchParentKey(), subscriber.id).apiKey;
    routes = await startSearchRoutes(port);
    routeFile = await startSearchRoutes(port + 10, "next");
    // initdb of a fresh PGlite can take a minute on a busy 2-core machine
  }, 180_000);
  afterAll(async () => {
    await routes?.close();
    await routeFile?.close();
    await handle?.close();
  });

  const client = (key = apiKey, appId = "groundwork") =>
    liteClient(appId, key, {
      hosts: [{ url: routes.url, accept: "read", protocol: "http" }],
      timeouts: { connect: 1000, read: 2000, write: 30000 },
    });
  const search = async (params: Record<string, unknown>, indexName = "posts", key?: string) => {
    const { results } = await client(key).search({ requests: [{ indexName, ...params }] });
    return results[0] as unknown as {
      hits: Hit[];
      nbHits: number;
      nbPages: number;
      page: number;
      hitsPerPage: number;
      processingTimeMS: number;
      exhaustiveNbHits: boolean;
      query: string;
      params: string;
      facets?: Record<string, Record<string, number>>;
    };
  };
  const post = (body: string, path = "/1/indexes/*/queries", headers: Record<string, string> = {}) =>
    fetch(`http://${routes.url}${path}?x-algolia-application-id=groundwork&x-algolia-api-key=${encodeURIComponent(apiKey)}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      body,
    });

  it("answers the real lite client with every field, typed as Algolia types them", async () => {
    const result = await search({
      query: "habit",
      hitsPerPage: 2,
      facets: ["tags", "author"],
      attributesToSnippet: ["body:8"],
      highlightPreTag: "__ais-highlight__",
      highlightPostTag: "__/ais-highlight__",
    });
    expect(result.nbHits).toBe(3);
    expect(result.nbPages).toBe(Math.ceil(result.nbHits / 2));
    expect(result).toMatchObject({ page: 0, hitsPerPage: 2, query: "habit", exhaustiveNbHits: true });
    expect(typeof result.processingTimeMS).toBe("number");
    expect(typeof result.params).toBe("string");
    expect(result.facets).toEqual({ tags: { habits: 2, focus: 2 }, author: { ada: 2, ben: 1 } });
    for (const hit of result.hits) {
      expect(hit).toMatchObject({
        objectID: expect.any(String),
        title: expect.any(String),
        slug: expect.any(String),
        excerpt: expect.any(String),
        author: expect.any(String),
        publishedAt: expect.any(String),
        readingMinutes: expect.any(Number),
      });
      expect(Array.isArray(hit.tags)).toBe(true);
      expect(hit._highlightResult.title).toMatchObject({
        value: expect.any(String),
        matchLevel: expect.stringMatching(/none|partial|full/),
        matchedWords: expect.any(Array),
        fullyHighlighted: expect.any(Boolean),
      });
    }
    const discipline =
      result.hits.find((hit) => hit.objectID === fixture.posts.deepWork.id) ??
      (await search({ query: "habit", page: 1, hitsPerPage: 2 })).hits[0]!;
    expect(discipline).toBeDefined();
    const all = await search({
      query: "habit",
      hitsPerPage: 10,
      attributesToSnippet: ["body:8"],
      highlightPreTag: "<mark>",
      highlightPostTag: "</mark>",
    });
    const first = all.hits.find((hit) => hit.objectID === fixture.posts.discipline.id)!;
    expect(first._highlightResult.title.value).toBe("Discipline is a <mark>habit</mark>");
    expect(first._snippetResult?.body.value).toContain("<mark>habit</mark>");
  });

  it("pages: nbPages = ceil(nbHits / hitsPerPage); a page past the end is empty", async () => {
    const result = await search({ query: "", hitsPerPage: 2, page: 0 });
    expect(result.nbHits).toBe(5);
    expect(result.nbPages).toBe(3);
    const last = await search({ query: "", hitsPerPage: 2, page: 2 });
    expect(last.hits).toHaveLength(1);
    const past = await search({ query: "", hitsPerPage: 2, page: 9 });
    expect(past.hits).toEqual([]);
    expect(past.nbHits).toBe(5);
  });

  it("matches prefixes, typos after exact matches, stems and every word", async () => {
    const titles = async (query: string, indexName = "posts") => (await search({ query }, indexName)).hits.map((hit) => hit.title);
    expect(await titles("discipl")).toEqual(expect.arrayContaining(["Discipline is a habit", "Morning pages"]));
    const typo = await titles("disciplin");
    expect(typo).toContain("Discipline is a habit");
    // "discipine" is a word of one post; the corrected "discipline" posts follow it.
    const corrected = await titles("discipine");
    expect(corrected[0]).toBe("On discipine, misspelled");
    expect(corrected).toEqual(expect.arrayContaining(["Discipline is a habit", "Morning pages"]));
    expect(await titles("disciplne ")).toEqual(expect.arrayContaining(["Discipline is a habit"]));
    expect(await titles("habits")).toContain("Discipline is a habit");
    expect(await titles("deep work")).toEqual(["Deep work in noisy offices"]);
    expect(await titles("deep morning")).toEqual([]);
  });

  it("sorts newest first on posts and by relevance on posts_relevance", async () => {
    const newest = (await search({ query: "habit" }, "posts")).hits.map((hit) => hit.objectID);
    expect(newest).toEqual([fixture.posts.morning.id, fixture.posts.deepWork.id, fixture.posts.discipline.id]);
    const relevant = (await search({ query: "habit" }, "posts_relevance")).hits.map((hit) => hit.objectID);
    // The title match ranks first, then the tag match; the body-only match last.
    expect(relevant).toEqual([fixture.posts.discipline.id, fixture.posts.morning.id, fixture.posts.deepWork.id]);
  });

  it("filters by tag and author (OR inside a group, AND across) and counts facets", async () => {
    const byTag = await search({ query: "", facetFilters: [["tags:focus"]], facets: ["*"] });
    expect(byTag.hits.map((hit) => hit.objectID).sort()).toEqual([fixture.posts.discipline.id, fixture.posts.deepWork.id].sort());
    expect(byTag.facets?.tags).toEqual({ focus: 2, habits: 1 });
    const both = await search({ query: "", facetFilters: ["tags:focus", "author:ada"] });
    expect(both.hits.map((hit) => hit.objectID)).toEqual([fixture.posts.discipline.id]);
    const either = await search({ query: "", facetFilters: [["author:ada", "author:ben"]] });
    expect(either.nbHits).toBe(5);
    const v4 = await post(
      JSON.stringify({ requests: [{ indexName: "posts", params: "query=&facetFilters=%5B%22author%3Aben%22%5D&hitsPerPage=1" }] }),
    );
    const v4Body = (await v4.json()) as { results: { nbHits: number; hits: unknown[] }[] };
    expect(v4Body.results[0]).toMatchObject({ nbHits: 3 });
    expect(v4Body.results[0]!.hits).toHaveLength(1);
  });

  it("never returns drafts or future posts", async () => {
    const ids = (await search({ query: "discipline", hitsPerPage: 100 })).hits.map((hit) => hit.objectID);
    expect(ids).not.toContain(fixture.posts.draft.id);
    expect(ids).not.toContain(fixture.posts.future.id);
    expect((await search({ query: "scheduled" })).nbHits).toBe(0);
  });

  it("returns record values as stored, with only the highlight tags added (the client escapes them, as with Algolia)", async () => {
    const [hit] = (await search({ query: "resilience", attributesToSnippet: ["body:20"] })).hits;
    expect(hit!._highlightResult.title.value).toBe("<img src=x onerror=alert(1)> <em>resilience</em>");
    // The body snippet is the text a reader sees: the page drops raw HTML tags (rendered and sanitized).
    expect(hit!._snippetResult!.body.value).toBe("<em>Resilience</em> alert('x') under pressure.");
  });

  it("treats SQL and tsquery metacharacters as plain separators", async () => {
    for (const query of ["'", "%", "\\", ":*", "&", "|", "!", "habit' OR 1=1 --", "habit:* & !focus", "a\\' | b", "(((", "<->"]) {
      const result = await search({ query });
      expect(result.nbHits).toBeGreaterThanOrEqual(0);
    }
    expect((await search({ query: "habit' OR '1'='1" })).nbHits).toBe(0);
  });

  it("answers every bad input with a 4xx { message, status }", async () => {
    const cases: [string, string?][] = [
      ["not json"],
      [JSON.stringify({ requests: [{ indexName: "nope", query: "x" }] })],
      [JSON.stringify({ requests: Array.from({ length: 51 }, () => ({ indexName: "posts", query: "x" })) })],
      [JSON.stringify({ requests: [{ indexName: "posts", hitsPerPage: 1001 }] })],
      [JSON.stringify({ requests: [{ indexName: "posts", page: -1 }] })],
      [JSON.stringify({ requests: [{ indexName: "posts", query: "x".repeat(10_240) }] })],
      [JSON.stringify({ requests: [{ indexName: "posts", query: 42 }] })],
      [JSON.stringify({ requests: [{ indexName: "posts", facetFilters: "nocolon" }] })],
      [JSON.stringify({ requests: [] })],
      [JSON.stringify([1, 2])],
      ["{}", "/1/indexes/unknown/query"],
      ["[]", "/1/indexes/posts/query"],
      // Known 500s once: a filter on a non-facet attribute, and JSON nested 20,000 deep in an ignored parameter.
      [JSON.stringify({ requests: [{ indexName: "posts", facetFilters: ["title:habit"] }] })],
      [`{"requests":[{"indexName":"posts","ignored":${"[".repeat(20_000)}${"]".repeat(20_000)}}]}`],
      [`{"query":"x","ignored":${'{"a":'.repeat(10_000)}1${"}".repeat(10_000)}}`, "/1/indexes/posts/query"],
      [JSON.stringify({ requests: [{ indexName: "posts", page: "one" }] })],
      [JSON.stringify({ requests: [{ indexName: "posts", typoTolerance: "sometimes" }] })],
      [JSON.stringify({ requests: [{ indexName: "posts", attributesToSnippet: ["body:0"] }] })],
      [JSON.stringify({ requests: [{ indexName: "posts", filters: 42 }] })],
      [JSON.stringify({ requests: [{ indexName: "posts", type: "facet", facet: "title", facetQuery: "x" }] })],
      [JSON.stringify({ requests: [{ indexName: "posts", restrictSearchableAttributes: "slug" }] })],
    ];
    for (const [body, path] of cases) {
      const response = await post(body, path);
      expect(response.status, body.slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(response.status, body.slice(0, 80)).toBeLessThan(500);
      const json = (await response.json()) as { message: string; status: number };
      expect(json.message).toEqual(expect.any(String));
      expect(json.status).toBe(response.status);
    }
    // What one request may cost: the answer says which limit.
    const limit = async (body: unknown) => {
      const response = await post(JSON.stringify(body));
      expect(response.status).toBe(400);
      return ((await response.json()) as { message: string }).message;
    };
    expect(await limit({ requests: Array.from({ length: 21 }, () => ({ indexName: "posts", query: "x" })) })).toBe(
      "requests: at most 20 queries per batch (this one has 21)",
    );
    expect(await limit({ requests: Array.from({ length: 2 }, () => ({ indexName: "posts", query: "x", hitsPerPage: 1000 })) })).toBe(
      "A batch may ask for at most 1000 hits in all (queries × hitsPerPage); this one asks for 2000",
    );
    expect(await limit({ requests: [{ indexName: "posts", query: "x", hitsPerPage: 500, attributesToSnippet: ["body:50"] }] })).toBe(
      "A batch may ask for at most 20000 snippet words in all (hits × snippet words); this one asks for 25000",
    );
    expect(await limit({ requests: [{ indexName: "posts", hitsPerPage: 1001 }] })).toBe("hitsPerPage: must be at most 1000");
    expect(await limit({ requests: [{ indexName: "posts", facetFilters: ["title:habit"] }] })).toBe(
      "facetFilters: 'title' is not a facet; the facets are tags and author",
    );
    const single = await post(JSON.stringify({ params: "query=habit&hitsPerPage=1" }), "/1/indexes/posts_relevance/query");
    expect(single.status).toBe(200);
    expect(((await single.json()) as { hits: unknown[] }).hits).toHaveLength(1);
  });

  it("answers the same through the Node.js fast path (next start) and the route file (next dev)", async () => {
    const key = `x-algolia-application-id=groundwork&x-algolia-api-key=${encodeURIComponent(apiKey)}`;
    const cases: [method: string, path: string, body?: string][] = [
      ["POST", `/1/indexes/*/queries?${key}`, JSON.stringify({ requests: [{ indexName: "posts", query: "habit", facets: ["*"] }] })],
      ["POST", `/1/indexes/posts_relevance/query?${key}`, JSON.stringify({ query: "focus", hitsPerPage: 2 })],
      ["POST", `/1/indexes/posts/facets/tags/query?${key}`, JSON.stringify({ facetQuery: "mi" })],
      ["POST", `/1/indexes/*/queries?${key}`, "not json"],
      ["POST", `/1/indexes/posts/queries?${key}`, "{}"],
      ["POST", `/1/indexes/unknown/query?${key}`, "{}"],
      ["POST", `/1/indexes/*/queries?${key}`, "x".repeat(70_000)],
      ["POST", `/1/indexes/*/queries?x-algolia-application-id=groundwork&x-algolia-api-key=forged`, "x".repeat(10)],
      ["POST", "/1/indexes/*/queries", JSON.stringify({ requests: [{ indexName: "posts" }] })],
      ["GET", `/1/indexes/*/queries?${key}`],
      ["DELETE", "/1/keys/abc"],
      ["PUT", "/1/indexes/posts/settings", "{}"],
    ];
    const ask = async (url: string, [method, path, body]: (typeof cases)[number]) => {
      const response = await fetch(`http://${url}${path}`, { method, body, headers: { "x-algolia-agent": "test" } });
      const headers = Object.fromEntries(
        [...response.headers].filter(
          ([name]) => !["date", "connection", "keep-alive", "content-length", "transfer-encoding"].includes(name),
        ),
      );
      return { status: response.status, headers, body: await response.text() };
    };
    const everyPathHeaders = Object.fromEntries(
      securityHeaderRules()
        .filter((rule) => !rule.has)
        .flatMap((rule) => rule.headers.map(({ key, value }) => [key.toLowerCase(), value])),
    );
    for (const each of cases) {
      const fast = await ask(routes.url, each);
      const viaRouteFile = await ask(routeFile.url, each);
      // processingTimeMS is a measurement; everything else is the same answer.
      const settle = (answer: typeof fast) => ({ ...answer, body: answer.body.replace(/"processingTimeMS":\d+/g, "") });
      // Next.js adds next.config.ts's headers() and its Vary to the route file's answer; the fast path adds them itself.
      expect(settle(fast), `${each[0]} ${each[1].split("?")[0]}`).toEqual({
        ...settle(viaRouteFile),
        headers: {
          ...everyPathHeaders,
          vary: "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch",
          ...viaRouteFile.headers,
        },
      });
    }
  });

  it("refuses anonymous, forged, expired, non-subscriber and wrong-index keys with 403", async () => {
    const status = async (key: string, indexName = "posts", appId = "groundwork") => {
      try {
        await client(key, appId).search({ requests: [{ indexName, query: "habit" }] });
        return 200;
      } catch (error) {
        return (error as { status?: number }).status;
      }
    };
    expect(await status(apiKey)).toBe(200);
    expect(await status(apiKey, "posts_relevance")).toBe(200);
    // The client itself refuses an empty key, so send that one by hand (no credentials at all).
    const anonymous = await fetch(`http://${routes.url}/1/indexes/*/queries`, {
      method: "POST",
      body: JSON.stringify({ requests: [{ indexName: "posts" }] }),
    });
    expect(anonymous.status).toBe(403);
    expect(await status("bm90IGEga2V5")).toBe(403);
    expect(await status(apiKey, "posts", "other-app")).toBe(403);
    const decoded = Buffer.from(apiKey, "base64").toString();
    for (const index of [0, 10, 63, 64, decoded.length - 1]) {
      const changed = decoded.slice(0, index) + (decoded[index] === "a" ? "b" : "a") + decoded.slice(index + 1);
      expect(await status(Buffer.from(changed).toString("base64")), `byte ${index}`).toBe(403);
    }
    const expired = createSecuredSearchKey(getSearchParentKey(), subscriberId!, new Date(Date.now() - 2 * 3_600_000)).apiKey;
    expect(await status(expired)).toBe(403);
    const reader = createSecuredSearchKey(getSearchParentKey(), readerId).apiKey;
    expect(await status(reader)).toBe(403);
    const { algoliasearch: searchClient } = await import("algoliasearch");
    const otherIndex = (
      searchClient("groundwork", "x") as unknown as { generateSecuredApiKey: (o: object) => string }
    ).generateSecuredApiKey({
      parentApiKey: getSearchParentKey(),
      restrictions: { validUntil: Math.floor(Date.now() / 1000) + 600, restrictIndices: ["other"], userToken: subscriberId },
    });
    expect(await status(otherIndex)).toBe(403);
    const forgedParent = (
      searchClient("groundwork", "x") as unknown as { generateSecuredApiKey: (o: object) => string }
    ).generateSecuredApiKey({
      parentApiKey: "guessed",
      restrictions: { validUntil: Math.floor(Date.now() / 1000) + 600, restrictIndices: ["posts"], userToken: subscriberId },
    });
    expect(await status(forgedParent)).toBe(403);
  });
});
