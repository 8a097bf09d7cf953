import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { emailChangeRequests, users } from "@/server/db/schema";
import { limitMagicLinkRequest } from "@/server/auth/limit-magic-link-request";
import { getEnv } from "@/server/env";
import { AppError } from "@/server/errors";
import { sendMail } from "@/server/mail/send-mail";
import { getSiteSettings } from "@/server/settings/get-site-settings";
import { composeEmailChangeLinkMail, composeEmailTakenMail } from "./compose-email-change-mails";
import { createEmailChangeToken } from "./email-change-token";

export type RequestEmailChangeOptions = {
  userId: string;
  newEmail: unknown;
  clientAddress: string;
  /** The site origin the member used: the link opens there. */
  origin: string;
};

/** Where the mailed link lands: a page with a button (link scanners that open it change nothing). */
export const confirmEmailChangePath = "/confirm-email";

/**
 * "Use another address": a strictly valid address (400), within the sign-in form's limits and
 * counted with them (429), other than the current one. The new address gets a link (a new
 * request replaces the member's last one); when another account has it, that inbox is told so
 * instead. The answer is the same either way, so it says no more than the sign-in form does.
 * A mail that could not be sent is a 503 (try again), as on the sign-in form.
 */
export async function requestEmailChange({
  userId,
  newEmail,
  clientAddress,
  origin,
}: RequestEmailChangeOptions): Promise<{ sentTo: string }> {
  const env = getEnv();
  await limitMagicLinkRequest({
    emails: typeof newEmail === "string" ? [newEmail] : [],
    clientAddress,
    // Same-site was checked by the route (withRoute); the session is the form's proof.
    hasValidCsrfToken: true,
    limit: env.MAGIC_LINK_RATE_LIMIT,
  });
  const email = String(newEmail).trim().toLowerCase();
  const db = await getDb();
  const [me] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!me) throw new AppError("not_found", "This account no longer exists.");
  if (me.email.toLowerCase() === email) {
    throw new AppError("validation_failed", "That is already your address.", { fields: { email: "That is already your address." } });
  }
  const [holder] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email}`, ne(users.id, userId)))
    .limit(1);
  const { siteName } = await getSiteSettings();
  const minutes = Math.max(1, Math.floor(env.MAGIC_LINK_TTL_SECONDS / 60));
  let mail;
  if (holder) {
    mail = composeEmailTakenMail({ to: email, siteName });
  } else {
    const { token, tokenHash } = createEmailChangeToken();
    const expires = new Date(Date.now() + env.MAGIC_LINK_TTL_SECONDS * 1000);
    await db
      .insert(emailChangeRequests)
      .values({ userId, newEmail: email, tokenHash, expires })
      .onConflictDoUpdate({ target: emailChangeRequests.userId, set: { newEmail: email, tokenHash, expires, createdAt: sql`now()` } });
    const link = new URL(confirmEmailChangePath, origin);
    link.searchParams.set("token", token);
    mail = composeEmailChangeLinkMail({ to: email, link: link.toString(), siteName, minutes });
  }
  try {
    await sendMail(mail);
  } catch (error) {
    console.error("[account] email change mail failed:", error instanceof Error ? error.message : error);
    throw new AppError("unavailable", "We could not send the confirmation mail just now. Please try again in a minute.");
  }
  return { sentTo: email };
}
