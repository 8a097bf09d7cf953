import { createHmac } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase } from "../../support/db";
import type { DatabaseHandle } from "@/server/db/open";
import { posts } from "@/server/db/schema";
import { seedSynthetic } from "@/server/seed";
import { createPost, createTag, createUser } from "@/server/seed/factories";
import { setEnvForTests } from "@/server/env";
import { createAlgoliaSearchKey } from "@/server/search/algolia/create-algolia-search-key";
import { reindexAlgolia } from "@/server/search/algolia/reindex-algolia";
import { searchPostgres } from "@/server/search/postgres-engine";
import { verifySecuredSearchKey } from "@/server/search/secured-key";
import { removePostFromSearch, syncPostToSearch } from "@/server/search/sync-post";
import { runDueTasks } from "@/server/jobs/run-due-tasks";
import { tasks } from "@/server/db/schema";
import { startAlgoliaServer } from "./algolia-server";

// The Algolia engine against a local server that answers Algolia's REST API: what each
// admin write sends, the reindex's batches, the index settings and the secured keys.
const port = 4901;
const algoliaEnv = { ALGOLIA_APP_ID: "TESTAPP", ALGOLIA_ADMIN_API_KEY: "admin-key-123", ALGOLIA_SEARCH_API_KEY: "search-key-456" };

type Batch = { requests: { action: string; body: Record<string, unknown> }[] };

describe("the Algolia engine", () => {
  let handle: DatabaseHandle;
  let algolia: Awaited<ReturnType<typeof startAlgoliaServer>>;
  beforeAll(async () => {
    algolia = await startAlgoliaServer(port);
    setEnvForTests({ ...algoliaEnv, ALGOLIA_API_URL: algolia.url });
    handle = await createTestDatabase("pglite");
    // initdb of a fresh PGlite can take a minute on a busy 2-core machine
  }, 180_000);
  afterEach(() => algolia.reset());
  afterAll(async () => {
    setEnvForTests({
      ALGOLIA_APP_ID: undefined,
      ALGOLIA_ADMIN_API_KEY: undefined,
      ALGOLIA_SEARCH_API_KEY: undefined,
      ALGOLIA_API_URL: undefined,
    });
    await handle?.close();
    await algolia?.close();
  });

  // The Algolia copy is a task queued by the sync (its retries survive a restart): run it.
  const mirror = () => runDueTasks({ kinds: ["search.mirror-post"] });
  const batches = () => algolia.requests.filter((request) => request.method === "POST" && request.path === "/1/indexes/posts/batch");

  it("sends a published post's record with the hit fields, waits for the task, and keeps PostgreSQL in step", async () => {
    const author = await createUser(handle.db, { handle: "ada", name: "Ada Lovelace" });
    const focus = await createTag(handle.db, { slug: "focus", name: "Focus" });
    const publishedAt = new Date("2026-03-01T10:00:00Z");
    const post = await createPost(handle.db, {
      title: "Equanimity at work",
      slug: "equanimity-at-work",
      excerpt: "Stay level.",
      bodyMarkdown: "Keep **calm** and [read on](https://example.com).",
      readingMinutes: 3,
      authorId: author.id,
      publishedAt,
      tagIds: [focus.id],
    });
    await syncPostToSearch(post.id);
    await mirror();

    expect(batches()).toHaveLength(1);
    const [batch] = batches();
    expect(batch!.headers["x-algolia-application-id"]).toBe("TESTAPP");
    expect(batch!.headers["x-algolia-api-key"]).toBe("admin-key-123");
    expect((batch!.body as Batch).requests).toEqual([
      {
        action: "addObject",
        body: {
          objectID: post.id,
          title: "Equanimity at work",
          slug: "equanimity-at-work",
          url: "/posts/equanimity-at-work",
          excerpt: "Stay level.",
          body: "Keep calm and read on.",
          tags: ["focus"],
          author: "ada",
          authorName: "Ada Lovelace",
          publishedAt: publishedAt.toISOString(),
          publishedAtTimestamp: publishedAt.getTime() / 1000,
          readingMinutes: 3,
        },
      },
    ]);
    // The write is awaited: the task is polled until Algolia says it is published.
    const last = algolia.requests.at(-1)!;
    expect(last.method).toBe("GET");
    expect(last.path).toMatch(/^\/1\/indexes\/posts\/task\/\d+$/);
    const local = await searchPostgres(handle, {
      query: "equanimity",
      sort: "newest",
      page: 0,
      hitsPerPage: 5,
      filters: [],
      facets: [],
      maxValuesPerFacet: 10,
      highlightPreTag: "<em>",
      highlightPostTag: "</em>",
      snippetWords: {},
      snippetEllipsisText: "…",
    });
    expect(local.hits.map((hit) => hit.id)).toEqual([post.id]);
  });

  it("trims a long body so the record stays under Algolia's 10 kB limit", async () => {
    const post = await createPost(handle.db, { bodyMarkdown: "Ünïcode words repeated. ".repeat(2000) });
    await syncPostToSearch(post.id);
    await mirror();
    const record = (batches()[0]!.body as Batch).requests[0]!.body;
    expect(Buffer.byteLength(JSON.stringify(record))).toBeLessThan(10_000);
    expect(Buffer.byteLength(String(record.body))).toBeLessThanOrEqual(8_000);
    expect(String(record.body)).toMatch(/^Ünïcode words repeated\./);
    expect(String(record.body)).not.toContain("\uFFFD");
  });

  it("deletes the record when a post is unpublished or deleted", async () => {
    const post = await createPost(handle.db, { title: "Soon a draft" });
    await syncPostToSearch(post.id);
    await mirror();
    algolia.reset();

    await handle.db.update(posts).set({ status: "draft" }).where(eq(posts.id, post.id));
    await syncPostToSearch(post.id);
    await mirror();
    expect(batches()).toHaveLength(0);
    expect(algolia.requests[0]).toMatchObject({ method: "DELETE", path: `/1/indexes/posts/${post.id}` });
    expect(algolia.records("posts").has(post.id)).toBe(false);

    algolia.reset();
    await removePostFromSearch(post.id);
    await mirror();
    expect(algolia.requests.filter((request) => request.method === "DELETE").map((request) => request.path)).toEqual([
      `/1/indexes/posts/${post.id}`,
    ]);
  });

  it("an unreachable Algolia fails neither the save nor PostgreSQL's copy: the copy waits as a task and goes once Algolia is back", async () => {
    const warnings = vi.spyOn(console, "warn").mockImplementation(() => {});
    setEnvForTests({ ...algoliaEnv, ALGOLIA_API_URL: `http://127.0.0.1:${port + 48}` });
    try {
      const post = await createPost(handle.db, { title: "Offline serendipity" });
      await expect(syncPostToSearch(post.id)).resolves.toBeUndefined();
      const rows = await handle.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM post_search WHERE post_id = ${post.id}`);
      expect(rows.rows[0]!.n).toBe(1);
      expect(await mirror()).toMatchObject({ done: 0, retried: 1 });
      expect(warnings).toHaveBeenCalledWith(
        expect.stringMatching(/^\[tasks\] search\.mirror-post #\d+ \(attempt 1\) failed: .*; trying again in \d+ s\.$/),
      );
      expect(algolia.records("posts").has(post.id)).toBe(false);

      setEnvForTests({ ...algoliaEnv, ALGOLIA_API_URL: algolia.url });
      await handle.db.update(tasks).set({ runAt: new Date() }).where(eq(tasks.kind, "search.mirror-post"));
      expect(await mirror()).toMatchObject({ done: 1, retried: 0 });
      expect(algolia.records("posts").has(post.id)).toBe(true);
    } finally {
      setEnvForTests({ ...algoliaEnv, ALGOLIA_API_URL: algolia.url });
      warnings.mockRestore();
    }
  });

  it("reindexes: settings with the replica first, then every public post in batches of at most 1000, stale records removed", async () => {
    await seedSynthetic(handle.db, { count: 2500 });
    await createPost(handle.db, { title: "A draft", status: "draft" });
    algolia.records("posts").set("stale-record", { objectID: "stale-record" });
    const [{ n: expected } = { n: 0 }] = (
      await handle.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM posts WHERE status IN ('published', 'scheduled') AND published_at IS NOT NULL`,
      )
    ).rows;
    expect(expected).toBeGreaterThan(2500);
    expect(expected).toBeLessThanOrEqual(3000);

    const result = await reindexAlgolia(handle.db);
    expect(result).toMatchObject({ saved: expected, deleted: 1 });

    const settings = algolia.requests.filter((request) => request.method === "PUT");
    expect(settings.map((request) => request.path)).toEqual(["/1/indexes/posts/settings", "/1/indexes/posts_relevance/settings"]);
    expect(settings[0]!.body).toMatchObject({
      customRanking: ["desc(publishedAtTimestamp)"],
      replicas: ["posts_relevance"],
      attributesForFaceting: ["tags", "author"],
      searchableAttributes: ["title", "tags", "authorName", "author", "excerpt", "body"],
      attributesToSnippet: ["body:30"],
      attributesToHighlight: ["title", "excerpt", "tags", "author", "authorName"],
    });
    // Newest first on the primary; textual relevance first on the replica, ties newest first.
    expect((settings[0]!.body as { ranking: string[] }).ranking.slice(0, 2)).toEqual(["typo", "desc(publishedAtTimestamp)"]);
    expect(settings[1]!.body).toMatchObject({
      customRanking: ["desc(publishedAtTimestamp)"],
      ranking: ["typo", "geo", "words", "filters", "proximity", "attribute", "exact", "custom"],
    });
    // Settings go before any record.
    expect(algolia.requests.findIndex((request) => request.method === "PUT")).toBeLessThan(
      algolia.requests.findIndex((request) => request.path.endsWith("/batch")),
    );

    const saves = batches().filter((request) => (request.body as Batch).requests[0]!.action === "addObject");
    expect(saves).toHaveLength(3);
    const sizes = saves.map((request) => (request.body as Batch).requests.length);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(1000);
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(expected);
    const deletes = batches().filter((request) => (request.body as Batch).requests[0]!.action === "deleteObject");
    expect(deletes.flatMap((request) => (request.body as Batch).requests.map((operation) => operation.body.objectID))).toEqual([
      "stale-record",
    ]);
    expect(algolia.records("posts").size).toBe(expected);
  }, 180_000);

  it("issues a secured key that Algolia verifies with the search key: expiry, both indices, the user, already-public posts only", () => {
    const now = new Date("2026-11-22T12:00:00Z");
    const { apiKey, validUntil } = createAlgoliaSearchKey("user-42", now);
    const decoded = Buffer.from(apiKey, "base64").toString("utf8");
    const signature = decoded.slice(0, 64);
    const params = new URLSearchParams(decoded.slice(64));
    expect(createHmac("sha256", algoliaEnv.ALGOLIA_SEARCH_API_KEY).update(decoded.slice(64)).digest("hex")).toBe(signature);
    expect(createHmac("sha256", algoliaEnv.ALGOLIA_ADMIN_API_KEY).update(decoded.slice(64)).digest("hex")).not.toBe(signature);
    expect(Number(params.get("validUntil"))).toBe(validUntil);
    expect(validUntil).toBe(now.getTime() / 1000 + 3600);
    expect(params.get("restrictIndices")).toBe("posts,posts_relevance");
    expect(params.get("userToken")).toBe("user-42");
    expect(params.get("filters")).toBe(`publishedAtTimestamp <= ${now.getTime() / 1000}`);
    // Our verifier implements Algolia's rule; it accepts the key for either index until it expires.
    expect(verifySecuredSearchKey(algoliaEnv.ALGOLIA_SEARCH_API_KEY, apiKey, ["posts_relevance"], now).userToken).toBe("user-42");
    expect(() => verifySecuredSearchKey(algoliaEnv.ALGOLIA_SEARCH_API_KEY, apiKey, ["other"], now)).toThrow();
  });
});
