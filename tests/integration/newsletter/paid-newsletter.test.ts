import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestDatabase, databaseTargets } from "../../support/db";
import { startSmtpServer, type TestSmtpServer } from "../../support/smtp";
import { createUser } from "@/server/seed/factories";
import { subscriptions, type NewSubscription } from "@/server/db/schema";
import type { DatabaseHandle } from "@/server/db/open";
import type { Actor } from "@/server/auth/permissions";
import { setEnvForTests } from "@/server/env";
import type { PostAccess } from "@/lib/post-access";
import { decideReading } from "@/lib/decide-reading";
import { subscriptionStanding } from "@/server/billing/entitlements";
import { createPost } from "@/server/posts/create-post";
import { publishPost } from "@/server/posts/publish-post";
import { requestPostEmail } from "@/server/newsletter/request-post-email";
import { runDueTasks } from "@/server/jobs/run-due-tasks";
import { closeMailTransports } from "@/server/mail/smtp-transports";
import { countNewsletterAudience } from "@/server/newsletter/count-newsletter-audience";
import { getPostEmailStatus } from "@/server/newsletter/get-post-email-status";
import { readsPaidPostsSql } from "@/server/newsletter/newsletter-recipients";
import { createOptedInMember, grantSubscription, resolveClickLinks } from "./fixtures";

const canary = "The canary sings only for those who may read on.";
const body = `An opening everyone may read.\n\n<!-- paywall -->\n\n${canary}`;
const day = 86_400_000;

describe.each(databaseTargets)("gated posts by email on %s", (target) => {
  let handle: DatabaseHandle;
  let smtp: TestSmtpServer;
  let editor: Actor;
  let people: { subscriber: string; free: string; lapsed: string; editor: string };

  beforeAll(async () => {
    handle = await createTestDatabase(target);
    smtp = await startSmtpServer();
    setEnvForTests({ SMTP_URL: smtp.url, SITE_URL: "https://news.example.test", AUTH_SECRET: "a".repeat(40) });
    editor = { id: (await createUser(handle.db, { role: "editor", name: "Ed Itor" })).id, role: "editor" };
    const subscriber = await createOptedInMember(handle.db);
    await grantSubscription(handle.db, subscriber.id);
    const free = await createOptedInMember(handle.db);
    const lapsed = await createOptedInMember(handle.db);
    await handle.db.insert(subscriptions).values({
      userId: lapsed.id,
      source: "complimentary",
      plan: "complimentary",
      status: "active",
      currentPeriodEnd: new Date(Date.now() - day),
    });
    const optedInEditor = await createOptedInMember(handle.db, { role: "editor" });
    people = { subscriber: subscriber.email, free: free.email, lapsed: lapsed.email, editor: optedInEditor.email };
  });
  afterAll(async () => {
    closeMailTransports();
    await smtp.stop();
    await handle.close();
  });
  beforeEach(() => {
    smtp.mails.length = 0;
  });

  const publishWithEmail = async (title: string, access: PostAccess) => {
    const draft = await createPost({ actor: editor, fields: { title, bodyMarkdown: body, access } });
    return publishPost({
      actor: editor,
      id: draft.id,
      version: draft.version,
      alsoInTransaction: (tx, post) => requestPostEmail(tx, { actor: editor, postId: post.id }),
    });
  };
  const only = (email: string) => {
    const mails = smtp.mailsTo(email);
    expect(mails).toHaveLength(1);
    return mails[0]!;
  };

  it("a paid post goes in full to subscribers and editors, and as the preview with an upgrade button to free and lapsed members", async () => {
    expect(await countNewsletterAudience({ access: "paid" })).toEqual({ full: 2, preview: 2 });
    const post = await publishWithEmail("Paid, by email", "paid");
    await runDueTasks();
    expect(smtp.mails).toHaveLength(4);
    for (const email of [people.subscriber, people.editor]) {
      const mail = only(email);
      expect(mail.text).toContain(canary);
      expect(mail.text).not.toContain("Upgrade to read it all");
    }
    for (const email of [people.free, people.lapsed]) {
      const mail = only(email);
      expect(mail.subject).toBe("Paid, by email");
      expect(mail.raw).not.toContain("canary");
      expect(mail.text).not.toContain("canary");
      expect(mail.text).toContain("An opening everyone may read.");
      // Through the counted links (newsletter-clicks.test.ts), to the pricing page.
      const resolved = await resolveClickLinks(handle.db, mail.text);
      expect(resolved).toContain("Upgrade to read it all: https://news.example.test/pricing");
      expect(resolved).toContain('href="https://news.example.test/pricing"');
    }
    expect(await getPostEmailStatus(post.id)).toMatchObject({ state: "queued", delivered: 4, failed: 0, pending: 0 });
  });

  it("a members post goes in full to every member", async () => {
    expect(await countNewsletterAudience({ access: "members" })).toEqual({ full: 4, preview: 0 });
    await publishWithEmail("Members, by email", "members");
    await runDueTasks();
    for (const email of Object.values(people)) expect(only(email).text).toContain(canary);
  });

  it("the recipients' SQL rule agrees with decideReading member by member", async () => {
    const now = new Date();
    const rows: (Omit<NewSubscription, "userId"> & { currentPeriodEnd: Date | null })[] = [
      { source: "stripe", plan: "monthly", status: "active", currentPeriodEnd: new Date(now.getTime() + day) },
      { source: "stripe", plan: "monthly", status: "trialing", currentPeriodEnd: new Date(now.getTime() + day) },
      { source: "stripe", plan: "monthly", status: "active", currentPeriodEnd: null },
      { source: "stripe", plan: "monthly", status: "active", currentPeriodEnd: new Date(now.getTime() - 1000) },
      { source: "stripe", plan: "yearly", status: "past_due", currentPeriodEnd: new Date(now.getTime() + day) },
      { source: "stripe", plan: "yearly", status: "canceled", currentPeriodEnd: new Date(now.getTime() + day) },
      { source: "complimentary", plan: "complimentary", status: "active", currentPeriodEnd: null },
      { source: "complimentary", plan: "complimentary", status: "canceled", currentPeriodEnd: null },
      { source: "complimentary", plan: "complimentary", status: "active", currentPeriodEnd: new Date(now.getTime() + day) },
    ];
    const cases: { id: string; role: "reader" | "editor"; subs: typeof rows }[] = [];
    for (const row of rows) {
      const user = await createUser(handle.db);
      await handle.db.insert(subscriptions).values({ ...row, userId: user.id });
      cases.push({ id: user.id, role: "reader", subs: [row] });
    }
    cases.push({ id: (await createUser(handle.db)).id, role: "reader", subs: [] });
    const { rows: found } = await handle.db.execute<{ id: string; reads: boolean }>(
      sql`SELECT u.id, ${readsPaidPostsSql(now)} AS reads FROM users u WHERE u.id IN (${sql.join(
        cases.map((c) => sql`${c.id}`),
        sql`, `,
      )})`,
    );
    for (const each of cases) {
      const decision = decideReading({
        post: { access: "paid", publishedAt: now },
        reader: { kind: "member", role: each.role, subscription: subscriptionStanding(each.subs, now) },
        policy: { meterLimit: 0, archivePaidAfterDays: null },
        now,
      });
      expect([each.subs, found.find((row) => row.id === each.id)?.reads]).toEqual([each.subs, decision.isFull]);
    }
  });
});
