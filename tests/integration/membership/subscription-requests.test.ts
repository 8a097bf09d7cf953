import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestDatabase, databaseTargets } from "../../support/db";
import { startSmtpServer, type TestSmtpServer } from "../../support/smtp";
import { createUser } from "@/server/seed/factories";
import { auditLog, rateLimits, subscriptionRequests, subscriptions } from "@/server/db/schema";
import type { DatabaseHandle } from "@/server/db/open";
import type { Actor } from "@/server/auth/permissions";
import { setEnvForTests } from "@/server/env";
import { AppError } from "@/server/errors";
import { getEntitlements } from "@/server/billing/get-entitlements";
import { runDueTasks } from "@/server/jobs/run-due-tasks";
import { closeMailTransports } from "@/server/mail/smtp-transports";
import { getLatestSubscriptionRequest, listSubscriptionRequests } from "@/server/membership/list-subscription-requests";
import { requestSubscription } from "@/server/membership/request-subscription";
import { resolveSubscriptionRequest } from "@/server/membership/resolve-subscription-request";

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => "ok",
    (error: unknown) => (error instanceof AppError ? error.code : String(error)),
  );

describe.each(databaseTargets)("subscription requests on %s", (target) => {
  let handle: DatabaseHandle;
  let smtp: TestSmtpServer;
  let editor: Actor;
  // setEnvForTests starts from process.env each time: every call names the whole configuration.
  const config = (extra: Record<string, string | undefined> = {}) => ({
    SMTP_URL: smtp.url,
    SITE_URL: "https://news.example.test",
    AUTH_SECRET: "a".repeat(40),
    CONTACT_EMAIL: undefined,
    ...extra,
  });

  beforeAll(async () => {
    handle = await createTestDatabase(target);
    smtp = await startSmtpServer();
    setEnvForTests(config());
    await createUser(handle.db, { role: "owner", email: "owner-one@example.test" });
    await createUser(handle.db, { role: "owner", email: "owner-two@example.test" });
    editor = { id: (await createUser(handle.db, { role: "editor" })).id, role: "editor" };
  });
  afterAll(async () => {
    closeMailTransports();
    await smtp.stop();
    await handle.close();
  });
  beforeEach(async () => {
    await handle.db.delete(rateLimits);
    smtp.mails.length = 0;
  });

  it("a member's request is stored once, mailed to the owners, and shown back to them; asking again updates it", async () => {
    const member = await createUser(handle.db, { email: "asker@example.test" });
    await requestSubscription({ userId: member.id, input: { plan: "yearly", note: "I teach a class\nand would like to search." } });
    await runDueTasks();
    for (const owner of ["owner-one@example.test", "owner-two@example.test"]) {
      const [mail] = smtp.mailsTo(owner);
      expect(mail?.subject).toBe("Subscription request from asker@example.test");
      expect(mail?.text).toContain("I teach a class");
      expect(mail?.text).toContain("https://news.example.test/admin/requests");
    }
    expect(smtp.mailsTo("asker@example.test")).toHaveLength(0);

    await requestSubscription({ userId: member.id, input: { plan: "monthly", note: "Monthly after all." } });
    const rows = await handle.db.select().from(subscriptionRequests).where(eq(subscriptionRequests.userId, member.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ plan: "monthly", note: "Monthly after all.", status: "pending" });
    expect(await getLatestSubscriptionRequest(member.id)).toMatchObject({ status: "pending", plan: "monthly" });
    // The editors hear of the change too.
    await runDueTasks();
    expect(smtp.mailsTo("owner-one@example.test").at(-1)?.text).toContain("Monthly after all.");
  });

  it("goes to CONTACT_EMAIL when it is set", async () => {
    setEnvForTests(config({ CONTACT_EMAIL: "desk@example.test" }));
    try {
      const member = await createUser(handle.db);
      await requestSubscription({ userId: member.id, input: { plan: "monthly" } });
      await runDueTasks();
      expect(smtp.mailsTo("desk@example.test")).toHaveLength(1);
      expect(smtp.mailsTo("owner-one@example.test")).toHaveLength(0);
    } finally {
      setEnvForTests(config());
    }
  });

  it("an editor grants a complimentary subscription in one click; the second click is told it was answered", async () => {
    const member = await createUser(handle.db, { email: "granted@example.test" });
    const request = await requestSubscription({ userId: member.id, input: { plan: "monthly", note: "" } });
    const listed = await listSubscriptionRequests({ actor: editor });
    expect(listed.find((item) => item.id === request.id)).toMatchObject({ email: "granted@example.test", status: "pending" });

    const answers = await Promise.all([
      codeOf(resolveSubscriptionRequest({ actor: editor, requestId: request.id, decision: "grant" })),
      codeOf(resolveSubscriptionRequest({ actor: editor, requestId: request.id, decision: "grant" })),
    ]);
    expect(answers.sort()).toEqual(["conflict", "ok"]);
    expect((await getEntitlements(member.id)).hasSubscription).toBe(true);
    const rows = await handle.db.select().from(subscriptions).where(eq(subscriptions.userId, member.id));
    expect(rows).toEqual([
      expect.objectContaining({ source: "complimentary", status: "active", currentPeriodEnd: null, grantedById: editor.id }),
    ]);
    expect(await getLatestSubscriptionRequest(member.id)).toMatchObject({ status: "granted" });
    const audit = await handle.db.select().from(auditLog).where(eq(auditLog.entityId, member.id));
    expect(audit.map((row) => row.action)).toContain("subscription.grant");
    // Subscribed now: nothing left to ask for.
    expect(await codeOf(requestSubscription({ userId: member.id, input: { plan: "monthly" } }))).toBe("conflict");
  });

  it("a declined request is closed and the member may ask again; readers cannot answer requests", async () => {
    const member = await createUser(handle.db);
    const first = await requestSubscription({ userId: member.id, input: { plan: "monthly" } });
    expect(
      await codeOf(resolveSubscriptionRequest({ actor: { id: member.id, role: "reader" }, requestId: first.id, decision: "grant" })),
    ).toBe("forbidden");
    await resolveSubscriptionRequest({ actor: editor, requestId: first.id, decision: "decline" });
    expect((await getEntitlements(member.id)).hasSubscription).toBe(false);
    const second = await requestSubscription({ userId: member.id, input: { plan: "yearly" } });
    expect(second.id).not.toBe(first.id);
    expect(await getLatestSubscriptionRequest(member.id)).toMatchObject({ status: "pending", plan: "yearly" });
  });

  it("refuses a flood from one account (429) without touching another account, and a note that is not text", async () => {
    const flooder = await createUser(handle.db);
    const outcomes: string[] = [];
    for (let i = 0; i < 7; i++)
      outcomes.push(await codeOf(requestSubscription({ userId: flooder.id, input: { plan: "monthly", note: `try ${i}` } })));
    expect(outcomes.slice(0, 5)).toEqual(["ok", "ok", "ok", "ok", "ok"]);
    expect(outcomes.slice(5)).toEqual(["rate_limited", "rate_limited"]);
    const other = await createUser(handle.db);
    expect(await codeOf(requestSubscription({ userId: other.id, input: { plan: "monthly" } }))).toBe("ok");
    await expect(requestSubscription({ userId: other.id, input: { plan: "monthly", note: "a\u0000b" } })).rejects.toThrow(/not text/);
    await expect(requestSubscription({ userId: other.id, input: { plan: "weekly" as never } })).rejects.toThrow(/plan/);
  });
});
