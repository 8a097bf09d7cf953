import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, databaseTargets } from "../../support/db";
import { findLink, startSmtpServer, type TestSmtpServer } from "../../support/smtp";
import { header, listUnsubscribeUrl } from "../newsletter/fixtures";
import { confirmEmailChange } from "@/server/accounts/confirm-email-change";
import { requestEmailChange } from "@/server/accounts/request-email-change";
import type { DatabaseHandle } from "@/server/db/open";
import { setEnvForTests } from "@/server/env";
import { runDueTasks } from "@/server/jobs/run-due-tasks";
import { closeMailTransports } from "@/server/mail/smtp-transports";
import { queueWelcomeMail } from "@/server/membership/queue-welcome-mail";
import { createUser } from "@/server/seed/factories";

describe.each(databaseTargets)("an account notice on %s", (target) => {
  let handle: DatabaseHandle;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    handle = await createTestDatabase(target);
    smtp = await startSmtpServer();
    setEnvForTests({ SMTP_URL: smtp.url, SITE_URL: "https://news.example.test", SITE_NAME: "Test Weekly", AUTH_SECRET: "n".repeat(40) });
  });
  afterAll(async () => {
    closeMailTransports();
    await smtp?.stop();
    await handle?.close();
  });

  it("the mail telling the old address it was changed carries no unsubscribe: it is about the account, not a subscription", async () => {
    const member = await createUser(handle.db, { email: "old@notice.test" });
    const since = Date.now();
    await requestEmailChange({
      userId: member.id,
      newEmail: "new@notice.test",
      clientAddress: "192.0.2.7",
      origin: "https://news.example.test",
    });
    const link = findLink(await smtp.waitForMail("new@notice.test", { since }), "/confirm-email");
    await confirmEmailChange(new URL(link).searchParams.get("token")!);
    await runDueTasks();

    const notice = await smtp.waitForMail("old@notice.test", { since, timeoutMs: 20_000 });
    expect(notice.subject).toBe("Your address on Test Weekly was changed");
    expect(header(notice, "List-Unsubscribe")).toBeUndefined();
    expect(header(notice, "List-Unsubscribe-Post")).toBeUndefined();
    expect(notice.text).not.toMatch(/unsubscribe/i);
  });

  it("a mail one subscribed to still has its one-click List-Unsubscribe", async () => {
    const member = await createUser(handle.db, { email: "welcomed@notice.test" });
    const since = Date.now();
    await queueWelcomeMail(member.id);
    await runDueTasks();
    const welcome = await smtp.waitForMail("welcomed@notice.test", { since, timeoutMs: 20_000 });
    expect(new URL(listUnsubscribeUrl(welcome)).pathname).toBe("/unsubscribe");
    expect(header(welcome, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
  });
});
