import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "@/server/db/open";
import { mailBounces, mailDeliveries, type MailDelivery } from "@/server/db/schema";
import type { SendOutcome } from "./send-bulk-message";

export type DeliveryResult = "sent" | "failed" | "retried";

/**
 * Marks one delivery the moment its send settles, so a crash can repeat at most the sends in
 * flight at that instant. Sent; failed for good on a 5xx (and the address marked bouncing, which
 * stops all mail to it until an editor clears it); otherwise it stays pending with the error, and
 * its task tries again later.
 */
export async function recordDeliveryOutcome(
  db: Database,
  delivery: Pick<MailDelivery, "id" | "email">,
  outcome: SendOutcome,
): Promise<DeliveryResult> {
  const pending = and(eq(mailDeliveries.id, delivery.id), eq(mailDeliveries.status, "pending"));
  if (outcome.ok) {
    await db
      .update(mailDeliveries)
      .set({ status: "sent", sentAt: sql`now()`, attempts: sql`${mailDeliveries.attempts} + 1`, lastError: null })
      .where(pending);
    return "sent";
  }
  if (!outcome.permanent) {
    await db
      .update(mailDeliveries)
      .set({ attempts: sql`${mailDeliveries.attempts} + 1`, lastError: outcome.error })
      .where(pending);
    return "retried";
  }
  await db.transaction(async (tx) => {
    await tx
      .update(mailDeliveries)
      .set({ status: "failed", attempts: sql`${mailDeliveries.attempts} + 1`, lastError: outcome.error })
      .where(pending);
    await tx.insert(mailBounces).values({ email: delivery.email.toLowerCase(), reason: outcome.error }).onConflictDoNothing();
  });
  return "failed";
}
