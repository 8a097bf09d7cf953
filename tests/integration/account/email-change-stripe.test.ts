import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { confirmEmailChange } from "@/server/accounts/confirm-email-change";
import { hashEmailChangeToken } from "@/server/accounts/email-change-token";
import type { DatabaseHandle } from "@/server/db/open";
import { emailChangeRequests, stripeCustomers } from "@/server/db/schema";
import { runDueTasks } from "@/server/jobs/run-due-tasks";
import { createUser } from "@/server/seed/factories";
import { createTestDatabase, databaseTargets } from "../../support/db";
import { startFakeStripeApi, useStripeConfig, type FakeStripeApi } from "../../support/stripe";

describe.each(databaseTargets)("a changed address reaches Stripe on %s", (target) => {
  let handle: DatabaseHandle;
  let stripe: FakeStripeApi;
  beforeAll(async () => {
    stripe = await startFakeStripeApi();
    useStripeConfig({ STRIPE_API_URL: stripe.url });
    handle = await createTestDatabase(target);
  });
  afterAll(async () => {
    await handle?.close();
    await stripe?.close();
  });

  async function requestChange(userId: string, newEmail: string): Promise<string> {
    const token = `token-${userId}`;
    await handle.db
      .insert(emailChangeRequests)
      .values({ userId, newEmail, tokenHash: hashEmailChangeToken(token), expires: new Date(Date.now() + 3_600_000) });
    return token;
  }

  it("gives the member's Stripe customer the new address, so invoices follow them", async () => {
    const member = await createUser(handle.db, { email: "old@stripe-change.test", handle: "changer" });
    await handle.db.insert(stripeCustomers).values({ userId: member.id, stripeCustomerId: "cus_changer" });
    await confirmEmailChange(await requestChange(member.id, "new@stripe-change.test"));

    const since = stripe.requests.length;
    await runDueTasks({ kinds: ["billing.update-customer-email"] });
    const updates = stripe.requests.slice(since).filter((request) => request.path === "/v1/customers/cus_changer");
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({ method: "POST", form: { email: "new@stripe-change.test" } });
  });

  it("asks nothing of Stripe for a member who never had a customer", async () => {
    const member = await createUser(handle.db, { email: "free@stripe-change.test", handle: "free-changer" });
    await confirmEmailChange(await requestChange(member.id, "free-new@stripe-change.test"));
    const since = stripe.requests.length;
    await runDueTasks({ kinds: ["billing.update-customer-email"] });
    expect(stripe.requests.slice(since)).toEqual([]);
    expect(await handle.db.select().from(stripeCustomers).where(eq(stripeCustomers.userId, member.id))).toEqual([]);
  });
});
