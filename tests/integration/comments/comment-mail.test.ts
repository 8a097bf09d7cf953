import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/server/db/open";
import { mailDeliveries, mails, subscriptions, type Post } from "@/server/db/schema";
import { setEnvForTests } from "@/server/env";
import { getCommentMailPreferences, setCommentMailPreferences } from "@/server/comments/comment-mail-preferences";
import { createComment } from "@/server/comments/create-comment";
import { deleteOwnComment } from "@/server/comments/delete-own-comment";
import { moderateComment } from "@/server/comments/moderate-comment";
import { queueCommentSummaries } from "@/server/comments/queue-comment-summaries";
import { reportComment } from "@/server/comments/report-comment";
import { runDueTasks } from "@/server/jobs/run-due-tasks";
import { closeMailTransports } from "@/server/mail/smtp-transports";
import { unsubscribeByToken } from "@/server/newsletter/unsubscribe-member";
import { createTestDatabase, databaseTargets } from "../../support/db";
import { decodeMimeWords, startSmtpServer, type TestSmtpServer } from "../../support/smtp";
import { header, listUnsubscribeUrl } from "../newsletter/fixtures";
import { createMember, createPostsOfEachAccess, setCommentSettings, subscribe } from "./fixtures";

const mailKinds = ["comments.notify", "comments.notify-report", "mail.deliver"] as const;

describe.each(databaseTargets)("comment mail on %s", (target) => {
  let handle: DatabaseHandle;
  let smtp: TestSmtpServer;
  let posts: { open: Post; members: Post; paid: Post };

  beforeAll(async () => {
    handle = await createTestDatabase(target);
    smtp = await startSmtpServer();
    setEnvForTests({ SMTP_URL: smtp.url, SITE_URL: "https://talk.example.test", AUTH_SECRET: "d".repeat(40) });
    posts = await createPostsOfEachAccess(handle.db);
    await setCommentSettings(handle.db, "members");
  }, 120_000);
  afterAll(async () => {
    closeMailTransports();
    await smtp?.stop();
    await handle?.close();
  });

  const deliver = () => runDueTasks({ kinds: [...mailKinds] });
  const subjectOf = (mail: { raw: string }) => decodeMimeWords(header(mail as never, "Subject") ?? "");
  const deliveriesTo = async (userId: string) =>
    handle.db
      .select({ kind: mails.kind })
      .from(mailDeliveries)
      .innerJoin(mails, eq(mails.id, mailDeliveries.mailId))
      .where(eq(mailDeliveries.userId, userId));

  it("mails a comment's author when someone replies, with a one-click unsubscribe from reply mails", async () => {
    const [author, replier] = [await createMember(handle.db), await createMember(handle.db, "reader", { name: "Rosa Replier" })];
    const top = (await createComment({ slug: posts.open.slug, member: author, body: "What do you all think?" })).comment;
    const since = Date.now();
    await createComment({ slug: posts.open.slug, member: replier, body: "I think <b>this</b>: https://example.org/why", parentId: top.id });
    await deliver();
    const mail = await smtp.waitForMail(author.user.email, { since });
    expect(subjectOf(mail)).toBe(`Rosa Replier replied to your comment on “${posts.open.title}”`);
    expect(mail.text).toContain("I think <b>this</b>");
    expect(mail.text).toContain(`https://talk.example.test/posts/${posts.open.slug}#comment-`);
    expect(header(mail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    const token = new URL(listUnsubscribeUrl(mail)).searchParams.get("token")!;
    expect(await unsubscribeByToken(token)).toMatchObject({ ok: true, what: "replies" });
    expect(await getCommentMailPreferences(author.userId)).toMatchObject({ replies: false });

    await createComment({ slug: posts.open.slug, member: replier, body: "And another thing", parentId: top.id });
    await deliver();
    expect((await deliveriesTo(author.userId)).filter((row) => row.kind === "comment_reply")).toHaveLength(1);
  });

  it("mails nobody about their own reply, a deleted comment, or a paid post they may no longer read", async () => {
    const [author, replier] = [await createMember(handle.db), await createMember(handle.db)];
    const top = (await createComment({ slug: posts.open.slug, member: author, body: "Talking to myself" })).comment;
    await createComment({ slug: posts.open.slug, member: author, body: "Still me", parentId: top.id });
    const deleted = (await createComment({ slug: posts.open.slug, member: author, body: "Soon gone" })).comment;
    await deleteOwnComment({ commentId: deleted.id, member: author });
    const lapsing = await createMember(handle.db);
    await subscribe(handle.db, lapsing.userId, new Date(Date.now() + 60_000));
    await subscribe(handle.db, replier.userId);
    const paidTop = (await createComment({ slug: posts.paid.slug, member: lapsing, body: "On a paid post" })).comment;
    await deliver();
    // The subscription ends; the reply comes after.
    await handle.db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.userId, lapsing.userId));
    await createComment({ slug: posts.paid.slug, member: replier, body: "Gated reply text", parentId: paidTop.id });
    await deliver();
    expect(await deliveriesTo(author.userId)).toEqual([]);
    expect(await deliveriesTo(lapsing.userId)).toEqual([]);
  });

  it("mails editors who chose each new comment, says when one waits for approval, and never the author about their own", async () => {
    const editor = await createMember(handle.db, "editor");
    const quiet = await createMember(handle.db, "editor");
    await setCommentMailPreferences(editor.userId, { newComments: "each" });
    const newcomer = await createMember(handle.db);
    try {
      await setCommentSettings(handle.db, "members", true);
      const since = Date.now();
      await createComment({ slug: posts.open.slug, member: newcomer, body: "Hello, first time here" });
      await deliver();
      const mail = await smtp.waitForMail(editor.user.email, { since });
      expect(subjectOf(mail)).toBe(`A first comment waits for approval on “${posts.open.title}”`);
      expect(mail.text).toContain("/admin/comments?status=held");
      await createComment({ slug: posts.open.slug, member: editor, body: "An editor's own" });
      await deliver();
      expect((await deliveriesTo(editor.userId)).filter((row) => row.kind === "comment_new")).toHaveLength(1);
      expect(await deliveriesTo(quiet.userId)).toEqual([]);
    } finally {
      await setCommentSettings(handle.db, "members");
    }
  });

  it("sends daily summaries at most once a day, a day after they were chosen, and none with nothing new", async () => {
    const editor = await createMember(handle.db, "editor");
    const chosenAt = new Date();
    await setCommentMailPreferences(editor.userId, { newComments: "daily" }, chosenAt);
    const writer = await createMember(handle.db);
    await createComment({ slug: posts.open.slug, member: writer, body: "Summarise me" });
    const summaries = async () => (await deliveriesTo(editor.userId)).filter((row) => row.kind === "comment_summary").length;
    await queueCommentSummaries(new Date(chosenAt.getTime() + 60_000));
    expect(await summaries()).toBe(0);
    const dayLater = new Date(chosenAt.getTime() + 86_400_000 + 60_000);
    await queueCommentSummaries(dayLater);
    expect(await summaries()).toBe(1);
    await queueCommentSummaries(new Date(dayLater.getTime() + 3_600_000));
    expect(await summaries()).toBe(1);
    await queueCommentSummaries(new Date(dayLater.getTime() + 2 * 86_400_000));
    expect(await summaries()).toBe(1);
    const [mail] = await handle.db.select().from(mails).where(eq(mails.kind, "comment_summary"));
    expect(mail?.text).toContain("Summarise me");
  });

  it("mails a report to the editors with its reason, except editors who turned report mail off; settled reports are not mailed", async () => {
    const [author, reporter] = [await createMember(handle.db), await createMember(handle.db, "reader", { name: "Rita Reporter" })];
    const editor = await createMember(handle.db, "editor");
    const optedOut = await createMember(handle.db, "editor");
    await setCommentMailPreferences(optedOut.userId, { reports: false });
    const { comment } = await createComment({ slug: posts.open.slug, member: author, body: "Buy cheap watches" });
    const since = Date.now();
    await reportComment({ commentId: comment.id, member: reporter, reason: "It is spam" });
    await deliver();
    const mail = await smtp.waitForMail(editor.user.email, { since });
    expect(subjectOf(mail)).toBe(`Comment reported on “${posts.open.title}”`);
    expect(mail.text).toContain("Rita Reporter reported a comment");
    expect(mail.text).toContain("It is spam");
    expect(mail.text).toContain("Buy cheap watches");
    expect((await deliveriesTo(optedOut.userId)).filter((row) => row.kind === "comment_report")).toEqual([]);

    const other = (await createComment({ slug: posts.open.slug, member: author, body: "Another" })).comment;
    await reportComment({ commentId: other.id, member: reporter, reason: "Also spam" });
    await moderateComment({ actor: { id: editor.userId, role: "editor" }, commentId: other.id, action: "hide" });
    await deliver();
    expect((await deliveriesTo(editor.userId)).filter((row) => row.kind === "comment_report")).toHaveLength(1);
  });
});
