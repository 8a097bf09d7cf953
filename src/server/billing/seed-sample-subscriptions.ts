import { sql } from "drizzle-orm";
import type { Database } from "@/server/db/open";
import { subscriptions, users } from "@/server/db/schema";

export const sampleSubscriberEmail = "subscriber@groundwork.local";

/**
 * Sample data: the sample subscriber gets a complimentary subscription with no end, so a
 * person trying the product sees both sides (reader@groundwork.local gets none).
 * Does nothing if that account does not exist or already has one.
 */
export async function seedSampleSubscriptions(db: Pick<Database, "insert" | "select">): Promise<boolean> {
  const [subscriber] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${sampleSubscriberEmail}`);
  if (!subscriber) return false;
  const inserted = await db
    .insert(subscriptions)
    .values({ userId: subscriber.id, source: "complimentary", plan: "complimentary", status: "active", currentPeriodEnd: null })
    .onConflictDoNothing()
    .returning({ id: subscriptions.id });
  return inserted.length > 0;
}
