import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type AppServer } from "../../support/app-server";
import { signPayload, startFakeStripeApi, stripeEvent, stripeTestConfig, type FakeStripeApi } from "../../support/stripe";

/**
 * The built app with Stripe configured, spoken to over HTTP: the webhook must verify the
 * exact bytes that arrived through Next's request handling, and the pages must offer checkout.
 */
describe("billing over HTTP with Stripe configured", () => {
  let app: AppServer;
  let stripe: FakeStripeApi;
  beforeAll(async () => {
    stripe = await startFakeStripeApi();
    const { SITE_URL: _siteUrl, ...config } = stripeTestConfig;
    app = await startAppServer({ ...config, STRIPE_API_URL: stripe.url });
  }, 120_000);
  afterAll(async () => {
    await app?.stop();
    await stripe?.close();
  });

  const post = (payload: string, signature?: string) =>
    fetch(`${app.url}/api/stripe/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(signature ? { "stripe-signature": signature } : {}) },
      body: payload,
    });

  it("accepts a signed delivery as sent, and refuses it altered, unsigned or stale", async () => {
    // Spaces and key order as Stripe sends them: verification must see these exact bytes.
    const event = stripeEvent("checkout.session.completed", {
      id: "cs_http",
      object: "checkout.session",
      mode: "subscription",
      customer: "cus_http",
      subscription: "sub_http",
      client_reference_id: "nobody",
    });
    const pretty = JSON.stringify(JSON.parse(event.payload), null, 2);
    const accepted = await post(pretty, signPayload(pretty));
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ received: true, outcome: "applied" });

    const again = await post(pretty, signPayload(pretty));
    expect(await again.json()).toEqual({ received: true, outcome: "duplicate" });

    const other = stripeEvent("payment_intent.created", { id: "pi_1", object: "payment_intent" });
    expect(await (await post(other.payload, signPayload(other.payload))).json()).toEqual({ received: true, outcome: "ignored" });

    const fresh = stripeEvent("customer.subscription.created", { id: "sub_x", object: "subscription" });
    expect((await post(fresh.payload)).status).toBe(400);
    expect((await post(fresh.payload.replace("sub_x", "sub_y"), signPayload(fresh.payload))).status).toBe(400);
    const stale = await post(fresh.payload, signPayload(fresh.payload, { timestamp: Math.floor(Date.now() / 1000) - 301 }));
    expect(stale.status).toBe(400);
    expect(await stale.json()).toMatchObject({ error: { code: "bad_request" } });
  });

  it("offers the plans with a way to subscribe, starting with sign-in for a visitor", async () => {
    const html = await (await fetch(`${app.url}/pricing`)).text();
    expect(html).toContain("Monthly");
    expect(html).toContain("Yearly");
    expect(html).not.toContain("Online payment is not enabled");
    expect(html).toContain(`href="/signin?callbackUrl=%2Fpricing"`);

    const checkout = await fetch(`${app.url}/api/billing/checkout`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: app.url },
      body: "plan=monthly&nonce=visitor-nonce-1",
      redirect: "manual",
    });
    expect(checkout.status).toBe(303);
    const location = new URL(checkout.headers.get("location") ?? "", app.url);
    expect(`${location.pathname}${location.search}`).toBe("/signin?callbackUrl=%2Fpricing");
    expect(stripe.requests).toHaveLength(0);
  });

  it("keeps the post a visitor came from through sign-in, and drops a `next` that leaves the site", async () => {
    const locationOf = async (path: string, init: RequestInit = {}) => {
      const response = await fetch(`${app.url}${path}`, { redirect: "manual", ...init });
      expect(response.status, path).toBeGreaterThanOrEqual(300);
      const location = new URL(response.headers.get("location") ?? "", app.url);
      return `${location.pathname}${location.search}`;
    };
    const checkout = (next: string) =>
      locationOf("/api/billing/checkout", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: app.url },
        body: new URLSearchParams({ plan: "monthly", nonce: "visitor-nonce-2", next }).toString(),
      });
    const back = (callback: string) => `/signin?${new URLSearchParams({ callbackUrl: callback })}`;
    expect(await checkout("/posts/a-paid-post")).toBe(back("/pricing?next=%2Fposts%2Fa-paid-post"));
    for (const unsafe of ["//evil.example/x", "https://evil.example/x", "/\\evil.example"])
      expect(await checkout(unsafe), unsafe).toBe(back("/pricing"));
    const success = (next: string) => locationOf(`/pricing/success?session_id=cs_1&${new URLSearchParams({ next })}`);
    expect(await success("/posts/a-paid-post")).toBe(
      `/signin?${new URLSearchParams({ error: "SessionRequired", callbackUrl: "/pricing/success?next=%2Fposts%2Fa-paid-post" })}`,
    );
    expect(await success("https://evil.example/")).toBe(
      `/signin?${new URLSearchParams({ error: "SessionRequired", callbackUrl: "/pricing/success" })}`,
    );
    expect(stripe.requests).toHaveLength(0);
  });

  it("refuses a bad plan with a readable error and a cross-site form post", async () => {
    const bad = await fetch(`${app.url}/api/billing/checkout`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ plan: "weekly" }),
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { code: "bad_request" } });
    const crossSite = await fetch(`${app.url}/api/billing/checkout`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" },
      body: "plan=monthly",
      redirect: "manual",
    });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toMatchObject({ error: { code: "forbidden" } });
  });
});
