import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { queueMail } from "@/server/mail/queue-mail";
import { getSiteSettings } from "@/server/settings/get-site-settings";
import { getDesignSettings } from "@/server/settings/get-design-settings";
import { renderWelcomeMail } from "./render-welcome-mail";
import { getWelcomeMailSettings } from "./welcome-mail-settings";

/**
 * Queues the welcome mail for a member who has never had it. `welcomed_at` is set in the same
 * transaction as the mail is queued, by one conditional update: two confirmations racing (two
 * tabs, a double click) queue one mail. With the welcome mail off, nothing is queued or marked.
 * Returns whether a mail was queued.
 */
export async function queueWelcomeMail(userId: string, now = new Date()): Promise<boolean> {
  const settings = await getWelcomeMailSettings();
  if (!settings.isEnabled) return false;
  const [{ siteName }, { logoUrl }] = await Promise.all([getSiteSettings(), getDesignSettings()]);
  const mail = renderWelcomeMail({ subject: settings.subject, bodyMarkdown: settings.bodyMarkdown, siteName, logoUrl });
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [member] = await tx
      .update(users)
      .set({ welcomedAt: now })
      .where(and(eq(users.id, userId), isNull(users.welcomedAt)))
      .returning({ email: users.email });
    if (!member) return false;
    await queueMail(tx, { kind: "welcome", ...mail }, [{ userId, email: member.email }]);
    return true;
  });
}
