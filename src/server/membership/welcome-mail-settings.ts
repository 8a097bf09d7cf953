import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { siteSettings } from "@/server/db/schema";
import { getSiteSettings } from "@/server/settings/get-site-settings";

/** The welcome mail as the owner set it (settings), or the default text. */
export type WelcomeMailSettings = { isEnabled: boolean; subject: string; bodyMarkdown: string; isDefault: boolean };

export function defaultWelcomeMail(siteName: string): { subject: string; bodyMarkdown: string } {
  return {
    subject: `Welcome to ${siteName}`,
    bodyMarkdown: [
      "Thank you for joining. You will get every new post by email, the day it is published.",
      "",
      "A few places to start:",
      "",
      "- the latest essays on the home page,",
      "- the topics, to read what interests you most,",
      "- your account page, to choose what we send you.",
      "",
      "Reply to this mail any time: a person reads it.",
    ].join("\n"),
  };
}

export async function getWelcomeMailSettings(): Promise<WelcomeMailSettings> {
  const db = await getDb();
  const [[row], { siteName }] = await Promise.all([
    db
      .select({ isEnabled: siteSettings.welcomeMailEnabled, subject: siteSettings.welcomeMailSubject, body: siteSettings.welcomeMailBody })
      .from(siteSettings)
      .where(eq(siteSettings.id, 1)),
    getSiteSettings(),
  ]);
  const fallback = defaultWelcomeMail(siteName);
  return {
    isEnabled: row?.isEnabled ?? true,
    subject: row?.subject ?? fallback.subject,
    bodyMarkdown: row?.body ?? fallback.bodyMarkdown,
    isDefault: row?.subject == null && row?.body == null,
  };
}
