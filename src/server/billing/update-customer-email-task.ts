import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { stripeCustomers, users } from "@/server/db/schema";
import { getEnv } from "@/server/env";
import { defineTaskHandler } from "@/server/jobs/task-handler";
import { getStripe } from "./stripe-client";

/**
 * `billing.update-customer-email`: after a member changed their address, their Stripe customer
 * takes it too, so invoices and receipts follow them and do not go to an address they may no
 * longer read. Sends the address the account has when it runs (a second change in between is not
 * undone by a late retry); nothing to do without Stripe or a customer.
 */
export const updateCustomerEmailTask = defineTaskHandler("billing.update-customer-email", {
  maxAttempts: 20,
  retryDelayMs: 60_000,
  async run({ userId }) {
    if (!getEnv().STRIPE_SECRET_KEY) return;
    const db = await getDb();
    const [customer] = await db
      .select({ id: stripeCustomers.stripeCustomerId, email: users.email })
      .from(stripeCustomers)
      .innerJoin(users, eq(users.id, stripeCustomers.userId))
      .where(eq(stripeCustomers.userId, userId));
    if (!customer) return;
    await getStripe().customers.update(customer.id, { email: customer.email });
  },
});
