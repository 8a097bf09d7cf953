import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbHandle } from "@/server/db/client";
import { openPostgres, type DatabaseHandle } from "@/server/db/open";
import { tasks } from "@/server/db/schema";
import { queueMail } from "@/server/mail/queue-mail";
import { startAppServer, type AppServer } from "../../support/app-server";
import { createEmptyPostgresDatabase } from "../../support/db";
import { callServerAction } from "../../support/server-action";
import { createSessionCookie } from "../../support/sign-in";
import { startSmtpServer, type TestSmtpServer } from "../../support/smtp";

/**
 * The built app on PostgreSQL, its task runner running: a task that failed every try is on
 * /admin/tasks for editors (and for nobody else) with why it failed; Retry queues it again and
 * the server's runner does the work (here: the mail arrives).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("dead tasks on /admin/tasks", () => {
  let database: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
  let handle: DatabaseHandle;
  let smtp: TestSmtpServer;
  let app: AppServer;
  let editorCookie = "";
  let readerCookie = "";
  const editorEmail = "night-editor@example.com";

  beforeAll(async () => {
    database = await createEmptyPostgresDatabase();
    smtp = await startSmtpServer();
    app = await startAppServer({ DATABASE_URL: database.url, AUTH_SECRET: randomBytes(33).toString("base64"), SMTP_URL: smtp.url });
    handle = await openPostgres(database.url);
    setDbHandle(handle);
    const editor = await createSessionCookie(handle.db, { email: editorEmail, role: "editor" });
    editorCookie = `${editor.name}=${editor.value}`;
    const reader = await createSessionCookie(handle.db, { email: "plain-reader@example.com" });
    readerCookie = `${reader.name}=${reader.value}`;
  }, 240_000);
  afterAll(async () => {
    await app?.stop();
    await handle?.close();
    await database?.drop();
    await smtp?.stop();
  }, 60_000);

  const page = async (cookie: string) => {
    const response = await fetch(`${app.url}/admin/tasks`, { headers: { cookie }, redirect: "manual" });
    // React separates adjacent text with empty comments: read the text as a person would.
    return { status: response.status, html: (await response.text()).replaceAll("<!-- -->", "") };
  };

  it("shows an editor the dead task and why; Retry runs it again and the mail goes out", async () => {
    // A mail whose sending task failed every try (in the transaction that queues it, so no runner sees it alive).
    const userId = (await handle.db.query.users.findFirst({ where: (users, { eq }) => eq(users.email, editorEmail) }))!.id;
    await handle.db.transaction(async (tx) => {
      await queueMail(tx, { kind: "test", subject: "Back from the dead", html: "<p>Hello again.</p>", text: "Hello again." }, [
        { userId, email: editorEmail },
      ]);
      await tx
        .update(tasks)
        .set({ status: "dead", attempts: 30, lastError: "421 4.3.2 Service not available, try again later" })
        .where(eq(tasks.kind, "mail.deliver"));
    });
    const [dead] = await handle.db.select().from(tasks).where(eq(tasks.status, "dead"));

    const shown = await page(editorCookie);
    expect(shown.status).toBe(200);
    expect(shown.html).toContain("Dead tasks (1)");
    expect(shown.html).toContain("Send mail");
    expect(shown.html).toContain("421 4.3.2 Service not available, try again later");
    expect((await page(readerCookie)).status).toBe(403);
    expect((await page("")).status).toBeGreaterThanOrEqual(300);

    const since = Date.now();
    const retried = await callServerAction({
      baseUrl: app.url,
      pagePath: "/admin/tasks",
      exportedName: "retryTaskAction",
      args: [{ id: dead!.id }],
      cookie: editorCookie,
    });
    expect(retried.status).toBe(200);
    expect(retried.body).toContain("The task is queued again.");
    const mail = await smtp.waitForMail(editorEmail, { since, timeoutMs: 20_000 });
    expect(mail.subject).toBe("Back from the dead");
    expect((await page(editorCookie)).html).toContain("Dead tasks (0)");
  }, 120_000);
});
