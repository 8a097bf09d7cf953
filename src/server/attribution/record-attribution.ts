import "server-only";
import { getDb } from "@/server/db/client";
import type { Transaction } from "@/server/db/transaction";
import { attributions, type AttributionValue } from "@/server/db/schema";

/** What brought a new member; a member has one, and the first recorded stays. */
export async function recordMemberAttribution(userId: string, value: AttributionValue, tx?: Transaction): Promise<void> {
  const db = tx ?? (await getDb());
  await db
    .insert(attributions)
    .values({ ...value, subject: "member", userId })
    .onConflictDoNothing();
}

/** What brought a new subscription (Stripe or a granted request); the first recorded stays. */
export async function recordSubscriptionAttribution(
  tx: Transaction,
  { userId, subscriptionId, value }: { userId: string; subscriptionId: string; value: AttributionValue },
): Promise<void> {
  await tx
    .insert(attributions)
    .values({ ...value, subject: "subscription", userId, subscriptionId })
    .onConflictDoNothing();
}
