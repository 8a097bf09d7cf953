import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { analyticsEvents } from "@/server/db/schema";
import type { DatabaseHandle } from "@/server/db/open";
import { setEnvForTests } from "@/server/env";
import { continuesQuery, flushSettledSearches, noteSearch, settleMs } from "@/server/analytics/note-search";
import * as recordSearch from "@/server/analytics/record-search";
import { createTestDatabase, databaseTargets } from "../../support/db";

describe("continuesQuery", () => {
  it("treats typing on and deleting back as the same search", () => {
    expect(continuesQuery("hab", "habit")).toBe(true);
    expect(continuesQuery("habits", "habit")).toBe(true);
    expect(continuesQuery("habit", "focus")).toBe(false);
  });
});

describe.each(databaseTargets)("settled search analytics on %s", (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    setEnvForTests({ SITE_URL: "https://groundwork.test" });
    handle = await createTestDatabase(target);
  });
  afterAll(async () => handle.close());
  beforeEach(async () => {
    await flushSettledSearches({ all: true });
    await handle.db.delete(analyticsEvents);
  });
  const queries = async () =>
    (await handle.db.select().from(analyticsEvents).orderBy(analyticsEvents.id)).map((row) => (row.props as { query: string }).query);

  it("records the query a reader settled on, not every prefix, and writes nothing per keystroke", async () => {
    const writes = vi.spyOn(recordSearch, "writeSearchEvents");
    const start = Date.now();
    for (const [i, query] of ["h", "ha", "hab", "habi", "habit"].entries()) noteSearch({ query, nbHits: 3, userId: "u1" }, start + i * 150);
    noteSearch({ query: "f", nbHits: 9, userId: "u2" }, start);
    noteSearch({ query: "focus", nbHits: 4, userId: "u2" }, start + 300);
    // A new search after the first one settled: "habit" is settled, "stoic" waits.
    noteSearch({ query: "stoic", nbHits: 2, userId: "u1" }, start + 600 + settleMs);
    expect(writes).not.toHaveBeenCalled();
    expect(await queries()).toEqual([]);

    await flushSettledSearches({ now: start + 300 + settleMs });
    expect(writes).toHaveBeenCalledTimes(1);
    expect((await queries()).sort()).toEqual(["focus", "habit"]);
    await flushSettledSearches({ all: true });
    expect((await queries()).sort()).toEqual(["focus", "habit", "stoic"]);
    writes.mockRestore();
  });
});
