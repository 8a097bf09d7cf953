import "server-only";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { emailChangeRequests, users, verificationTokens } from "@/server/db/schema";
import { isUniqueViolation } from "@/server/db/is-unique-violation";
import { AppError } from "@/server/errors";
import { enqueueTask } from "@/server/jobs/enqueue-task";
import { queueMail } from "@/server/mail/queue-mail";
import { getSiteSettings } from "@/server/settings/get-site-settings";
import { composeEmailChangedNotice } from "./compose-email-change-mails";
import { hashEmailChangeToken } from "./email-change-token";

const unusable =
  "This link does not work any more: it was used already, replaced by a newer one, expired or changed on the way. Ask for a new one on your account page.";
const taken = "Another account already uses this address, so your address was not changed. Choose another one on your account page.";

/**
 * The button on the confirmation page: in one transaction the request is used up (a replayed,
 * expired or altered token finds nothing: 400), the account takes the new address (another account
 * holding it by now: 409, and nothing changes), sign-in links still pending for either address are
 * dropped (the old one's would sign in to nothing of this account), the old address is told, through the
 * mail queue, and a task gives the member's Stripe customer the new address (update-customer-email-task.ts). Sessions stay: the member remains signed in. Returns the new address.
 */
export async function confirmEmailChange(token: string, now = new Date()): Promise<{ userId: string; email: string }> {
  const tokenHash = hashEmailChangeToken(token);
  const db = await getDb();
  const { siteName } = await getSiteSettings();
  try {
    return await db.transaction(async (tx) => {
      const [request] = await tx.delete(emailChangeRequests).where(eq(emailChangeRequests.tokenHash, tokenHash)).returning();
      if (!request || request.expires <= now) throw new AppError("bad_request", unusable);
      const [holder] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.email}) = ${request.newEmail}`, ne(users.id, request.userId)))
        .limit(1);
      if (holder) throw new AppError("conflict", taken);
      const [before] = await tx.select({ email: users.email }).from(users).where(eq(users.id, request.userId)).for("update");
      if (!before) throw new AppError("bad_request", unusable);
      await tx.update(users).set({ email: request.newEmail, emailVerified: now, updatedAt: now }).where(eq(users.id, request.userId));
      await tx
        .delete(verificationTokens)
        .where(inArray(sql`lower(${verificationTokens.identifier})`, [before.email.toLowerCase(), request.newEmail]));
      await enqueueTask(tx, { kind: "billing.update-customer-email", payload: { userId: request.userId } });
      await queueMail(tx, { kind: "account_notice", ...composeEmailChangedNotice({ newEmail: request.newEmail, siteName }) }, [
        { userId: request.userId, email: before.email },
      ]);
      return { userId: request.userId, email: request.newEmail };
    });
  } catch (error) {
    if (isUniqueViolation(error, "users_email_unique")) throw new AppError("conflict", taken);
    throw error;
  }
}
