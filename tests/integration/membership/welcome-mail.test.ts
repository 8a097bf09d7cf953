import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestDatabase, databaseTargets } from "../../support/db";
import { startSmtpServer, type TestSmtpServer } from "../../support/smtp";
import { createUser } from "@/server/seed/factories";
import { mails, siteSettings, users } from "@/server/db/schema";
import type { DatabaseHandle } from "@/server/db/open";
import type { Actor } from "@/server/auth/permissions";
import { setEnvForTests } from "@/server/env";
import { runDueTasks } from "@/server/jobs/run-due-tasks";
import { closeMailTransports } from "@/server/mail/smtp-transports";
import { afterSignIn } from "@/server/membership/after-sign-in";
import { queueWelcomeMail } from "@/server/membership/queue-welcome-mail";
import { sendTestWelcomeMail } from "@/server/membership/send-test-welcome-mail";
import { updateWelcomeMailSettings } from "@/server/membership/update-welcome-mail-settings";
import { getWelcomeMailSettings } from "@/server/membership/welcome-mail-settings";
import { getMailPreferences } from "@/server/newsletter/mail-preferences";

describe.each(databaseTargets)("the welcome mail on %s", (target) => {
  let handle: DatabaseHandle;
  let smtp: TestSmtpServer;
  let owner: Actor;

  beforeAll(async () => {
    handle = await createTestDatabase(target);
    smtp = await startSmtpServer();
    setEnvForTests({ SMTP_URL: smtp.url, SITE_URL: "https://news.example.test", SITE_NAME: "Test Weekly", AUTH_SECRET: "a".repeat(40) });
    owner = { id: (await createUser(handle.db, { role: "owner", email: "owner@example.test" })).id, role: "owner" };
  });
  afterAll(async () => {
    closeMailTransports();
    await smtp.stop();
    await handle.close();
  });
  beforeEach(async () => {
    await handle.db.delete(siteSettings);
    smtp.mails.length = 0;
  });

  it("a new member gets the default welcome once, however often they confirm", async () => {
    const member = await createUser(handle.db, { email: "first@example.test" });
    await afterSignIn({ userId: member.id, isNewUser: true, isJoin: true });
    await afterSignIn({ userId: member.id, isNewUser: false, isJoin: true });
    await Promise.all([queueWelcomeMail(member.id), queueWelcomeMail(member.id)]);
    await runDueTasks();
    const received = smtp.mailsTo("first@example.test");
    expect(received).toHaveLength(1);
    expect(received[0]!.subject).toBe("Welcome to Test Weekly");
    expect(received[0]!.raw).toMatch(/List-Unsubscribe:/);
    expect((await getMailPreferences(member.id)).newPosts).toBe(true);
  });

  it("an existing member signing in is not welcomed; one confirming a join for the first time is", async () => {
    const member = await createUser(handle.db, { email: "old@example.test" });
    await afterSignIn({ userId: member.id, isNewUser: false, isJoin: false });
    await runDueTasks();
    expect(smtp.mailsTo("old@example.test")).toHaveLength(0);
    expect((await getMailPreferences(member.id)).newPosts).toBe(false);
    await afterSignIn({ userId: member.id, isNewUser: false, isJoin: true });
    await runDueTasks();
    expect(smtp.mailsTo("old@example.test")).toHaveLength(1);
  });

  it("uses the owner's subject and Markdown, and sends nothing while switched off", async () => {
    await updateWelcomeMailSettings({
      actor: owner,
      input: { isEnabled: "on", subject: "Hello from the desk", bodyMarkdown: "We are **glad**.\n\n[Start here](/tags)" },
    });
    const welcomed = await createUser(handle.db, { email: "custom@example.test" });
    await afterSignIn({ userId: welcomed.id, isNewUser: true, isJoin: false });
    await runDueTasks();
    const [mail] = smtp.mailsTo("custom@example.test");
    expect(mail?.subject).toBe("Hello from the desk");
    expect(mail?.raw).toContain("<strong>glad</strong>");
    expect(mail?.text).toContain("https://news.example.test/tags");

    await updateWelcomeMailSettings({ actor: owner, input: { subject: "Hello from the desk", bodyMarkdown: "We are glad." } });
    expect((await getWelcomeMailSettings()).isEnabled).toBe(false);
    const notWelcomed = await createUser(handle.db, { email: "off@example.test" });
    await afterSignIn({ userId: notWelcomed.id, isNewUser: true, isJoin: true });
    await runDueTasks();
    expect(smtp.mailsTo("off@example.test")).toHaveLength(0);
    const [row] = await handle.db.select({ welcomedAt: users.welcomedAt }).from(users).where(eq(users.id, notWelcomed.id));
    expect(row?.welcomedAt).toBeNull();
  });

  it("refuses a subject over two lines (header injection) or an empty text, and only owners may change it", async () => {
    await expect(
      updateWelcomeMailSettings({ actor: owner, input: { isEnabled: "on", subject: "Hi\r\nBcc: x@y.z", bodyMarkdown: "Text" } }),
    ).rejects.toThrow(/one line/);
    await expect(
      updateWelcomeMailSettings({ actor: owner, input: { isEnabled: "on", subject: "Hi", bodyMarkdown: "  " } }),
    ).rejects.toThrow(/text/);
    const editor = await createUser(handle.db, { role: "editor" });
    await expect(
      updateWelcomeMailSettings({ actor: { id: editor.id, role: "editor" }, input: { subject: "Hi", bodyMarkdown: "Text" } }),
    ).rejects.toThrow(/owners/i);
  });

  it("“send a test to me” sends the form's text to the owner alone, marked as a test, and welcomes nobody", async () => {
    const { to } = await sendTestWelcomeMail(owner, { subject: "Draft welcome", bodyMarkdown: "Draft *text*" });
    expect(to).toBe("owner@example.test");
    await runDueTasks();
    const received = smtp.mailsTo("owner@example.test");
    expect(received).toHaveLength(1);
    expect(received[0]!.subject).toBe("[Test] Draft welcome");
    expect(received[0]!.text).toContain("test of the welcome mail");
    const [row] = await handle.db.select({ welcomedAt: users.welcomedAt }).from(users).where(eq(users.id, owner.id));
    expect(row?.welcomedAt).toBeNull();
    expect((await handle.db.select().from(mails).where(eq(mails.kind, "test"))).length).toBeGreaterThan(0);
  });
});
