import { spawn } from "node:child_process";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres, type Database, type DatabaseHandle } from "@/server/db/open";
import { releaseLease, runUnderLease, tryTakeLease } from "@/server/jobs/lease";
import { repairSearchIndexOnce } from "@/server/search/repair-search-index-once";
import { seedIfEmpty } from "@/server/seed";
import { createPost, createUser } from "@/server/seed/factories";
import { createPostgresDatabase, createTestDatabase, databaseTargets } from "../../support/db";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Background work that several app processes could each start runs once: a lease in the
 * database decides who, and a holder that dies passes it on when it expires.
 */
describe.each(databaseTargets)("leases on %s", (target) => {
  let handle: DatabaseHandle;
  /** A second pool on the same database (PostgreSQL): another node. PGlite has one process. */
  let other: DatabaseHandle | undefined;
  let otherDb: Database;
  beforeAll(async () => {
    if (target === "postgres") {
      const created = await createPostgresDatabase();
      handle = created;
      other = await openPostgres(created.url);
      otherDb = other.db;
    } else {
      handle = await createTestDatabase(target);
      otherDb = handle.db;
    }
  });
  afterAll(async () => {
    await other?.close();
    await handle?.close();
  });

  it("of ten processes asking at once, exactly one gets the lease; the others get it only once it is given back", async () => {
    const asks = await Promise.all(
      Array.from({ length: 10 }, (_, i) => tryTakeLease(i % 2 ? otherDb : handle.db, "contended", 60_000, { holder: `node-${i}` })),
    );
    expect(asks.filter(Boolean)).toHaveLength(1);
    const winner = `node-${asks.indexOf(true)}`;
    expect(await tryTakeLease(handle.db, "contended", 60_000, { holder: winner })).toBe(false);
    await releaseLease(handle.db, "contended", { holder: "someone-else" });
    expect(await tryTakeLease(otherDb, "contended", 60_000, { holder: "late" })).toBe(false);
    await releaseLease(handle.db, "contended", { holder: winner });
    expect(await tryTakeLease(otherDb, "contended", 60_000, { holder: "late" })).toBe(true);
  });

  it("a lease its holder never gives back (it died) passes to the next asker once it expires", async () => {
    expect(await tryTakeLease(handle.db, "abandoned", 400, { holder: "dead-node" })).toBe(true);
    expect(await tryTakeLease(otherDb, "abandoned", 400, { holder: "live-node" })).toBe(false);
    await sleep(600);
    expect(await tryTakeLease(otherDb, "abandoned", 400, { holder: "live-node" })).toBe(true);
  });

  it("work under a lease runs in one process while the others skip it, and the lease is free again after", async () => {
    let runs = 0;
    const work = async () => {
      runs += 1;
      await sleep(200);
      return "done";
    };
    const results = await Promise.all([
      runUnderLease(handle.db, "job", 60_000, work, { holder: "a" }),
      runUnderLease(otherDb, "job", 60_000, work, { holder: "b" }),
    ]);
    expect(runs).toBe(1);
    expect(results.filter((result) => result.ran)).toEqual([{ ran: true, value: "done" }]);
    expect((await runUnderLease(otherDb, "job", 60_000, work, { holder: "b" })).ran).toBe(true);
  });

  it("two nodes starting at once: one repairs the search index, the other does not repeat it", async () => {
    const author = await createUser(handle.db, { role: "editor" });
    // Posts written behind the index's back (as a crash between commit and sync would leave them).
    for (let i = 0; i < 60; i += 1) await createPost(handle.db, { authorId: author.id });
    const results = await Promise.all([repairSearchIndexOnce(handle.db), repairSearchIndexOnce(otherDb)]);
    const repaired = results.filter((result) => result && result.missing > 0);
    expect(repaired).toEqual([expect.objectContaining({ missing: 60 })]);
    // The other skipped (the lease was taken) or, starting after, found nothing left to do.
    expect(results.filter((result) => result === null || result.missing === 0)).toHaveLength(1);
    const { rows } = await handle.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM post_search`);
    expect(rows[0]?.n).toBe(60);
    expect(await repairSearchIndexOnce(otherDb)).toEqual({ missing: 0, stale: 0, removed: 0, rebuilt: false, lexemesCounted: false });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("a lease held by a process that is killed (PostgreSQL)", () => {
  let handle: (DatabaseHandle & { url: string }) | undefined;
  afterAll(async () => {
    await handle?.close();
  });

  it("stays taken while it lasts, then the next process takes it over", async () => {
    handle = await createPostgresDatabase();
    const leaseMs = 2_000;
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "--conditions=react-server", "tests/integration/jobs/lease-holder-child.ts"],
      {
        env: { ...process.env, DATABASE_URL: handle.url, LEASE_NAME: "search-index-repair", LEASE_MS: String(leaseMs) },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise((resolve) => child.once("exit", resolve));
    const deadline = Date.now() + 30_000;
    while (!output.includes("taken") && Date.now() < deadline && child.exitCode === null) await sleep(20);
    expect(output).toContain("taken");
    const takenAt = Date.now();
    child.kill("SIGKILL");
    await exited;

    expect(await repairSearchIndexOnce(handle.db)).toBeNull();
    while (!(await tryTakeLease(handle.db, "search-index-repair", 60_000)) && Date.now() - takenAt < leaseMs + 5_000) await sleep(50);
    const waited = Date.now() - takenAt;
    expect(waited).toBeLessThan(leaseMs + 5_000);
    await releaseLease(handle.db, "search-index-repair");
    expect(await repairSearchIndexOnce(handle.db)).toEqual({ missing: 0, stale: 0, removed: 0, rebuilt: false, lexemesCounted: false });
  }, 60_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("two nodes starting on one empty PostgreSQL database", () => {
  let first: (DatabaseHandle & { url: string }) | undefined;
  let second: DatabaseHandle | undefined;
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it("one seeds the sample publication, the other finds it seeded and starts without an error", async () => {
    first = await createPostgresDatabase();
    second = await openPostgres(first.url);
    const results = await Promise.all([seedIfEmpty(first.db), seedIfEmpty(second.db)]);
    expect(results.sort()).toEqual([false, true]);
    const { rows } = await first.db.execute<{ n: number }>(sql`SELECT count(DISTINCT slug)::int - count(*)::int AS n FROM posts`);
    expect(rows[0]?.n).toBe(0);
  }, 60_000);
});
