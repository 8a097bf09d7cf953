import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { assertRole, type Actor } from "@/server/auth/permissions";
import { AppError } from "@/server/errors";
import { queueMail } from "@/server/mail/queue-mail";
import { getSiteSettings } from "@/server/settings/get-site-settings";
import { getDesignSettings } from "@/server/settings/get-design-settings";
import { renderWelcomeMail } from "./render-welcome-mail";
import { welcomeMailFormSchema } from "./welcome-mail-input";
import type { z } from "zod";

/**
 * "Send a test to me": the welcome mail as it is in the form now (saved or not), to the owner
 * alone, through the same queue as the real one. Marks nobody as welcomed.
 */
export async function sendTestWelcomeMail(actor: Actor, input: z.input<typeof welcomeMailFormSchema>): Promise<{ to: string }> {
  assertRole(actor, "owner");
  const form = welcomeMailFormSchema.parse(input);
  const db = await getDb();
  const [owner] = await db.select({ email: users.email }).from(users).where(eq(users.id, actor.id));
  if (!owner) throw new AppError("not_found", "Your account was not found.");
  const mail = renderWelcomeMail({
    subject: form.subject,
    bodyMarkdown: form.bodyMarkdown,
    siteName: (await getSiteSettings()).siteName,
    logoUrl: (await getDesignSettings()).logoUrl,
    isTest: true,
  });
  await db.transaction((tx) => queueMail(tx, { kind: "test", requestedBy: actor.id, ...mail }, [{ userId: actor.id, email: owner.email }]));
  return { to: owner.email };
}
