import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST } from "@/app/api/stripe/webhook/route";
import { getEntitlements } from "@/server/billing/get-entitlements";
import type { DatabaseHandle } from "@/server/db/open";
import { processedStripeEvents, stripeCustomers, subscriptions } from "@/server/db/schema";
import { createUser } from "@/server/seed/factories";
import { databaseTargets, createTestDatabase } from "../../support/db";
import {
  invoiceObject,
  signPayload,
  startFakeStripeApi,
  stripeEvent,
  subscriptionObject,
  useStripeConfig,
  webhookRequest,
  type TestEvent,
} from "../../support/stripe";

const day = 86_400_000;
let sequence = 0;

async function deliver(event: TestEvent): Promise<Response> {
  return POST(webhookRequest(event.payload, signPayload(event.payload)));
}

describe.each(databaseTargets)("Stripe webhook deliveries (%s)", (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    useStripeConfig();
    handle = await createTestDatabase(target);
  });
  afterAll(async () => handle?.close().catch(() => undefined));

  /** A reader with a Stripe customer, as after their first click on a plan. */
  async function readerWithCustomer() {
    const user = await createUser(handle.db);
    const customer = `cus_it_${++sequence}`;
    await handle.db.insert(stripeCustomers).values({ userId: user.id, stripeCustomerId: customer });
    return { user, customer, subscription: `sub_it_${sequence}` };
  }

  const rowOf = async (stripeSubscriptionId: string) =>
    (await handle.db.select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, stripeSubscriptionId)))[0];

  it("checkout completed then subscription created: the reader is entitled", async () => {
    const { user, customer, subscription } = await readerWithCustomer();
    const periodEnd = new Date(Date.now() + 30 * day);
    const completed = stripeEvent("checkout.session.completed", {
      id: "cs_1",
      object: "checkout.session",
      mode: "subscription",
      customer,
      subscription,
      client_reference_id: user.id,
      metadata: { userId: user.id, plan: "monthly" },
    });
    expect((await deliver(completed)).status).toBe(200);
    expect((await rowOf(subscription))?.status).toBe("incomplete");
    expect((await getEntitlements(user.id)).hasSubscription).toBe(false);

    const created = stripeEvent(
      "customer.subscription.created",
      subscriptionObject({ id: subscription, customer, status: "active", periodEnd, userId: user.id }),
    );
    const response = await deliver(created);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, outcome: "applied" });
    const row = await rowOf(subscription);
    expect(row).toMatchObject({ userId: user.id, source: "stripe", plan: "monthly", status: "active", cancelAtPeriodEnd: false });
    expect(row?.currentPeriodEnd?.getTime()).toBe(Math.floor(periodEnd.getTime() / 1000) * 1000);
    expect(await getEntitlements(user.id)).toEqual({ hasSubscription: true, canSearch: true });
    // …until the paid period is over.
    expect((await getEntitlements(user.id, new Date(periodEnd.getTime() + 1000))).hasSubscription).toBe(false);
  });

  it("a yearly subscription is recorded as yearly, found through the customer when metadata is missing", async () => {
    const { user, customer, subscription } = await readerWithCustomer();
    const event = stripeEvent(
      "customer.subscription.created",
      subscriptionObject({
        id: subscription,
        customer,
        status: "trialing",
        periodEnd: new Date(Date.now() + 14 * day),
        price: "price_yearly_test",
      }),
    );
    expect((await deliver(event)).status).toBe(200);
    expect(await rowOf(subscription)).toMatchObject({ userId: user.id, plan: "yearly", status: "trialing" });
    expect((await getEntitlements(user.id)).canSearch).toBe(true);
  });

  it("deleted: the subscription is canceled and the reader is no longer entitled", async () => {
    const { user, customer, subscription } = await readerWithCustomer();
    const periodEnd = new Date(Date.now() + 30 * day);
    const now = Math.floor(Date.now() / 1000);
    await deliver(
      stripeEvent("customer.subscription.created", subscriptionObject({ id: subscription, customer, status: "active", periodEnd }), {
        created: now - 60,
      }),
    );
    expect((await getEntitlements(user.id)).hasSubscription).toBe(true);
    const deleted = stripeEvent(
      "customer.subscription.deleted",
      subscriptionObject({ id: subscription, customer, status: "canceled", periodEnd }),
      { created: now },
    );
    expect((await deliver(deleted)).status).toBe(200);
    expect((await rowOf(subscription))?.status).toBe("canceled");
    expect(await getEntitlements(user.id)).toEqual({ hasSubscription: false, canSearch: false });
  });

  it("canceled at period end: still entitled, marked as ending", async () => {
    const { user, customer, subscription } = await readerWithCustomer();
    const periodEnd = new Date(Date.now() + 10 * day);
    await deliver(
      stripeEvent(
        "customer.subscription.updated",
        subscriptionObject({ id: subscription, customer, status: "active", periodEnd, cancelAtPeriodEnd: true }),
      ),
    );
    expect(await rowOf(subscription)).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    expect((await getEntitlements(user.id)).hasSubscription).toBe(true);
  });

  it("payment failed: past_due and not entitled; paid again: active", async () => {
    const { user, customer, subscription } = await readerWithCustomer();
    const now = Math.floor(Date.now() / 1000);
    const periodEnd = new Date(Date.now() + 3 * day);
    await deliver(
      stripeEvent("customer.subscription.created", subscriptionObject({ id: subscription, customer, status: "active", periodEnd }), {
        created: now - 120,
      }),
    );
    const failed = stripeEvent("invoice.payment_failed", invoiceObject({ subscription, customer, periodEnd }), { created: now - 60 });
    expect((await deliver(failed)).status).toBe(200);
    expect((await rowOf(subscription))?.status).toBe("past_due");
    expect((await getEntitlements(user.id)).hasSubscription).toBe(false);

    const nextEnd = new Date(Date.now() + 33 * day);
    expect(
      (await deliver(stripeEvent("invoice.paid", invoiceObject({ subscription, customer, periodEnd: nextEnd }), { created: now }))).status,
    ).toBe(200);
    const row = await rowOf(subscription);
    expect(row?.status).toBe("active");
    expect(row?.currentPeriodEnd?.getTime()).toBe(Math.floor(nextEnd.getTime() / 1000) * 1000);
    expect((await getEntitlements(user.id)).hasSubscription).toBe(true);
  });

  it("the same event delivered twice changes the subscription once", async () => {
    const { customer, subscription } = await readerWithCustomer();
    const now = Math.floor(Date.now() / 1000);
    const periodEnd = new Date(Date.now() + 30 * day);
    await deliver(
      stripeEvent("customer.subscription.created", subscriptionObject({ id: subscription, customer, status: "active", periodEnd }), {
        created: now - 60,
      }),
    );
    const failed = stripeEvent("invoice.payment_failed", invoiceObject({ subscription, customer, periodEnd }), { created: now - 30 });
    expect(await (await deliver(failed)).json()).toMatchObject({ outcome: "applied" });
    // The card is updated and the invoice paid; then Stripe redelivers the old failure.
    await deliver(stripeEvent("invoice.paid", invoiceObject({ subscription, customer, periodEnd }), { created: now }));
    const before = await rowOf(subscription);
    const again = await deliver(failed);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ outcome: "duplicate" });
    expect(await rowOf(subscription)).toEqual(before);
    expect(before?.status).toBe("active");
    expect(await handle.db.select().from(processedStripeEvents).where(eq(processedStripeEvents.eventId, failed.id))).toHaveLength(1);
  });

  it("the same event delivered twice at once is applied once", async () => {
    const { user, customer, subscription } = await readerWithCustomer();
    const created = stripeEvent(
      "customer.subscription.created",
      subscriptionObject({ id: subscription, customer, status: "active", periodEnd: new Date(Date.now() + 30 * day) }),
    );
    const responses = await Promise.all([deliver(created), deliver(created), deliver(created)]);
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
    const outcomes = (
      await Promise.all(responses.map(async (response) => ((await response.json()) as { outcome: string }).outcome))
    ).sort();
    expect(outcomes).toEqual(["applied", "duplicate", "duplicate"]);
    expect(await handle.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id))).toHaveLength(1);
    expect(await handle.db.select().from(processedStripeEvents).where(eq(processedStripeEvents.eventId, created.id))).toHaveLength(1);
  });

  it("an older update arriving after the deletion leaves the subscription canceled", async () => {
    const { user, customer, subscription } = await readerWithCustomer();
    const now = Math.floor(Date.now() / 1000);
    const periodEnd = new Date(Date.now() + 30 * day);
    await deliver(
      stripeEvent("customer.subscription.deleted", subscriptionObject({ id: subscription, customer, status: "canceled", periodEnd }), {
        created: now,
      }),
    );
    const late = stripeEvent(
      "customer.subscription.updated",
      subscriptionObject({ id: subscription, customer, status: "active", periodEnd }),
      { created: now - 300 },
    );
    expect((await deliver(late)).status).toBe(200);
    expect((await rowOf(subscription))?.status).toBe("canceled");
    const latePayment = stripeEvent("invoice.paid", invoiceObject({ subscription, customer, periodEnd }), { created: now - 200 });
    expect((await deliver(latePayment)).status).toBe(200);
    expect((await rowOf(subscription))?.status).toBe("canceled");
    expect((await getEntitlements(user.id)).hasSubscription).toBe(false);
  });

  it("an older update never overwrites a newer one", async () => {
    const { customer, subscription } = await readerWithCustomer();
    const now = Math.floor(Date.now() / 1000);
    const newerEnd = new Date(Date.now() + 60 * day);
    await deliver(
      stripeEvent(
        "customer.subscription.updated",
        subscriptionObject({ id: subscription, customer, status: "past_due", periodEnd: newerEnd }),
        { created: now },
      ),
    );
    await deliver(
      stripeEvent(
        "customer.subscription.updated",
        subscriptionObject({ id: subscription, customer, status: "active", periodEnd: new Date(Date.now() + day) }),
        { created: now - 100 },
      ),
    );
    expect(await rowOf(subscription)).toMatchObject({ status: "past_due" });
  });

  it("events outside the allowlist are acknowledged and ignored", async () => {
    const event = stripeEvent("customer.created", { id: "cus_other", object: "customer" });
    const response = await deliver(event);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, outcome: "ignored" });
    expect(await handle.db.select().from(processedStripeEvents).where(eq(processedStripeEvents.eventId, event.id))).toHaveLength(0);
  });

  describe("deliveries that are not from Stripe get 400 and write nothing", () => {
    const cases: [string, (event: TestEvent) => Request][] = [
      ["no signature", (event) => webhookRequest(event.payload, null)],
      ["a garbage signature", (event) => webhookRequest(event.payload, "not-a-signature")],
      [
        "a signature with another secret",
        (event) => webhookRequest(event.payload, signPayload(event.payload, { secret: "whsec_someone_else" })),
      ],
      [
        "a stale timestamp (over 300 s)",
        (event) => webhookRequest(event.payload, signPayload(event.payload, { timestamp: Math.floor(Date.now() / 1000) - 301 })),
      ],
      [
        "a timestamp more than 300 s in the future",
        (event) => webhookRequest(event.payload, signPayload(event.payload, { timestamp: Math.floor(Date.now() / 1000) + 301 })),
      ],
      ["a re-serialized body", (event) => webhookRequest(JSON.stringify(JSON.parse(event.payload), null, 2), signPayload(event.payload))],
      ["a modified body", (event) => webhookRequest(event.payload.replace('"active"', '"trialing"'), signPayload(event.payload))],
    ];
    it.each(cases)("%s", async (_name, build) => {
      const { user, customer, subscription } = await readerWithCustomer();
      const event = stripeEvent(
        "customer.subscription.created",
        subscriptionObject({ id: subscription, customer, status: "active", periodEnd: new Date(Date.now() + 30 * day) }),
      );
      const response = await POST(build(event));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: "bad_request" } });
      expect(await handle.db.select().from(processedStripeEvents).where(eq(processedStripeEvents.eventId, event.id))).toHaveLength(0);
      expect(await handle.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id))).toHaveLength(0);
    });
  });

  it("a signed event without data.object gets 400 (Stripe would retry a 500 forever) and writes nothing", async () => {
    for (const data of [{}, null, { object: null }]) {
      const event = stripeEvent("customer.subscription.updated", {});
      const payload = JSON.stringify({ ...(JSON.parse(event.payload) as object), data });
      const response = await POST(webhookRequest(payload, signPayload(payload)));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: "bad_request" } });
      expect(await handle.db.select().from(processedStripeEvents).where(eq(processedStripeEvents.eventId, event.id))).toHaveLength(0);
    }
  });

  it("two events in the same second delivered in reverse order leave the state Stripe holds", async () => {
    const stripe = await startFakeStripeApi();
    useStripeConfig({ STRIPE_API_URL: stripe.url });
    try {
      const { user, customer, subscription } = await readerWithCustomer();
      const periodEnd = new Date(Date.now() + 30 * day);
      const active = subscriptionObject({ id: subscription, customer, status: "active", periodEnd, userId: user.id });
      stripe.subscriptions.set(subscription, active);
      const second = Math.floor(Date.now() / 1000);
      // Stripe sent .created (incomplete) then .updated (active) within one second; they arrive the other way round.
      const updated = stripeEvent("customer.subscription.updated", active, { created: second });
      const created = stripeEvent(
        "customer.subscription.created",
        subscriptionObject({ id: subscription, customer, status: "incomplete", periodEnd, userId: user.id }),
        { created: second },
      );
      expect((await deliver(updated)).status).toBe(200);
      expect((await deliver(created)).status).toBe(200);
      expect(await rowOf(subscription)).toMatchObject({ status: "active" });
      expect(await getEntitlements(user.id)).toEqual({ hasSubscription: true, canSearch: true });
      expect(stripe.requests.some((request) => request.method === "GET" && request.path === `/v1/subscriptions/${subscription}`)).toBe(
        true,
      );
    } finally {
      useStripeConfig();
      await stripe.close();
    }
  });

  // Last: it closes this suite's database.
  it("answers 5xx when the database fails, so that Stripe retries", async () => {
    await handle.close();
    const event = stripeEvent(
      "customer.subscription.created",
      subscriptionObject({ id: "sub_down", customer: "cus_down", status: "active", periodEnd: new Date(Date.now() + day) }),
    );
    const response = await deliver(event);
    expect(response.status).toBeGreaterThanOrEqual(500);
    expect(await response.json()).toMatchObject({ error: { code: "internal_error" } });
  });
});
