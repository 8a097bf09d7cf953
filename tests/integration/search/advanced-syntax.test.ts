import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { liteClient } from "algoliasearch/lite";
import { createTestDatabase, databaseTargets } from "../../support/db";
import { freePort } from "../../support/app-server";
import type { DatabaseHandle } from "@/server/db/open";
import { eq, sql } from "drizzle-orm";
import { posts, subscriptions } from "@/server/db/schema";
import { paywallMarker } from "@/lib/paywall-preview";
import { getSearchParentKey } from "@/server/search/search-parent-key";
import { createSecuredSearchKey } from "@/server/search/secured-key";
import { createPost, createUser } from "@/server/seed/factories";
import { rebuildSearchIndex } from "@/server/search/rebuild-search-index";
import { syncPostToSearch } from "@/server/search/sync-post";
import { resolveSavedSearch } from "@/server/saved-searches/resolve-saved-search";
import { seedSearchFixture } from "./fixtures";
import { startSearchRoutes } from "./route-server";

type Hit = {
  objectID: string;
  title: string;
  _highlightResult: { title: { value: string } };
  _snippetResult?: { body: { value: string } };
};
type Result = { hits: Hit[]; nbHits: number };

describe.each(databaseTargets)("advancedSyntax, reader-text snippets and control characters on %s", (target) => {
  let handle: DatabaseHandle;
  let fixture: Awaited<ReturnType<typeof seedSearchFixture>>;
  let routes: Awaited<ReturnType<typeof startSearchRoutes>>;
  let apiKey: string;
  let cuePostId: string;

  beforeAll(async () => {
    handle = await createTestDatabase(target);
    fixture = await seedSearchFixture(handle.db);
    const subscriber = await createUser(handle.db, { handle: "sub" });
    await handle.db
      .insert(subscriptions)
      .values({ userId: subscriber.id, source: "complimentary", plan: "complimentary", status: "active" });
    apiKey = createSecuredSearchKey(getSearchParentKey(), subscriber.id).apiKey;
    const cue = await createPost(handle.db, {
      title: "Cues and rewards",
      excerpt: "What starts a routine.",
      bodyMarkdown: `See [the cue](https://example.com/zanzibar-trigger) and **bold** steps.\n\n${paywallMarker}\n\n<div>\n<p>hiddenblock words</p>\n</div>\n\nThe state of mind after.`,
      authorId: fixture.users.ada.id,
      publishedAt: new Date(Date.now() - 4 * 86_400_000),
    });
    cuePostId = cue.id;
    await rebuildSearchIndex(handle.db);
    routes = await startSearchRoutes(await freePort());
  }, 180_000);
  afterAll(async () => {
    await routes?.close();
    await handle?.close();
  });

  const search = async (params: Record<string, unknown>, indexName = "posts"): Promise<Result> => {
    const client = liteClient("groundwork", apiKey, {
      hosts: [{ url: routes.url, accept: "read", protocol: "http" }],
      timeouts: { connect: 1000, read: 2000, write: 30000 },
    });
    const { results } = await client.search({ requests: [{ indexName, ...params }] });
    return results[0] as unknown as Result;
  };
  const titles = async (query: string, more: Record<string, unknown> = {}) =>
    (await search({ query, advancedSyntax: true, hitsPerPage: 50, ...more })).hits.map((hit) => hit.title).sort();

  it("matches a quoted phrase as a phrase, in order, with its stop words in place", async () => {
    // "Discipline grows from one **small** habit repeated every morning."
    expect(await titles('"small habit"')).toEqual(["Discipline is a habit"]);
    expect(await titles('"habit small"')).toEqual([]);
    expect(await titles('"state of mind"')).toEqual(["Cues and rewards"]);
    expect(await titles('"state mind"')).toEqual([]);
    // Words outside the quotes still search as usual, the last one as a prefix.
    expect(await titles('"small habit" morn')).toEqual(["Discipline is a habit"]);
    expect(await titles('"small habit" attention')).toEqual([]);
    // Without advancedSyntax the quotes are separators: both words, anywhere.
    expect((await search({ query: '"habit small"' })).hits.map((hit) => hit.title)).toEqual(["Discipline is a habit"]);
  });

  it("excludes -words, alone too, and only at the start of a word", async () => {
    const habit = await titles("habit");
    expect(habit).toEqual(["Deep work in noisy offices", "Discipline is a habit", "Morning pages"]);
    // "Attention is scarce. Build a habit…" is the deep-work post.
    expect(await titles("habit -attention")).toEqual(["Discipline is a habit", "Morning pages"]);
    const everyPost = (await search({ query: "", hitsPerPage: 50 })).nbHits;
    const withoutHabit = await search({ query: "-habit", advancedSyntax: true, hitsPerPage: 50 });
    expect(withoutHabit.nbHits).toBe(everyPost - 3);
    expect(withoutHabit.hits.map((hit) => hit.title)).not.toContain("Morning pages");
    // A hyphen inside a word is no exclusion: "self-discipline" is "self" and "discipline".
    expect(await titles("self-discipline")).toEqual(["Morning pages"]);
    // Inside quotes a minus is no exclusion either.
    expect(await titles('"-small habit"')).toEqual(["Discipline is a habit"]);
  });

  it("takes advancedSyntaxFeatures: only the features listed are on", async () => {
    expect(await titles("habit -attention", { advancedSyntaxFeatures: ["exactPhrase"] })).toEqual(["Deep work in noisy offices"]);
    expect(await titles('"habit small"', { advancedSyntaxFeatures: ["excludeWords"] })).toEqual(["Discipline is a habit"]);
  });

  it("keeps phrases and exclusions under typoTolerance min, restricted attributes and relevance", async () => {
    expect(await titles('"small habit"', { typoTolerance: "min" })).toEqual(["Discipline is a habit"]);
    expect(await titles("habit -attention", { typoTolerance: "min" })).toEqual(["Discipline is a habit", "Morning pages"]);
    expect(await titles('"deep work"', { restrictSearchableAttributes: ["title"] })).toEqual(["Deep work in noisy offices"]);
    expect(await titles('"small habit"', { restrictSearchableAttributes: ["title"] })).toEqual([]);
    const relevance = await search({ query: "habit -attention", advancedSyntax: true }, "posts_relevance");
    expect(relevance.hits.map((hit) => hit.title).sort()).toEqual(["Discipline is a habit", "Morning pages"]);
  });

  it("resolves a saved search as the search page runs it: phrases and exclusions hold in alerts too", async () => {
    const matches = async (query: string) => {
      const { matchQuery } = await resolveSavedSearch(query);
      const { rows } = await handle.db.execute<{ post_id: string }>(
        sql`SELECT post_id FROM post_search WHERE ${matchQuery === null ? sql`true` : sql`doc @@ ${matchQuery}::tsquery`} ORDER BY post_id`,
      );
      return rows.map((row) => row.post_id);
    };
    const { discipline, morning, deepWork } = fixture.posts;
    expect(await matches("habit -attention")).toEqual([discipline.id, morning.id].sort());
    expect(await matches('"small habit"')).toEqual([discipline.id]);
    expect(await matches("-habit")).not.toContain(deepWork.id);
    expect((await resolveSavedSearch("-habit")).matchLexemes).toBeNull();
  });

  it("highlights the words of a phrase", async () => {
    const [hit] = (await search({ query: '"small habit"', advancedSyntax: true, attributesToSnippet: ["body:6"] })).hits;
    expect(hit!._highlightResult.title.value).toBe("Discipline is a <em>habit</em>");
    expect(hit!._snippetResult!.body.value).toContain("<em>small</em> <em>habit</em>");
  });

  it("matches and snippets the text a reader sees, never the Markdown or HTML source", async () => {
    const [cue] = (await search({ query: "cue", attributesToSnippet: ["body:20"] })).hits;
    expect(cue!.objectID).toBe(cuePostId);
    expect(cue!._snippetResult!.body.value).toBe("See the <em>cue</em> and bold steps. The state of mind after.");
    // A link's address, a raw HTML block and the paywall marker are not text a reader sees.
    expect((await search({ query: "zanzibar" })).nbHits).toBe(0);
    expect((await search({ query: "hiddenblock" })).nbHits).toBe(0);
    expect((await search({ query: "paywall" })).nbHits).toBe(0);
    const [xss] = (await search({ query: "resilience", attributesToSnippet: ["body:20"] })).hits;
    expect(xss!._snippetResult!.body.value).toBe("<em>Resilience</em> alert('x') under pressure.");
  });

  it("snippets an edited post from its new text at once", async () => {
    await handle.db
      .update(posts)
      .set({ bodyMarkdown: "Nothing else here but a **fresh** _word_.", updatedAt: new Date() })
      .where(eq(posts.id, fixture.posts.misspelled.id));
    await syncPostToSearch(fixture.posts.misspelled.id);
    const [hit] = (await search({ query: "fresh", attributesToSnippet: ["body:20"] })).hits;
    expect(hit!._snippetResult!.body.value).toBe("Nothing else here but a <em>fresh</em> word.");
  });

  it("answers a control character in any parameter with a 400 that names it", async () => {
    const post = (body: unknown, path = "/1/indexes/*/queries") =>
      fetch(`http://${routes.url}${path}?x-algolia-application-id=groundwork&x-algolia-api-key=${encodeURIComponent(apiKey)}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: JSON.stringify(body),
      });
    const cases: [unknown, string, string?][] = [
      [{ requests: [{ indexName: "posts", query: "habit\u0000" }] }, "query"],
      [{ requests: [{ indexName: "posts", facetFilters: [["tags:focus\u0000"]] }] }, "facetFilters"],
      [{ requests: [{ indexName: "posts", facetFilters: "tags:fo\u0000cus" }] }, "facetFilters"],
      [{ requests: [{ indexName: "posts", filters: "tags:focus\u0000" }] }, "filters"],
      [{ requests: [{ indexName: "posts", numericFilters: ["readingMinutes>\u00001"] }] }, "numericFilters"],
      [{ requests: [{ indexName: "posts", params: "query=habit%00&hitsPerPage=2" }] }, "query"],
      [{ requests: [{ indexName: "posts", query: "habit", highlightPreTag: "<em\u0007>" }] }, "highlightPreTag"],
      [{ requests: [{ indexName: "posts", query: "habit\u007f" }] }, "query"],
      [{ requests: [{ indexName: "pos\u0000ts", query: "habit" }] }, "indexName"],
      [{ requests: [{ indexName: "posts", type: "facet", facet: "tags", facetQuery: "fo\u0000" }] }, "facetQuery"],
      [{ query: "habit\u0000" }, "query", "/1/indexes/posts/query"],
      [{ facetQuery: "x" }, "facet", "/1/indexes/posts/facets/tag%00s/query"],
      [{ query: "x" }, "indexName", "/1/indexes/pos%00ts/query"],
    ];
    for (const [body, name, path] of cases) {
      const response = await post(body, path);
      const json = (await response.json()) as { message: string; status: number };
      expect({ status: response.status, json }, JSON.stringify(body)).toEqual({
        status: 400,
        json: {
          status: 400,
          message: expect.stringMatching(new RegExp(`^${name}: must not contain control characters \\(U\\+00(00|07|7F) found\\)$`)),
        },
      });
    }
    // Tabs and line breaks are whitespace, not refused.
    expect((await search({ query: "habit\tsmall\n" })).nbHits).toBe(1);
  });
});
