import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutIdempotencyKey, createCheckoutSession } from "@/server/billing/create-checkout-session";
import { createPortalSession } from "@/server/billing/create-portal-session";
import type { DatabaseHandle } from "@/server/db/open";
import { stripeCustomers } from "@/server/db/schema";
import { createUser } from "@/server/seed/factories";
import { setEnvForTests } from "@/server/env";
import { AppError } from "@/server/errors";
import { databaseTargets, createTestDatabase } from "../../support/db";
import { startFakeStripeApi, stripeTestConfig, useStripeConfig, type FakeStripeApi } from "../../support/stripe";

describe.each(databaseTargets)("Stripe Checkout and customer portal (%s)", (target) => {
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

  const requestsTo = (path: string, since = 0) => stripe.requests.slice(since).filter((request) => request.path === path);

  it("creates the customer once, then a subscription session with the plan's price and our URLs", async () => {
    const user = await createUser(handle.db);
    const since = stripe.requests.length;
    const session = await createCheckoutSession({ user, plan: "monthly", nonce: "nonce-monthly-1" });
    expect(session.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/cs_test_/);

    const [customerRequest] = requestsTo("/v1/customers", since);
    expect(customerRequest?.form).toMatchObject({ email: user.email, "metadata[userId]": user.id });
    const [stored] = await handle.db.select().from(stripeCustomers).where(eq(stripeCustomers.userId, user.id));
    expect(stored?.stripeCustomerId).toMatch(/^cus_test_/);

    const sessionRequests = requestsTo("/v1/checkout/sessions", since);
    expect(sessionRequests).toHaveLength(1);
    const [request] = sessionRequests;
    expect(request?.headers.authorization).toBe(`Bearer ${stripeTestConfig.STRIPE_SECRET_KEY}`);
    expect(request?.form).toMatchObject({
      mode: "subscription",
      customer: stored?.stripeCustomerId,
      client_reference_id: user.id,
      "line_items[0][price]": stripeTestConfig.STRIPE_PRICE_MONTHLY,
      "line_items[0][quantity]": "1",
      success_url: "http://localhost:4499/pricing/success?session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "http://localhost:4499/pricing?checkout=canceled",
      "subscription_data[metadata][userId]": user.id,
    });
    expect(request?.headers["idempotency-key"]).toBe(checkoutIdempotencyKey({ user, plan: "monthly", nonce: "nonce-monthly-1" }));

    // The next checkout, for the other plan, reuses the customer.
    const again = stripe.requests.length;
    await createCheckoutSession({ user, plan: "yearly", nonce: "nonce-yearly-1" });
    expect(requestsTo("/v1/customers", again)).toHaveLength(0);
    expect(requestsTo("/v1/checkout/sessions", again)[0]?.form).toMatchObject({
      customer: stored?.stripeCustomerId,
      "line_items[0][price]": stripeTestConfig.STRIPE_PRICE_YEARLY,
    });
  });

  it("sends the reader back to the post they came from after paying or cancelling, and nowhere off the site", async () => {
    const user = await createUser(handle.db);
    const urlsFor = async (returnPath: string, nonce: string) => {
      const since = stripe.requests.length;
      await createCheckoutSession({ user, plan: "monthly", nonce, returnPath });
      const form = requestsTo("/v1/checkout/sessions", since)[0]?.form;
      return { success: form?.success_url, cancel: form?.cancel_url };
    };
    expect(await urlsFor("/posts/a-paid-post", "return-nonce-1")).toEqual({
      success: "http://localhost:4499/pricing/success?session_id={CHECKOUT_SESSION_ID}&next=%2Fposts%2Fa-paid-post",
      cancel: "http://localhost:4499/pricing?checkout=canceled&next=%2Fposts%2Fa-paid-post",
    });
    for (const [index, unsafe] of ["//evil.example/posts/a", "https://evil.example/", "/\\evil.example", "javascript:alert(1)"].entries()) {
      expect(await urlsFor(unsafe, `return-nonce-unsafe-${index}`), unsafe).toEqual({
        success: "http://localhost:4499/pricing/success?session_id={CHECKOUT_SESSION_ID}",
        cancel: "http://localhost:4499/pricing?checkout=canceled",
      });
    }
  });

  it("a double submit makes one request to Stripe, with one idempotency key, and both get the same page", async () => {
    const user = await createUser(handle.db);
    await createCheckoutSession({ user, plan: "monthly", nonce: "warm-up-nonce" }); // creates the customer
    const since = stripe.requests.length;
    const [first, second] = await Promise.all([
      createCheckoutSession({ user, plan: "yearly", nonce: "double-click-nonce" }),
      createCheckoutSession({ user, plan: "yearly", nonce: "double-click-nonce" }),
    ]);
    const third = await createCheckoutSession({ user, plan: "yearly", nonce: "double-click-nonce" });
    expect(second.url).toBe(first.url);
    expect(third.url).toBe(first.url);
    const sent = requestsTo("/v1/checkout/sessions", since);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers["idempotency-key"]).toBe(checkoutIdempotencyKey({ user, plan: "yearly", nonce: "double-click-nonce" }));
  });

  it("without a nonce, two clicks within a few minutes share a key; another plan or click gets its own", () => {
    const user = { id: "user-1", email: "a@example.com" };
    const now = new Date("2026-06-01T10:00:10Z");
    const key = checkoutIdempotencyKey({ user, plan: "monthly", now });
    expect(checkoutIdempotencyKey({ user, plan: "monthly", now: new Date(now.getTime() + 30_000) })).toBe(key);
    expect(checkoutIdempotencyKey({ user, plan: "yearly", now })).not.toBe(key);
    expect(checkoutIdempotencyKey({ user, plan: "monthly", nonce: "other-click" })).not.toBe(
      checkoutIdempotencyKey({ user, plan: "monthly", nonce: "first-click" }),
    );
  });

  it("the portal opens for the member's customer and returns to the account page", async () => {
    const user = await createUser(handle.db);
    await createCheckoutSession({ user, plan: "monthly", nonce: "portal-nonce" });
    const [stored] = await handle.db.select().from(stripeCustomers).where(eq(stripeCustomers.userId, user.id));
    const since = stripe.requests.length;
    const portal = await createPortalSession({ user });
    expect(portal.url).toBe("https://billing.stripe.test/p/session_1");
    expect(requestsTo("/v1/billing_portal/sessions", since)[0]?.form).toEqual({
      customer: stored?.stripeCustomerId,
      return_url: "http://localhost:4499/account",
    });
  });

  it("the portal refuses a member who never checked out, without calling Stripe", async () => {
    const user = await createUser(handle.db);
    const since = stripe.requests.length;
    await expect(createPortalSession({ user })).rejects.toMatchObject({ code: "not_found" });
    expect(stripe.requests.length).toBe(since);
  });

  it("with Stripe not configured, checkout says online payment is not enabled", async () => {
    setEnvForTests({ STRIPE_SECRET_KEY: "", STRIPE_WEBHOOK_SECRET: "", STRIPE_PRICE_MONTHLY: "", STRIPE_PRICE_YEARLY: "" });
    try {
      const user = await createUser(handle.db);
      const error = await createCheckoutSession({ user, plan: "monthly", nonce: "off-nonce" }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: "unavailable" });
    } finally {
      useStripeConfig({ STRIPE_API_URL: stripe.url });
    }
  });
});
