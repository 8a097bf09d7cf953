import "server-only";
import type { z } from "zod";
import { getDb } from "@/server/db/client";
import { siteSettings } from "@/server/db/schema";
import { assertRole, type Actor } from "@/server/auth/permissions";
import { recordAudit } from "@/server/audit/record-audit";
import { defaultSiteSettings } from "@/server/settings/get-site-settings";
import { welcomeMailFormSchema, type WelcomeMailForm } from "./welcome-mail-input";

export type UpdateWelcomeMailOptions = { actor: Actor; input: z.input<typeof welcomeMailFormSchema>; now?: Date };

/** Owners only: the welcome mail's switch, subject and text, with an audit row. */
export async function updateWelcomeMailSettings({ actor, input, now = new Date() }: UpdateWelcomeMailOptions): Promise<WelcomeMailForm> {
  assertRole(actor, "owner");
  const form = welcomeMailFormSchema.parse(input);
  const values = { welcomeMailEnabled: form.isEnabled, welcomeMailSubject: form.subject, welcomeMailBody: form.bodyMarkdown };
  const stamp = { updatedAt: now, updatedBy: actor.id };
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx
      .insert(siteSettings)
      .values({ id: 1, ...defaultSiteSettings(), ...values, ...stamp })
      .onConflictDoUpdate({ target: siteSettings.id, set: { ...values, ...stamp } });
    await recordAudit(tx, {
      actor,
      action: "settings.update",
      entityType: "settings",
      entityId: "welcome-mail",
      summary: `Updated the welcome mail (${form.isEnabled ? "on" : "off"}): “${form.subject}”`,
      now,
    });
  });
  return form;
}
