import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { startSmtpServer, type TestSmtpServer } from "../../support/smtp";
import { openPglite, type DatabaseHandle } from "@/server/db/open";
import { setDbHandle } from "@/server/db/client";
import { createPost, createUser } from "@/server/seed/factories";
import { mailPreferences, mails, users } from "@/server/db/schema";
import { setEnvForTests } from "@/server/env";
import { queueDueNewsletters } from "@/server/newsletter/queue-due-newsletters";
import { drainMailQueue } from "@/server/newsletter/mail-worker";
import { closeNewsletterTransport } from "@/server/newsletter/deliver-message";
import { defaultSendOptions } from "@/server/newsletter/send-due-deliveries";
import { sleep } from "./fixtures";

const members = 200;
const batchSize = 50;
const leaseMs = 2000;

/**
 * kill -9 of a process in the middle of a send: on restart every queued member gets the mail,
 * and only the rows in flight at the crash (at most one claimed batch) can be sent twice.
 */
describe("a worker killed with SIGKILL mid-send", () => {
  let dataDir: string;
  let smtp: TestSmtpServer;
  let handle: DatabaseHandle | undefined;
  let child: ReturnType<typeof spawn> | undefined;
  const env = () => ({ SMTP_URL: smtp.url, SITE_URL: "https://news.example.test", AUTH_SECRET: "d".repeat(40), DATA_DIR: dataDir });

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "groundwork-crash-"));
    smtp = await startSmtpServer({ acceptDelayMs: 4 });
    setEnvForTests(env());
  });
  afterAll(async () => {
    child?.kill("SIGKILL");
    closeNewsletterTransport();
    await handle?.close();
    await smtp.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("resumes on restart: every member gets the mail, duplicates only from the batch in flight", async () => {
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
    await handle.close();
    handle = undefined;

    const started = Date.now();
    const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
    const worker = spawn(
      process.execPath,
      ["--import", "tsx", "--conditions=react-server", "tests/integration/newsletter/worker-child.ts"],
      {
        env: { ...process.env, ...env(), WORKER_BATCH_SIZE: String(batchSize), WORKER_LEASE_MS: String(leaseMs) },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    child = worker;
    const output: string[] = [];
    worker.stdout!.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    worker.stderr!.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    const exited = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
    const deadline = Date.now() + 60_000;
    while (smtp.mails.length < members / 3 && Date.now() < deadline && worker.exitCode === null) await sleep(5);
    expect(worker.exitCode, output.join("")).toBeNull();
    worker.kill("SIGKILL");
    await exited;
    const beforeCrash = smtp.mails.length;
    console.log(`[crash test] killed after ${elapsed()} with ${beforeCrash} received`);
    expect(beforeCrash).toBeLessThan(members);

    // Restart: the same data folder, a new worker; the dead worker's lease runs out first.
    handle = await openPglite(path.join(dataDir, "pglite"), { migrate: true });
    setDbHandle(handle);
    await sleep(leaseMs + 200);
    await drainMailQueue({ ...defaultSendOptions, batchSize, leaseMs });
    console.log(`[crash test] drained after ${elapsed()}`);

    const { rows } = await handle.db.execute<{ status: string; n: number }>(
      sql`SELECT status, count(*)::int AS n FROM mail_deliveries GROUP BY status`,
    );
    expect(rows).toEqual([{ status: "sent", n: members }]);
    const recipients = new Set(smtp.mails.flatMap((mail) => mail.to));
    expect(recipients.size).toBe(members);
    const duplicates = smtp.mails.length - members;
    console.log(`[crash test] received before kill: ${beforeCrash}; total received: ${smtp.mails.length}; duplicates: ${duplicates}`);
    expect(duplicates).toBeGreaterThanOrEqual(0);
    expect(duplicates).toBeLessThanOrEqual(batchSize);
  }, 240_000);
});
