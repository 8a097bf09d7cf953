import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type AppServer } from "../../support/app-server";
import { authClient, type AuthClient } from "../../support/auth-http";
import { findLink, startSmtpServer, type TestSmtpServer } from "../../support/smtp";
import { startFakeStripeApi, stripeTestConfig, type FakeStripeApi } from "../../support/stripe";

/**
 * The routes' `attribution` field (#27) over HTTP against the built app: the join box, the
 * sign-in form's signup, Stripe checkout and the subscription request take the browser's trail;
 * a good one travels on (the mailed link's pending id, Stripe's metadata), a bad one is dropped
 * and the request succeeds as without it. What is recorded is checked in recording.test.ts.
 */
let smtp: TestSmtpServer;
let stripe: FakeStripeApi;
let app: AppServer;
let postPath: string;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

beforeAll(async () => {
  smtp = await startSmtpServer();
  stripe = await startFakeStripeApi();
  const { SITE_URL: _siteUrl, ...config } = stripeTestConfig;
  app = await startAppServer({ ...config, STRIPE_API_URL: stripe.url, SMTP_URL: smtp.url, TRUST_PROXY: "true" });
  const home = await (await fetch(app.url)).text();
  postPath = /href="(\/posts\/[^"?#]+)"/.exec(home)![1]!;
}, 200_000);

afterAll(async () => {
  await app?.stop();
  await stripe?.close();
  await smtp?.stop();
});

let nextClient = 20;
const headersFor = () => ({ origin: app.url, "x-forwarded-for": `198.51.100.${nextClient++}` });
const trail = (via: string, pages = [postPath]) => JSON.stringify({ v: 1, pages: pages.map((p) => ({ p, t: Date.now() - 1000 })), via });
const badTrails = [
  ["huge", JSON.stringify({ v: 1, pages: [], s: "x".repeat(5000) })],
  ["malformed", "{not json"],
  ["a page that does not exist", JSON.stringify({ v: 1, pages: [{ p: "/posts/no-such-post-here", t: Date.now() }] })],
] as const;

async function joinLink(email: string, attribution: unknown): Promise<URL> {
  const since = Date.now();
  const response = await fetch(`${app.url}/api/join`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headersFor() },
    body: JSON.stringify({ email, next: postPath, attribution }),
  });
  expect(response.status).toBe(200);
  return new URL(findLink(await smtp.waitForMail(email, { since })));
}

async function signInLink(client: AuthClient, email: string, attribution?: string): Promise<URL> {
  const since = Date.now();
  const fields = new URLSearchParams({ csrfToken: await client.csrfToken(), email, callbackUrl: "/" });
  if (attribution !== undefined) fields.set("attribution", attribution);
  const response = await client.send("/api/auth/signin/email", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-auth-return-redirect": "1", ...headersFor() },
    body: fields.toString(),
  });
  expect(response.status).toBe(200);
  return new URL(findLink(await smtp.waitForMail(email, { since })));
}

async function signedIn(email: string): Promise<AuthClient> {
  const client = authClient({ baseUrl: app.url });
  expect((await client.confirm((await signInLink(client, email)).toString())).status).toBe(303);
  return client;
}

describe("the attribution field on the routes", () => {
  it("a join with the trail mails a link carrying its pending attribution; a bad trail is dropped and the join goes on", async () => {
    expect((await joinLink("trail.joiner@example.test", trail(postPath))).searchParams.get("join")).toMatch(uuid);
    for (const [label, bad] of badTrails) {
      const link = await joinLink(`bad.${label.replace(/\W/g, "")}@example.test`, bad);
      expect(link.searchParams.get("join"), label).toBe("1");
    }
  });

  it("the sign-in form's signup carries it through the link and the confirmation page to the new account", async () => {
    const client = authClient({ baseUrl: app.url });
    const link = await signInLink(client, "trail.signup@example.test", trail("/signin"));
    const signup = link.searchParams.get("signup");
    expect(signup).toMatch(uuid);
    const page = await (await fetch(link)).text();
    expect(page).toContain(`name="signup" value="${signup}"`);
    const form = new URLSearchParams();
    for (const name of ["token", "email", "callbackUrl", "signup"]) form.set(name, link.searchParams.get(name) ?? "");
    const confirmed = await client.send("/api/auth/callback/email", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: app.url, "sec-fetch-site": "same-origin" },
      body: form.toString(),
    });
    expect(confirmed.status).toBe(303);
    expect((await client.session())?.user?.email).toBe("trail.signup@example.test");

    const plain = await signInLink(authClient({ baseUrl: app.url }), "no.trail@example.test", badTrails[0][1]);
    expect(plain.searchParams.has("signup")).toBe(false);
  });

  it("a checkout started with the trail carries it in Stripe's metadata; a bad trail starts the checkout without it", async () => {
    const client = await signedIn("trail.buyer@example.test");
    const checkout = async (attribution: string, nonce: string) => {
      const since = stripe.requests.length;
      const response = await client.send("/api/billing/checkout", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: app.url },
        body: new URLSearchParams({ plan: "monthly", nonce, attribution }).toString(),
      });
      expect(response.status).toBe(303);
      return stripe.requests.slice(since).find((request) => request.path === "/v1/checkout/sessions")!.form;
    };
    const form = await checkout(trail("/pricing"), "attribution-good-1");
    expect(form).toMatchObject({
      "metadata[gw_page_kind]": "post",
      "metadata[gw_page_path]": postPath,
      "metadata[gw_channel]": "pricing",
      "subscription_data[metadata][gw_channel]": "pricing",
    });
    const without = await checkout(badTrails[1][1], "attribution-bad-1");
    expect(Object.keys(without).filter((key) => key.includes("gw_"))).toEqual([]);
  });

  it("a subscription request takes it, and a bad one does not refuse the request", async () => {
    const client = await signedIn("trail.asker@example.test");
    for (const attribution of [badTrails[0][1], trail("/pricing")]) {
      const response = await client.send("/api/subscription-requests", {
        method: "POST",
        headers: { "content-type": "application/json", origin: app.url },
        body: JSON.stringify({ plan: "yearly", note: "Please.", attribution }),
      });
      expect(response.status).toBe(201);
    }
  });
});
