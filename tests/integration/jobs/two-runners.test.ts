import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { setDbHandle } from "@/server/db/client";
import type { DatabaseHandle } from "@/server/db/open";
import { mailPreferences, savedSearchMatches, users } from "@/server/db/schema";
import { setEnvForTests } from "@/server/env";
import { enqueueTask } from "@/server/jobs/enqueue-task";
import { setPostEmail } from "@/server/newsletter/request-post-email";
import { createSavedSearch } from "@/server/saved-searches/create-saved-search";
import { syncPostToSearch } from "@/server/search/sync-post";
import { createPost, createUser } from "@/server/seed/factories";
import { createPostgresDatabase } from "../../support/db";
import { startSmtpServer, type TestSmtpServer } from "../../support/smtp";
import { grantSubscription, sleep } from "../newsletter/fixtures";
import { startRunnerProcess, type RunnerProcess } from "./runner-process";

const members = 150;
const alertSubscribers = 8;
const digestSubscribers = 4;

/**
 * Two app nodes' task runners, each in a process of its own, on one PostgreSQL database and one
 * mail server, started at the same moment on the same table: a newsletter to queue and send,
 * instant alerts to match, daily digests falling due. Every mail arrives exactly once.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("two task runners on one PostgreSQL", () => {
  let handle: (DatabaseHandle & { url: string }) | undefined;
  let smtp: TestSmtpServer | undefined;
  const workers: RunnerProcess[] = [];
  afterAll(async () => {
    for (const worker of workers) worker.child.kill("SIGKILL");
    await smtp?.stop();
    await handle?.close();
  });

  it("send every newsletter, alert and digest once between them", async () => {
    handle = await createPostgresDatabase();
    setDbHandle(handle);
    smtp = await startSmtpServer({ acceptDelayMs: 2 });
    const env = { SMTP_URL: smtp.url, SITE_URL: "https://news.example.test", AUTH_SECRET: "w".repeat(40) };
    setEnvForTests(env);
    const db = handle.db;

    // Both nodes' runners are up and looking before there is anything to do. Each node signs
    // its mail with its own sender, to see how the work was shared.
    const names = ["node-a", "node-b"];
    workers.push(
      ...(await Promise.all(
        names.map((name) => startRunnerProcess({ ...env, MAIL_FROM: `${name} <${name}@example.test>`, DATABASE_URL: handle!.url })),
      )),
    );
    const output = () => workers.map((worker, i) => worker.output.map((line) => `[${names[i]}] ${line}`).join("")).join("");

    // A newsletter requested for a post that is live: queued by whichever worker gets to it.
    const editor = await createUser(db, { role: "editor" });
    const post = await createPost(db, { authorId: editor.id, title: "Once for everyone" });
    const people = await db
      .insert(users)
      .values(Array.from({ length: members }, (_, i) => ({ email: `member-${i}@example.com`, handle: `member-${i}` })))
      .returning({ id: users.id });
    await db.insert(mailPreferences).values(people.map((person) => ({ userId: person.id, newPosts: true })));
    await setPostEmail({ actor: { id: editor.id, role: "editor" }, postId: post.id, email: true });

    // Daily searches whose oldest unmailed match is a day old: a digest each is due.
    for (let i = 0; i < digestSubscribers; i += 1) {
      const subscriber = await createUser(db, { email: `digest-${i}@example.com` });
      await grantSubscription(db, subscriber.id);
      const search = await createSavedSearch(subscriber.id, { name: "Habits daily", query: "habit loop", frequency: "daily" });
      await db
        .insert(savedSearchMatches)
        .values({ savedSearchId: search.id, postId: post.id, matchedAt: new Date(Date.now() - 25 * 3_600_000) });
    }
    // (Matching a post to a daily search brings the digests' task forward to a day later; these
    // matches were made a day ago, so it is brought forward to now.)
    await enqueueTask(db, { kind: "saved-searches.queue-due-digests", payload: {}, dedupeKey: "saved-searches.queue-due-digests" });
    // Instant searches, then a post they find: one alert each.
    for (let i = 0; i < alertSubscribers; i += 1) {
      const subscriber = await createUser(db, { email: `alert-${i}@example.com` });
      await grantSubscription(db, subscriber.id);
      await createSavedSearch(subscriber.id, { name: "Gratitude", query: "gratitude journal", frequency: "instant" });
    }
    await sleep(20);
    const news = await createPost(db, {
      authorId: editor.id,
      title: "Keeping a gratitude journal",
      bodyMarkdown: "Three lines each evening in a gratitude journal.",
      publishedAt: new Date(),
    });
    await syncPostToSearch(news.id);

    const expected = members + alertSubscribers + digestSubscribers;
    const deadline = Date.now() + 90_000;
    while (smtp.mails.length < expected && Date.now() < deadline && workers.every((worker) => worker.child.exitCode === null))
      await sleep(50);
    // Both keep running a while longer: a second copy of anything would arrive now.
    await sleep(2_000);
    expect(
      workers.map((worker) => worker.child.exitCode),
      output(),
    ).toEqual([null, null]);

    const received = new Map<string, number>();
    for (const mail of smtp.mails)
      for (const to of mail.to) received.set(`${to} ${mail.subject}`, (received.get(`${to} ${mail.subject}`) ?? 0) + 1);
    expect(
      [...received.values()].filter((count) => count > 1),
      "mails received more than once",
    ).toEqual([]);
    expect(smtp.mails).toHaveLength(expected);
    const bySender = (name: string) => smtp!.mails.filter((mail) => mail.from.startsWith(name)).length;
    console.log(`[two runners] ${expected} mails: node-a sent ${bySender("node-a")}, node-b sent ${bySender("node-b")}`);
    expect(smtp.mailsTo("member-0@example.com").map((mail) => mail.subject)).toEqual(["Once for everyone"]);
    expect(smtp.mailsTo("alert-0@example.com").map((mail) => mail.subject)).toEqual(["“Gratitude”: Keeping a gratitude journal"]);
    expect(smtp.mailsTo("digest-0@example.com").map((mail) => mail.subject)).toEqual(["“Habits daily”: Once for everyone"]);
    const { rows } = await db.execute<{ status: string; n: number }>(
      sql`SELECT status, count(*)::int AS n FROM mail_deliveries GROUP BY status`,
    );
    expect(rows).toEqual([{ status: "sent", n: expected }]);
  }, 150_000);
});
