import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Actor } from "@/server/auth/permissions";
import { setDbHandle } from "@/server/db/client";
import { openPostgres, type Database, type DatabaseHandle } from "@/server/db/open";
import { tasks } from "@/server/db/schema";
import { claimDueTasks } from "@/server/jobs/claim-due-tasks";
import { discardDeadTask } from "@/server/jobs/discard-dead-task";
import { enqueueTask, enqueueTasks } from "@/server/jobs/enqueue-task";
import { listTaskOverview } from "@/server/jobs/list-task-overview";
import { retryDeadTask } from "@/server/jobs/retry-dead-task";
import { runDueTasks } from "@/server/jobs/run-due-tasks";
import { startTaskRunner } from "@/server/jobs/start-task-runner";
import { defineTaskHandler, type TaskHandler } from "@/server/jobs/task-handler";
import { taskHandlers } from "@/server/jobs/task-handlers";
import { createUser } from "@/server/seed/factories";
import { createPostgresDatabase, createTestDatabase, databaseTargets } from "../../support/db";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const kind = "search.sync-author";

/** The real handlers, with this test's own in place of the kind it drives. */
function withHandler(run: TaskHandler<typeof kind>["run"], options: Partial<TaskHandler<typeof kind>> = {}) {
  return {
    ...taskHandlers,
    [kind]: defineTaskHandler(kind, { retryDelayMs: 20, maxRetryDelayMs: 40, maxAttempts: 3, leaseMs: 2_000, ...options, run }),
  };
}

describe.each(databaseTargets)("the task table on %s", (target) => {
  let handle: DatabaseHandle;
  /** A second pool on the same database (PostgreSQL): another node. PGlite has one process. */
  let other: DatabaseHandle | undefined;
  let otherDb: Database;
  let editor: Actor;
  beforeAll(async () => {
    if (target === "postgres") {
      const created = await createPostgresDatabase();
      handle = created;
      other = await openPostgres(created.url);
      otherDb = other.db;
      // The domain functions use `handle`.
      setDbHandle(handle);
    } else {
      handle = await createTestDatabase(target);
      otherDb = handle.db;
    }
    editor = { id: (await createUser(handle.db, { role: "editor" })).id, role: "editor" };
  });
  beforeEach(async () => {
    await handle.db.delete(tasks);
  });
  afterAll(async () => {
    await other?.close();
    await handle?.close();
  });

  it("checks each payload against its kind; one pending task a dedupe key, with the newest payload and the earliest time", async () => {
    // @ts-expect-error -- a payload of the wrong shape
    await expect(enqueueTask(handle.db, { kind, payload: { postId: "x" } })).rejects.toThrow();
    const later = new Date(Date.now() + 60_000);
    const sooner = new Date(Date.now() + 30_000);
    await enqueueTask(handle.db, { kind, payload: { authorId: "first" }, runAt: later, dedupeKey: "author:1" });
    await enqueueTask(handle.db, { kind, payload: { authorId: "second" }, runAt: sooner, dedupeKey: "author:1" });
    await enqueueTask(handle.db, { kind, payload: { authorId: "third" }, runAt: later, dedupeKey: "author:1" });
    await enqueueTasks(handle.db, [
      { kind, payload: { authorId: "a" } },
      { kind, payload: { authorId: "b" } },
    ]);
    const rows = await handle.db.select().from(tasks).where(eq(tasks.dedupeKey, "author:1"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ payload: { authorId: "third" }, enqueues: 3 });
    expect(Math.abs(rows[0]!.runAt.getTime() - sooner.getTime())).toBeLessThan(1000);
    expect(await handle.db.$count(tasks)).toBe(3);
  });

  it("ten claims at once from two nodes take every due task once", async () => {
    await enqueueTasks(
      handle.db,
      Array.from({ length: 40 }, (_, i) => ({ kind, payload: { authorId: `a${i}` } })),
    );
    const claims = await Promise.all(
      Array.from({ length: 10 }, (_, i) => claimDueTasks(i % 2 ? otherDb : handle.db, [{ kind, free: 6, leaseMs: 60_000 }], `node-${i}`)),
    );
    const ids = claims.flat().map((task) => task.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(40);
  });

  it("a task whose runner died is taken again once its lease ends, and not before", async () => {
    await enqueueTask(handle.db, { kind, payload: { authorId: "lost" } });
    const [first] = await claimDueTasks(handle.db, [{ kind, free: 1, leaseMs: 400 }], "node-that-dies");
    expect(first).toBeDefined();
    expect(await claimDueTasks(otherDb, [{ kind, free: 1, leaseMs: 400 }], "node-b")).toEqual([]);
    await sleep(500);
    const [again] = await claimDueTasks(otherDb, [{ kind, free: 1, leaseMs: 400 }], "node-b");
    expect(again).toMatchObject({ id: first!.id, attempts: 2 });
  });

  it("a failing task is retried with backoff, then dead; an editor sees it with its error and retries it, and it runs", async () => {
    let isBroken = true;
    const runs: string[] = [];
    const handlers = withHandler(async ({ authorId }) => {
      runs.push(authorId);
      if (isBroken) throw new Error("the index is unreachable");
    });
    await enqueueTask(handle.db, { kind, payload: { authorId: "ada" } });
    for (let i = 0; i < 3; i++) {
      await runDueTasks({ handlers, kinds: [kind] });
      await sleep(60);
    }
    expect(runs).toEqual(["ada", "ada", "ada"]);
    const overview = await listTaskOverview(editor);
    expect(overview.deadTotal).toBe(1);
    expect(overview.dead[0]).toMatchObject({
      kind,
      label: "Update an author's posts in the search index",
      attempts: 3,
      lastError: "the index is unreachable",
    });
    expect(overview.kinds.find((row) => row.kind === kind)).toMatchObject({ dead: 1, waiting: 0 });
    await expect(listTaskOverview({ id: "someone", role: "reader" })).rejects.toMatchObject({ code: "forbidden" });

    isBroken = false;
    expect(await retryDeadTask(editor, overview.dead[0]!.id)).toBe("queued");
    expect(await runDueTasks({ handlers, kinds: [kind] })).toMatchObject({ done: 1 });
    expect(runs).toHaveLength(4);
    expect((await listTaskOverview(editor)).deadTotal).toBe(0);
    await expect(retryDeadTask(editor, overview.dead[0]!.id)).rejects.toMatchObject({ code: "not_found" });
  });

  it("retrying a dead task whose work is queued again already leaves only the queued one; discarding removes it", async () => {
    const handlers = withHandler(
      async () => {
        throw new Error("down");
      },
      { maxAttempts: 1 },
    );
    await enqueueTask(handle.db, { kind, payload: { authorId: "dup" }, dedupeKey: "author:dup" });
    await runDueTasks({ handlers, kinds: [kind] });
    const [dead] = (await listTaskOverview(editor)).dead;
    await enqueueTask(handle.db, { kind, payload: { authorId: "dup" }, dedupeKey: "author:dup", runAt: new Date(Date.now() + 60_000) });
    expect(await retryDeadTask(editor, dead!.id)).toBe("already queued");
    expect(await handle.db.select({ status: tasks.status }).from(tasks)).toEqual([{ status: "pending" }]);

    await handle.db.update(tasks).set({ runAt: new Date() });
    await runDueTasks({ handlers, kinds: [kind] });
    const [again] = (await listTaskOverview(editor)).dead;
    await discardDeadTask(editor, again!.id);
    expect(await handle.db.$count(tasks)).toBe(0);
  });

  it("a task enqueued again while it runs runs once more after it", async () => {
    let runs = 0;
    const handlers = withHandler(async () => {
      runs += 1;
      // The change that enqueues again lands while the first run is under way.
      if (runs === 1) await enqueueTask(otherDb, { kind, payload: { authorId: "busy" }, dedupeKey: "author:busy" });
    });
    await enqueueTask(handle.db, { kind, payload: { authorId: "busy" }, dedupeKey: "author:busy" });
    await runDueTasks({ handlers, kinds: [kind] });
    expect(runs).toBe(2);
    expect(await handle.db.$count(tasks)).toBe(0);
  });

  it("stop(): running tasks finish within the grace time; past it, those that stop are given back at once, uncounted", async () => {
    const started: string[] = [];
    const handlers = withHandler(
      async ({ authorId }, { signal }) => {
        started.push(authorId);
        if (authorId === "quick") return void (await sleep(150));
        // A long task: works until told to stop, then gives up (as a mail batch stops between sends).
        await new Promise<void>((_resolve, reject) => signal.addEventListener("abort", () => reject(signal.reason as Error)));
      },
      { concurrency: 2 },
    );
    await enqueueTasks(handle.db, [
      { kind, payload: { authorId: "quick" } },
      { kind, payload: { authorId: "long" } },
    ]);
    const runner = startTaskRunner({ handlers, pollMs: 50 });
    while (started.length < 2) await sleep(20);
    const report = await runner.stop({ graceMs: 400 });
    // (The recurring tasks the runner also ran count among the finished.)
    expect(report).toMatchObject({ released: 1, leftToLeaseExpiry: 0 });
    expect(report.finished).toBeGreaterThanOrEqual(1);
    const [left, ...others] = await handle.db.select().from(tasks).where(eq(tasks.kind, kind));
    expect(others).toEqual([]);
    expect(left).toMatchObject({ payload: { authorId: "long" }, attempts: 0, leaseToken: null });
    expect(left!.runAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    // Another node takes it at once, without waiting for a lease to run out.
    expect(await claimDueTasks(otherDb, [{ kind, free: 1, leaseMs: 1000 }], "node-b")).toHaveLength(1);
  });
});
