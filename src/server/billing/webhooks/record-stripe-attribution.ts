import "server-only";
import { eq } from "drizzle-orm";
import { recordSubscriptionAttribution } from "@/server/attribution/record-attribution";
import { fromStripeMetadata } from "@/server/attribution/stripe-attribution-metadata";
import type { Transaction } from "@/server/db/transaction";
import { subscriptions } from "@/server/db/schema";

/**
 * The attribution a checkout put in its metadata (#27), recorded for the subscription row the
 * event just wrote. Whichever event arrives first (the session completed, the subscription
 * created) records it; later ones change nothing. Metadata that is not ours is ignored.
 */
export async function recordStripeAttribution(
  tx: Transaction,
  {
    stripeSubscriptionId,
    userId,
    metadata,
  }: { stripeSubscriptionId: string; userId: string; metadata: Record<string, string> | null | undefined },
): Promise<void> {
  const value = fromStripeMetadata(metadata);
  if (!value) return;
  const [row] = await tx
    .select({ id: subscriptions.id, userId: subscriptions.userId })
    .from(subscriptions)
    .where(eq(subscriptions.stripeSubscriptionId, stripeSubscriptionId));
  if (!row || row.userId !== userId) return;
  await recordSubscriptionAttribution(tx, { userId, subscriptionId: row.id, value });
}
