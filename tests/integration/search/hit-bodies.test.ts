import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { createTestDatabase, databaseTargets } from "../../support/db";
import type { DatabaseHandle } from "@/server/db/open";
import { posts } from "@/server/db/schema";
import { createPost, createUser } from "@/server/seed/factories";
import type { SearchRequest } from "@/server/search/engine";
import { bodyVersionSql, hitBodies } from "@/server/search/hit-bodies";
import { searchPostgres } from "@/server/search/postgres-engine";
import { searchSettings } from "@/server/search/search-settings";
import { rebuildSearchIndex } from "@/server/search/rebuild-search-index";

// Hits' bodies are remembered by post and row version (hit-bodies.ts): a snippet must show the
// body as it is now, whoever changed it and however.
describe.each(databaseTargets)("body snippets on %s", (target) => {
  let handle: DatabaseHandle;
  let postId: string;

  beforeAll(async () => {
    handle = await createTestDatabase(target);
    const author = await createUser(handle.db, { handle: "ada", role: "editor" });
    const post = await createPost(handle.db, {
      title: "An essay",
      bodyMarkdown: "Before dawn the lantern was lit by the keeper.",
      authorId: author.id,
      publishedAt: new Date(Date.now() - 86_400_000),
    });
    postId = post.id;
    await rebuildSearchIndex(handle.db);
  }, 120_000);
  afterAll(async () => {
    await handle?.close();
  });

  const request: SearchRequest = {
    query: "lantern",
    sort: "newest",
    page: 0,
    hitsPerPage: 20,
    filters: [],
    facets: [],
    maxValuesPerFacet: 10,
    highlightPreTag: "<em>",
    highlightPostTag: "</em>",
    snippetWords: { body: 6 },
    snippetEllipsisText: "…",
  };
  const bodySnippet = async () => (await searchPostgres(handle, request)).hits.map((hit) => hit.snippet.body?.value);

  it("shows the body as it is now, even when a change left updated_at alone", async () => {
    expect(await bodySnippet()).toEqual(["…dawn the <em>lantern</em> was lit by…"]);
    // Written as a script or a migration might, without the editor's path (no updated_at).
    await handle.db
      .update(posts)
      .set({ bodyMarkdown: sql`'After dusk the lantern burned until morning.'` })
      .where(eq(posts.id, postId));
    expect(await bodySnippet()).toEqual(["…dusk the <em>lantern</em> burned until morning."]);
  });

  it("reads a body only at the row version the search saw", async () => {
    const [row] = (
      await handle.db.execute<{ version: string }>(sql`SELECT ${bodyVersionSql} AS version FROM posts p WHERE p.id = ${postId}`)
    ).rows;
    const read = (version: string) => handle.readWithSettings(searchSettings, (run) => hitBodies(handle, run, [{ id: postId, version }]));
    // A version the row no longer has (changed, or unpublished and rewritten, since the search): no body.
    expect((await read("1:1")).get(postId)).toBeUndefined();
    expect((await read(row!.version)).get(postId)).toBe("After dusk the lantern burned until morning.");
  });

  it("asks for no body when the request snippets none", async () => {
    const [hit] = (await searchPostgres(handle, { ...request, snippetWords: {} })).hits;
    expect(hit).toMatchObject({ id: postId, snippet: {} });
  });
});
