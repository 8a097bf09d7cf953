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
import { closeMailTransports } from "@/server/mail/smtp-transports";
import { queueDueNewsletters } from "@/server/newsletter/queue-due-newsletters";
import { createPost, createUser } from "@/server/seed/factories";
import { startSmtpServer, type TestSmtpServer } from "../../support/smtp";
import { startRunnerProcess, type RunnerProcess } from "./runner-process";

const members = 400;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * SIGTERM to a node busy sending (as a deploy stops it): the runner claims nothing more, lets
 * its batches run for the grace time, then stops them between sends and gives their tasks back.
 * A node started right after finishes the work at once (no lease to wait out), and every member
 * gets the mail exactly once: nothing lost, nothing sent twice.
 */
describe("a task runner stopped with SIGTERM under load", () => {
  let dataDir: string;
  let smtp: TestSmtpServer;
  let handle: DatabaseHandle | undefined;
  let runner: RunnerProcess | undefined;
  const env = () => ({ SMTP_URL: smtp.url, SITE_URL: "https://news.example.test", AUTH_SECRET: "t".repeat(40), DATA_DIR: dataDir });

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "groundwork-stop-"));
    // A slow mail server: a batch of 100 takes seconds, longer than the grace time.
    smtp = await startSmtpServer({ acceptDelayMs: 40 });
    setEnvForTests(env());
  });
  afterAll(async () => {
    runner?.child.kill("SIGKILL");
    closeMailTransports();
    await handle?.close();
    await smtp.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("gives back what it could not finish, and a new node sends it at once: each member gets one mail", async () => {
    handle = await openPglite(path.join(dataDir, "pglite"), { migrate: true });
    setDbHandle(handle);
    const author = await createUser(handle.db, { role: "editor" });
    const post = await createPost(handle.db, { authorId: author.id, title: "Shutdown notes" });
    const people = await handle.db
      .insert(users)
      .values(Array.from({ length: members }, (_, i) => ({ email: `stop-${i}@example.com`, handle: `stop-${i}` })))
      .returning({ id: users.id });
    await handle.db.insert(mailPreferences).values(people.map((person) => ({ userId: person.id, newPosts: true })));
    await handle.db.insert(mails).values({ kind: "post", postId: post.id, requestedBy: author.id });
    expect(await queueDueNewsletters()).toBe(1);
    await handle.close();
    handle = undefined;

    runner = await startRunnerProcess({ ...env(), STOP_GRACE_MS: "300" });
    const deadline = Date.now() + 60_000;
    while (smtp.mails.length < 60 && Date.now() < deadline && runner.child.exitCode === null) await sleep(5);
    runner.child.kill("SIGTERM");
    await runner.exited;
    const output = runner.output.join("");
    const report = JSON.parse(/^stopped (.*)$/m.exec(output)?.[1] ?? "null") as { released: number; leftToLeaseExpiry: number } | null;
    const beforeStop = smtp.mails.length;
    console.log(`[SIGTERM] stopped with ${beforeStop} of ${members} mails sent; report ${JSON.stringify(report)}`);
    expect(report, output).toMatchObject({ leftToLeaseExpiry: 0 });
    expect(report!.released).toBeGreaterThan(0);
    expect(beforeStop).toBeLessThan(members);

    // The next node, straight away: the given-back tasks are due now, under no lease.
    handle = await openPglite(path.join(dataDir, "pglite"), { migrate: true });
    setDbHandle(handle);
    expect(await handle.db.$count(tasks, sql`${tasks.leaseToken} IS NOT NULL`)).toBe(0);
    await runDueTasks({ kinds: ["mail.deliver"] });

    const perMember = new Map<string, number>();
    for (const to of smtp.mails.flatMap((mail) => mail.to)) perMember.set(to, (perMember.get(to) ?? 0) + 1);
    expect(perMember.size).toBe(members);
    expect([...perMember.values()].filter((count) => count > 1)).toEqual([]);
    const { rows } = await handle.db.execute<{ status: string; n: number }>(
      sql`SELECT status, count(*)::int AS n FROM mail_deliveries GROUP BY status`,
    );
    expect(rows).toEqual([{ status: "sent", n: members }]);
    expect(await handle.db.$count(tasks, sql`${tasks.kind} = 'mail.deliver'`)).toBe(0);
  }, 240_000);
});
