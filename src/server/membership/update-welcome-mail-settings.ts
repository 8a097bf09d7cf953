import "server-only";
import type { z } from "zod";
import { getDb } from "@/server/db/client";
import { assertRole, type Actor } from "@/server/auth/permissions";
import { saveSiteSettings } from "@/server/settings/save-site-settings";
import { welcomeMailFormSchema, type WelcomeMailForm } from "./welcome-mail-input";

export type UpdateWelcomeMailOptions = { actor: Actor; input: z.input<typeof welcomeMailFormSchema>; now?: Date };

/** Owners only: the welcome mail's switch, subject and text, with an audit row. */
export async function updateWelcomeMailSettings({ actor, input, now = new Date() }: UpdateWelcomeMailOptions): Promise<WelcomeMailForm> {
  assertRole(actor, "owner");
  const form = welcomeMailFormSchema.parse(input);
  const values = { welcomeMailEnabled: form.isEnabled, welcomeMailSubject: form.subject, welcomeMailBody: form.bodyMarkdown };
  const summary = `Updated the welcome mail (${form.isEnabled ? "on" : "off"}): “${form.subject}”`;
  const db = await getDb();
  await db.transaction((tx) => saveSiteSettings(tx, values, { actor, section: "welcome-mail", summary, now }));
  return form;
}
