import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestDatabase, databaseTargets } from "../../support/db";
import { startSmtpServer, type TestSmtpServer } from "../../support/smtp";
import { createUser } from "@/server/seed/factories";
import { mailBounces, mailDeliveries, mailPreferences, tasks, users } from "@/server/db/schema";
import type { DatabaseHandle } from "@/server/db/open";
import type { Actor } from "@/server/auth/permissions";
import { setEnvForTests } from "@/server/env";
import { createPost } from "@/server/posts/create-post";
import { publishPost } from "@/server/posts/publish-post";
import { schedulePost } from "@/server/posts/schedule-post";
import { updatePost } from "@/server/posts/update-post";
import { requestPostEmail } from "@/server/newsletter/request-post-email";
import { runDueTasks } from "@/server/jobs/run-due-tasks";
import { closeMailTransports } from "@/server/mail/smtp-transports";
import { countNewsletterRecipients } from "@/server/newsletter/count-newsletter-recipients";
import { getPostEmailStatus } from "@/server/newsletter/get-post-email-status";
import { clearBounce } from "@/server/mail/mail-bounces";
import { sendTestEmail } from "@/server/newsletter/send-test-email";
import { createOptedInMember, header, listUnsubscribeUrl, resolveClickLinks, sleep } from "./fixtures";

describe.each(databaseTargets)("posts by email on %s", (target) => {
  let handle: DatabaseHandle;
  let smtp: TestSmtpServer;
  let editor: Actor;
  const bouncing = new Set<string>();

  beforeAll(async () => {
    handle = await createTestDatabase(target);
    smtp = await startSmtpServer({ rejectRecipient: (address) => bouncing.has(address) });
    setEnvForTests({ SMTP_URL: smtp.url, SITE_URL: "https://news.example.test", AUTH_SECRET: "a".repeat(40) });
    editor = { id: (await createUser(handle.db, { role: "editor", name: "Ed Itor" })).id, role: "editor" };
  });
  afterAll(async () => {
    closeMailTransports();
    await smtp.stop();
    await handle.close();
  });
  beforeEach(async () => {
    // Each test counts its own recipients.
    await handle.db.update(mailPreferences).set({ newPosts: false });
    smtp.mails.length = 0;
  });

  const publishWithEmail = async (
    title: string,
    body = "A body with **bold** and [a link](/tags/habits).\n\n![a tree](/uploads/tree.png)",
  ) => {
    const draft = await createPost({ actor: editor, fields: { title, bodyMarkdown: body } });
    return publishPost({
      actor: editor,
      id: draft.id,
      version: draft.version,
      alsoInTransaction: (tx, post) => requestPostEmail(tx, { actor: editor, postId: post.id }),
    });
  };

  it("publishing with “email this post” sends exactly one mail to each opted-in member, with both parts and both List-Unsubscribe headers", async () => {
    const members = await Promise.all([1, 2, 3].map(() => createOptedInMember(handle.db)));
    const notOptedIn = await createUser(handle.db);
    expect(await countNewsletterRecipients()).toBe(3);

    const post = await publishWithEmail("Morning pages, revisited");
    await runDueTasks();

    for (const member of members) expect(smtp.mailsTo(member.email)).toHaveLength(1);
    expect(smtp.mailsTo(notOptedIn.email)).toHaveLength(0);
    expect(smtp.mails).toHaveLength(3);

    const mail = smtp.mailsTo(members[0]!.email)[0]!;
    expect(mail.subject).toBe("Morning pages, revisited");
    expect(mail.raw).toMatch(/Content-Type: multipart\/alternative/i);
    expect(mail.raw).toMatch(/Content-Type: text\/plain/i);
    expect(mail.raw).toMatch(/Content-Type: text\/html/i);
    expect(header(mail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    const unsubscribe = listUnsubscribeUrl(mail);
    expect(unsubscribe.startsWith("https://news.example.test/unsubscribe?token=")).toBe(true);
    // Absolute URLs, a read-on-site link, and this member's own unsubscribe link in both parts.
    // Links through the counted redirects (newsletter-clicks.test.ts), to these addresses.
    const resolved = await resolveClickLinks(handle.db, mail.text);
    expect(resolved).toContain(`https://news.example.test/posts/${post.slug}`);
    expect(mail.text).toContain('src="https://news.example.test/uploads/tree.png"');
    expect(resolved).toContain("a link (https://news.example.test/tags/habits)");
    expect(mail.text.split(unsubscribe).length - 1).toBeGreaterThanOrEqual(2);
    // Another member's mail differs only by the link.
    const other = smtp.mailsTo(members[1]!.email)[0]!;
    expect(listUnsubscribeUrl(other)).not.toBe(unsubscribe);
    expect(header(other, "To")).toBe(members[1]!.email);
    expect(new Set(smtp.mails.map((each) => header(each, "Message-ID"))).size).toBe(3);

    expect(await getPostEmailStatus(post.id)).toMatchObject({ state: "queued", delivered: 3, failed: 0, pending: 0 });
  });

  it("republishing or editing an emailed post sends nothing more", async () => {
    await createOptedInMember(handle.db);
    const post = await publishWithEmail("Once, and only once");
    await runDueTasks();
    expect(smtp.mails).toHaveLength(1);

    const edited = await updatePost({
      actor: editor,
      id: post.id,
      version: post.version,
      fields: { title: "Once, and only once (edited)", bodyMarkdown: "New words." },
    });
    const again = await publishPost({
      actor: editor,
      id: edited.id,
      version: edited.version,
      alsoInTransaction: (tx, row) => requestPostEmail(tx, { actor: editor, postId: row.id }),
    });
    expect(again.id).toBe(post.id);
    await runDueTasks();
    expect(smtp.mails).toHaveLength(1);
  });

  it("a scheduled post is emailed when it goes live, with no job to run", async () => {
    const member = await createOptedInMember(handle.db);
    const draft = await createPost({ actor: editor, fields: { title: "Written ahead", bodyMarkdown: "Later." } });
    await schedulePost({
      actor: editor,
      id: draft.id,
      version: draft.version,
      publishAt: new Date(Date.now() + 1500),
      alsoInTransaction: (tx, post) => requestPostEmail(tx, { actor: editor, postId: post.id }),
    });
    await runDueTasks();
    expect(smtp.mailsTo(member.email)).toHaveLength(0);
    expect(await getPostEmailStatus(draft.id)).toMatchObject({ state: "waiting" });
    await sleep(1600);
    await runDueTasks();
    expect(smtp.mailsTo(member.email)).toHaveLength(1);
  });

  it("a permanent 550 marks the address bouncing: no more sends to it until an editor clears it", async () => {
    const good = await createOptedInMember(handle.db);
    const bad = await createOptedInMember(handle.db);
    bouncing.add(bad.email.toLowerCase());
    const first = await publishWithEmail("Bounce one");
    const result = await runDueTasks();
    expect(result).toMatchObject({ retried: 0, dead: 0 });
    expect(smtp.mailsTo(good.email)).toHaveLength(1);
    const [bounce] = await handle.db.select().from(mailBounces).where(eq(mailBounces.email, bad.email.toLowerCase()));
    expect(bounce?.reason).toMatch(/550/);
    expect(await getPostEmailStatus(first.id)).toMatchObject({ delivered: 1, failed: 1, pending: 0 });

    // The next newsletter does not even queue the bouncing address.
    bouncing.delete(bad.email.toLowerCase());
    expect(await countNewsletterRecipients()).toBe(1);
    await publishWithEmail("Bounce two");
    await runDueTasks();
    expect(smtp.mailsTo(bad.email)).toHaveLength(0);

    expect(await clearBounce(editor, bad.id)).toBe(true);
    await publishWithEmail("Bounce three");
    await runDueTasks();
    expect(smtp.mailsTo(bad.email)).toHaveLength(1);
  });

  it("with the SMTP server down the rows wait as pending; when it is back every member gets the mail once", async () => {
    const members = await Promise.all([1, 2, 3, 4].map(() => createOptedInMember(handle.db)));
    const port = smtp.port;
    // Close our pooled connections first: the server waits for open connections to end.
    closeMailTransports();
    await smtp.stop();
    try {
      const post = await publishWithEmail("Through the outage");
      // The batch's task fails and waits for its retry (30 s and more); its deliveries wait as pending.
      const down = await runDueTasks();
      expect(down).toMatchObject({ retried: 1, dead: 0 });
      expect(await getPostEmailStatus(post.id)).toMatchObject({ state: "queued", delivered: 0, failed: 0, pending: 4 });
      const rows = await handle.db.select().from(mailDeliveries).where(eq(mailDeliveries.status, "pending"));
      expect(rows.every((row) => row.lastError)).toBe(true);

      smtp = await startSmtpServer({ port, rejectRecipient: (address) => bouncing.has(address) });
      // The retry's time comes; the task sends them.
      await handle.db.update(tasks).set({ runAt: new Date() }).where(eq(tasks.kind, "mail.deliver"));
      await runDueTasks();
      for (const member of members) expect(smtp.mailsTo(member.email)).toHaveLength(1);
      expect(await getPostEmailStatus(post.id)).toMatchObject({ delivered: 4, failed: 0, pending: 0 });
    } finally {
      if (!smtp.port) smtp = await startSmtpServer({ port });
    }
  });

  it("“send a test email” goes to the editor alone and does not use up the post's newsletter", async () => {
    const member = await createOptedInMember(handle.db);
    const [editorRow] = await handle.db.select().from(users).where(eq(users.id, editor.id));
    const draft = await createPost({ actor: editor, fields: { title: "Try me first", bodyMarkdown: "Draft words." } });
    await sendTestEmail(editor, draft.id);
    await runDueTasks();
    expect(smtp.mailsTo(editorRow!.email).map((mail) => mail.subject)).toEqual(["[Test] Try me first"]);
    expect(smtp.mailsTo(member.email)).toHaveLength(0);
    await publishPost({
      actor: editor,
      id: draft.id,
      version: draft.version,
      alsoInTransaction: (tx, post) => requestPostEmail(tx, { actor: editor, postId: post.id }),
    });
    await runDueTasks();
    expect(smtp.mailsTo(member.email)).toHaveLength(1);
  });
});
