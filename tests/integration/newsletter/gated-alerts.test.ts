import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, databaseTargets } from "../../support/db";
import { startSmtpServer, type TestSmtpServer } from "../../support/smtp";
import { createUser } from "@/server/seed/factories";
import type { DatabaseHandle } from "@/server/db/open";
import type { Actor } from "@/server/auth/permissions";
import { setEnvForTests } from "@/server/env";
import { createPost } from "@/server/posts/create-post";
import { publishPost } from "@/server/posts/publish-post";
import { runDueTasks } from "@/server/jobs/run-due-tasks";
import { closeMailTransports } from "@/server/mail/smtp-transports";
import { createSavedSearch } from "@/server/saved-searches/create-saved-search";
import { grantSubscription } from "./fixtures";

const canary = "Past the marker a lighthouse keeper whispers the canary.";

describe.each(databaseTargets)("saved-search alerts of gated posts on %s", (target) => {
  let handle: DatabaseHandle;
  let smtp: TestSmtpServer;
  let editor: Actor;

  beforeAll(async () => {
    handle = await createTestDatabase(target);
    smtp = await startSmtpServer();
    setEnvForTests({ SMTP_URL: smtp.url, SITE_URL: "https://news.example.test", AUTH_SECRET: "c".repeat(40) });
    editor = { id: (await createUser(handle.db, { role: "editor" })).id, role: "editor" };
  });
  afterAll(async () => {
    closeMailTransports();
    await smtp.stop();
    await handle.close();
  });

  it("an alert for a paid post shows its title and opening, never what follows the paywall marker", async () => {
    const subscriber = await createUser(handle.db);
    await grantSubscription(handle.db, subscriber.id);
    await createSavedSearch(subscriber.id, { name: "Lighthouses", query: "lighthouse keeper", frequency: "instant" });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const draft = await createPost({
      actor: editor,
      fields: {
        title: "The lighthouse keeper's year",
        bodyMarkdown: `A lighthouse keeper counts the ships.\n\n<!-- paywall -->\n\n${canary}`,
        access: "paid",
      },
    });
    await publishPost({ actor: editor, id: draft.id, version: draft.version });
    await runDueTasks();
    const [alert] = smtp.mailsTo(subscriber.email);
    expect(alert?.subject).toBe("“Lighthouses”: The lighthouse keeper's year");
    expect(alert!.text).toContain("A lighthouse keeper counts the ships.");
    expect(alert!.text).not.toContain("whispers the canary");
  });
});
