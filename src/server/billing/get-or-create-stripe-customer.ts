import "server-only";
import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { getDb } from "@/server/db/client";
import { stripeCustomers } from "@/server/db/schema";

type GetOrCreateStripeCustomerOptions = { stripe: Stripe; user: { id: string; email: string } };

/**
 * The member's Stripe customer, created once and reused for every checkout and the portal.
 * The idempotency key makes two racing first checkouts get the same customer from Stripe.
 */
export async function getOrCreateStripeCustomer({ stripe, user }: GetOrCreateStripeCustomerOptions): Promise<string> {
  const db = await getDb();
  const [existing] = await db.select().from(stripeCustomers).where(eq(stripeCustomers.userId, user.id));
  if (existing) return existing.stripeCustomerId;

  const customer = await stripe.customers.create(
    { email: user.email, metadata: { userId: user.id } },
    { idempotencyKey: `groundwork-customer-${user.id}` },
  );
  await db.insert(stripeCustomers).values({ userId: user.id, stripeCustomerId: customer.id }).onConflictDoNothing();
  const [stored] = await db.select().from(stripeCustomers).where(eq(stripeCustomers.userId, user.id));
  return stored?.stripeCustomerId ?? customer.id;
}

export async function findStripeCustomerId(userId: string): Promise<string | undefined> {
  const db = await getDb();
  const [row] = await db.select().from(stripeCustomers).where(eq(stripeCustomers.userId, userId));
  return row?.stripeCustomerId;
}
