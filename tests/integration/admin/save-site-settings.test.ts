import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestDatabase, databaseTargets } from "../../support/db";
import { createUser } from "@/server/seed/factories";
import { auditLog, siteSettings } from "@/server/db/schema";
import type { DatabaseHandle } from "@/server/db/open";
import type { Actor } from "@/server/auth/permissions";
import { getEnv } from "@/server/env";
import { saveSiteSettings } from "@/server/settings/save-site-settings";
import { updateCommentSettings } from "@/server/comments/comment-settings";
import { updateAccessSettings } from "@/server/settings/update-access-settings";
import { updateWelcomeMailSettings } from "@/server/membership/update-welcome-mail-settings";

async function sourceFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith(".ts")).map((entry) => path.join(entry.parentPath, entry.name));
}

describe("the site settings row has one writer", () => {
  it("no use case upserts site_settings itself: they all go through saveSiteSettings", async () => {
    const root = path.resolve(import.meta.dirname, "../../../src/server");
    const writers: string[] = [];
    for (const file of await sourceFiles(root)) {
      const text = await readFile(file, "utf8");
      if (/\.(insert|update)\(siteSettings\)/.test(text)) writers.push(path.relative(root, file));
    }
    // The sample seed writes its one column before any owner exists (no actor to audit).
    expect(writers.sort()).toEqual(["seed/sample/conversations.ts", "settings/save-site-settings.ts"]);
  });
});

describe.each(databaseTargets)("saveSiteSettings on %s", (target) => {
  let handle: DatabaseHandle;
  let owner: Actor;

  beforeAll(async () => {
    handle = await createTestDatabase(target);
    owner = { id: (await createUser(handle.db, { role: "owner" })).id, role: "owner" };
  });
  afterAll(() => handle.close());
  beforeEach(async () => {
    await handle.db.delete(siteSettings);
    await handle.db.delete(auditLog);
  });

  it("creates the row with the site's defaults on first save, stamped and audited", async () => {
    const now = new Date("2026-11-28T06:30:00Z");
    await handle.db.transaction((tx) =>
      saveSiteSettings(tx, { footerText: "Printed nowhere." }, { actor: owner, section: "design", summary: "Updated design", now }),
    );
    const [row] = await handle.db.select().from(siteSettings);
    expect(row).toMatchObject({
      id: 1,
      siteName: getEnv().SITE_NAME,
      monthlyPriceCents: 600,
      footerText: "Printed nowhere.",
      updatedAt: now,
      updatedBy: owner.id,
    });
    const audit = await handle.db.select().from(auditLog);
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: owner.id,
        action: "settings.update",
        entityType: "settings",
        entityId: "design",
        summary: "Updated design",
        createdAt: now,
      }),
    ]);
  });

  it("each section's save keeps the others' values, with one audit row per save", async () => {
    await updateCommentSettings({ actor: owner, input: { audience: "members", holdFirst: "on" } });
    await updateAccessSettings({
      actor: owner,
      input: { defaultPostAccess: "members", meterFreePaidPosts: "3", giftLinksPerMonth: "2", archivePaidAfterDays: "" },
    });
    await updateWelcomeMailSettings({ actor: owner, input: { subject: "Hello", bodyMarkdown: "Welcome." } });
    const [row] = await handle.db.select().from(siteSettings);
    expect(row).toMatchObject({
      commentAudience: "members",
      commentsHoldFirst: true,
      defaultPostAccess: "members",
      meterFreePaidPosts: 3,
      welcomeMailEnabled: false,
      welcomeMailSubject: "Hello",
    });
    const sections = await handle.db.select({ section: auditLog.entityId }).from(auditLog).where(eq(auditLog.action, "settings.update"));
    expect(sections.map((entry) => entry.section).sort()).toEqual(["access", "comments", "welcome-mail"]);
  });

  it("writes nothing, neither the change nor its audit row, when the transaction fails", async () => {
    const failed = await handle.db
      .transaction(async (tx) => {
        await saveSiteSettings(tx, { footerText: "Never saved." }, { actor: owner, section: "design", summary: "Updated design" });
        throw new Error("a later step failed");
      })
      .then(
        () => undefined,
        (caught: unknown) => caught,
      );
    expect(failed).toBeInstanceOf(Error);
    expect(await handle.db.select().from(siteSettings)).toEqual([]);
    expect(await handle.db.select().from(auditLog)).toEqual([]);
  });
});
