import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setDbHandle } from "@/server/db/client";
import { openPglite, type DatabaseHandle } from "@/server/db/open";
import { tasks } from "@/server/db/schema";
import { runDueTasks } from "@/server/jobs/run-due-tasks";
import { createPost } from "@/server/posts/create-post";
import { publishPost } from "@/server/posts/publish-post";
import { searchPostgres } from "@/server/search/postgres-engine";
import { createUser } from "@/server/seed/factories";

const query = (text: string) => ({
  query: text,
  sort: "newest" as const,
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

/**
 * A publish whose search-index update fails (the save itself succeeded) is retried by a task in
 * the database, not a timer in memory: the server restarts before it, and the retry still runs.
 */
describe("the search index's retry after a failed update", () => {
  let dataDir: string;
  let handle: DatabaseHandle | undefined;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), "groundwork-sync-retry-"));
  });
  afterAll(async () => {
    await handle?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("survives a restart and makes the post findable", async () => {
    handle = await openPglite(path.join(dataDir, "pglite"), { migrate: true });
    setDbHandle(handle);
    const editor = { id: (await createUser(handle.db, { role: "editor" })).id, role: "editor" as const };
    // The index refuses writes for now (a fault in the database, as an outage would be).
    await handle.db.execute(sql`
      CREATE FUNCTION refuse_index_write() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'index unavailable'; END $$`);
    await handle.db.execute(
      sql`CREATE TRIGGER refuse_index_write BEFORE INSERT ON post_search FOR EACH ROW EXECUTE FUNCTION refuse_index_write()`,
    );
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const draft = await createPost({ actor: editor, fields: { title: "Resilient habits", bodyMarkdown: "Keep going after a setback." } });
    const post = await publishPost({ actor: editor, id: draft.id, version: draft.version });
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[search\] index update of post .* failed \(.*\); queued to try again\.$/));
    warn.mockRestore();
    expect((await searchPostgres(handle, query("resilient"))).hits).toEqual([]);
    const queued = await handle.db.select().from(tasks).where(eq(tasks.kind, "search.sync-post"));
    expect(queued.map((task) => task.payload)).toEqual([{ postId: post.id, action: "sync" }]);

    // Restart: nothing of the old process is left but the database.
    await handle.close();
    handle = await openPglite(path.join(dataDir, "pglite"), { migrate: true });
    setDbHandle(handle);
    await handle.db.execute(sql`DROP TRIGGER refuse_index_write ON post_search`);
    expect(await runDueTasks({ kinds: ["search.sync-post"] })).toMatchObject({ done: 1 });
    expect((await searchPostgres(handle, query("resilient"))).hits.map((hit) => hit.id)).toEqual([post.id]);
    // What follows a written entry was queued by the retry: the check against saved searches.
    const followUps = await handle.db.select({ kind: tasks.kind, payload: tasks.payload }).from(tasks);
    expect(followUps).toContainEqual({ kind: "saved-searches.match-post", payload: { postId: post.id } });
  }, 120_000);
});
