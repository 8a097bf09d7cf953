import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbHandle } from "@/server/db/client";
import { openPglite, type DatabaseHandle } from "@/server/db/open";
import { mailPreferences, mails, tasks, users } from "@/server/db/schema";
import { setEnvForTests } from "@/server/env";
import { runDueTasks } from "@/server/jobs/run-due-tasks";
import { taskHandlers } from "@/server/jobs/task-handlers";
import { closeMailTransports } from "@/server/mail/smtp-transports";
import { queueDueNewsletters } from "@/server/newsletter/queue-due-newsletters";
import { createPost, createUser } from "@/server/seed/factories";
import { startSmtpServer, type TestSmtpServer } from "../../support/smtp";
import { startRunnerProcess, type RunnerProcess } from "./runner-process";

const members = 600;
const leaseMs = 2000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * kill -9 of a node in the middle of a batch of tasks (a newsletter's six mail.deliver tasks of
 * 100), then a restart on the same data folder: every task is done, each run once — except those
 * in flight at the kill, run at most twice (again once their lease ran out) — and only the sends
 * in flight at that instant can reach a member twice.
 */
describe("a task runner killed with SIGKILL in the middle of a batch", () => {
  let dataDir: string;
  let smtp: TestSmtpServer;
  let handle: DatabaseHandle | undefined;
  let runner: RunnerProcess | undefined;
  const env = () => ({ SMTP_URL: smtp.url, SITE_URL: "https://news.example.test", AUTH_SECRET: "d".repeat(40), DATA_DIR: dataDir });

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "groundwork-kill-"));
    smtp = await startSmtpServer({ acceptDelayMs: 10 });
    setEnvForTests(env());
  });
  afterAll(async () => {
    runner?.child.kill("SIGKILL");
    closeMailTransports();
    await handle?.close();
    await smtp.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("on restart every task is done, those in flight at most twice, the others once", async () => {
    handle = await openPglite(path.join(dataDir, "pglite"), { migrate: true });
    setDbHandle(handle);
    const author = await createUser(handle.db, { role: "editor" });
    const post = await createPost(handle.db, { authorId: author.id, title: "Crash course" });
    const people = await handle.db
      .insert(users)
      .values(Array.from({ length: members }, (_, i) => ({ email: `crash-${i}@example.com`, handle: `crash-${i}` })))
      .returning({ id: users.id });
    await handle.db.insert(mailPreferences).values(people.map((person) => ({ userId: person.id, newPosts: true })));
    await handle.db.insert(mails).values({ kind: "post", postId: post.id, requestedBy: author.id });
    expect(await queueDueNewsletters()).toBe(1);
    const taskIds = (
      await handle.db
        .select({ id: tasks.id })
        .from(tasks)
        .where(sql`${tasks.kind} = 'mail.deliver'`)
    ).map((row) => row.id);
    expect(taskIds).toHaveLength(members / 100);
    await handle.close();
    handle = undefined;

    runner = await startRunnerProcess({ ...env(), TASK_LEASE_MS: String(leaseMs) });
    const deadline = Date.now() + 60_000;
    while (smtp.mails.length < members / 4 && Date.now() < deadline && runner.child.exitCode === null) await sleep(5);
    expect(runner.child.exitCode, runner.output.join("")).toBeNull();
    runner.child.kill("SIGKILL");
    const killedAt = Date.now();
    await runner.exited;
    const beforeKill = smtp.mails.length;
    const startedBefore = runner.started();
    const inFlight = startedBefore.filter((id) => !runner!.ended().includes(id));
    expect(beforeKill).toBeLessThan(members);
    expect(inFlight.length).toBeGreaterThan(0);

    // Restart: the same data folder, a new runner. The dead runner's tasks still hold their lease
    // (its end moved on by the heartbeat up to the kill), and come back when it ends.
    handle = await openPglite(path.join(dataDir, "pglite"), { migrate: true });
    setDbHandle(handle);
    const held = await handle.db
      .select()
      .from(tasks)
      .where(sql`${tasks.leaseToken} IS NOT NULL`);
    expect(held.map((task) => task.id).sort()).toEqual([...inFlight].sort());
    for (const task of held) {
      expect(task.runAt.getTime()).toBeGreaterThan(killedAt - 1000);
      expect(task.runAt.getTime()).toBeLessThanOrEqual(killedAt + leaseMs);
    }
    const runsAfter: number[] = [];
    const deliver = taskHandlers["mail.deliver"];
    const handlers = {
      ...taskHandlers,
      "mail.deliver": {
        ...deliver,
        run: (...args: Parameters<typeof deliver.run>) => (runsAfter.push(args[1].taskId), deliver.run(...args)),
      },
    };
    await sleep(Math.max(0, Math.max(...held.map((task) => task.runAt.getTime())) - Date.now() + 100));
    await runDueTasks({ handlers, kinds: ["mail.deliver"] });

    const runs = (id: number) => startedBefore.filter((each) => each === id).length + runsAfter.filter((each) => each === id).length;
    const counted = taskIds.map((id) => ({ id, runs: runs(id), wasInFlight: inFlight.includes(id) }));
    const duplicates = smtp.mails.length - members;
    console.log(
      `[kill -9] ${taskIds.length} tasks; killed with ${beforeKill} of ${members} mails received and ${inFlight.length} tasks in flight (#${inFlight.join(", #")}); ` +
        `runs per task: ${counted.map((each) => `#${each.id}×${each.runs}`).join(" ")}; mails received twice: ${duplicates}`,
    );
    for (const each of counted) expect(each.runs, `task #${each.id}`).toBe(each.wasInFlight ? 2 : 1);
    expect(await handle.db.$count(tasks, sql`${tasks.kind} = 'mail.deliver'`)).toBe(0);
    const { rows } = await handle.db.execute<{ status: string; n: number }>(
      sql`SELECT status, count(*)::int AS n FROM mail_deliveries GROUP BY status`,
    );
    expect(rows).toEqual([{ status: "sent", n: members }]);
    expect(new Set(smtp.mails.flatMap((mail) => mail.to)).size).toBe(members);
    // Only sends under way at the kill can go twice: at most 10 a task in flight.
    expect(duplicates).toBeGreaterThanOrEqual(0);
    expect(duplicates).toBeLessThanOrEqual(inFlight.length * 10);
  }, 240_000);
});
