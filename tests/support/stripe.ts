import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import Stripe from "stripe";
import { setEnvForTests } from "@/server/env";

/**
 * Stripe test support: the configuration the billing code needs, webhook deliveries signed
 * with the Stripe library's own test header helper, and a local HTTP server standing in for
 * api.stripe.com that records what the library sent.
 */
export const stripeTestConfig = {
  STRIPE_SECRET_KEY: "sk_test_groundwork",
  STRIPE_WEBHOOK_SECRET: "whsec_groundwork_test_secret",
  STRIPE_PRICE_MONTHLY: "price_monthly_test",
  STRIPE_PRICE_YEARLY: "price_yearly_test",
  SITE_URL: "http://localhost:4499",
};

export function useStripeConfig(overrides: Record<string, string | undefined> = {}) {
  return setEnvForTests({ ...stripeTestConfig, ...overrides });
}

const signer = new Stripe(stripeTestConfig.STRIPE_SECRET_KEY);

export function signPayload(payload: string, options: { timestamp?: number; secret?: string } = {}): string {
  return signer.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? stripeTestConfig.STRIPE_WEBHOOK_SECRET,
    timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
  });
}

export function webhookRequest(payload: string, signature: string | null): Request {
  const headers = new Headers({ "content-type": "application/json" });
  if (signature !== null) headers.set("stripe-signature", signature);
  return new Request("http://localhost:4499/api/stripe/webhook", { method: "POST", headers, body: payload });
}

let eventSequence = 0;

export type TestEvent = { id: string; type: string; created: number; payload: string };

/** A Stripe event envelope as Stripe sends it (only the fields the product reads are filled). */
export function stripeEvent(type: string, object: Record<string, unknown>, options: { id?: string; created?: number } = {}): TestEvent {
  const id = options.id ?? `evt_test_${Date.now().toString(36)}_${++eventSequence}`;
  const created = options.created ?? Math.floor(Date.now() / 1000);
  const envelope = {
    id,
    object: "event",
    api_version: "2026-10-28.endive",
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
  return { id, type, created, payload: JSON.stringify(envelope) };
}

type SubscriptionShape = {
  id: string;
  customer: string;
  status: string;
  periodEnd: Date;
  userId?: string;
  price?: string;
  cancelAtPeriodEnd?: boolean;
};

export function subscriptionObject({
  id,
  customer,
  status,
  periodEnd,
  userId,
  price = stripeTestConfig.STRIPE_PRICE_MONTHLY,
  cancelAtPeriodEnd = false,
}: SubscriptionShape) {
  const end = Math.floor(periodEnd.getTime() / 1000);
  return {
    id,
    object: "subscription",
    customer,
    status,
    cancel_at_period_end: cancelAtPeriodEnd,
    cancel_at: null,
    metadata: userId ? { userId } : {},
    items: {
      object: "list",
      data: [
        {
          id: `si_${id}`,
          object: "subscription_item",
          current_period_start: end - 30 * 86_400,
          current_period_end: end,
          price: { id: price, object: "price", recurring: { interval: "month" } },
        },
      ],
    },
  };
}

export function invoiceObject({
  subscription,
  customer,
  periodEnd,
  price = stripeTestConfig.STRIPE_PRICE_MONTHLY,
}: {
  subscription: string;
  customer: string;
  periodEnd: Date;
  price?: string;
}) {
  const end = Math.floor(periodEnd.getTime() / 1000);
  return {
    id: `in_${subscription}_${end}`,
    object: "invoice",
    customer,
    parent: { type: "subscription_details", quote_details: null, subscription_details: { subscription, metadata: {} } },
    lines: {
      object: "list",
      data: [
        {
          id: "il_1",
          object: "line_item",
          subscription,
          period: { start: end - 30 * 86_400, end },
          pricing: { type: "price_details", price_details: { price, product: "prod_1" } },
        },
      ],
    },
  };
}

export type RecordedRequest = { method: string; path: string; headers: IncomingHttpHeaders; form: Record<string, string> };

export type FakeStripeApi = {
  url: string;
  requests: RecordedRequest[];
  /** What GET /v1/subscriptions/:id answers (Stripe's current state of each subscription); DELETE cancels one of them. */
  subscriptions: Map<string, unknown>;
  /** When set, DELETE /v1/subscriptions/:id (cancel) answers this status with Stripe's error shape: Stripe failing. */
  failCancels: { status: number } | null;
  close: () => Promise<void>;
};

/** A stand-in for api.stripe.com on a port of this suite's range (4400–4499). */
export async function startFakeStripeApi(): Promise<FakeStripeApi> {
  const requests: RecordedRequest[] = [];
  const subscriptions = new Map<string, unknown>();
  const control: { failCancels: { status: number } | null } = { failCancels: null };
  let sessions = 0;
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      const path = (request.url ?? "").split("?")[0] ?? "";
      requests.push({ method: request.method ?? "", path, headers: request.headers, form: Object.fromEntries(new URLSearchParams(body)) });
      const reply = (status: number, json: unknown) => {
        response.writeHead(status, { "content-type": "application/json", "request-id": `req_${requests.length}` });
        response.end(JSON.stringify(json));
      };
      if (path === "/v1/customers") return reply(200, { id: `cus_test_${requests.length}`, object: "customer" });
      if (request.method === "POST" && path.startsWith("/v1/customers/")) {
        const email = new URLSearchParams(body).get("email");
        return reply(200, { id: path.slice("/v1/customers/".length), object: "customer", email });
      }
      if (path === "/v1/checkout/sessions") {
        const id = `cs_test_${++sessions}`;
        // A little latency, like the real API, so a double submit overlaps the first request.
        return setTimeout(() => reply(200, { id, object: "checkout.session", url: `https://checkout.stripe.test/c/${id}` }), 50);
      }
      const subscriptionId = path.startsWith("/v1/subscriptions/") ? path.slice("/v1/subscriptions/".length) : "";
      const subscription = subscriptions.get(subscriptionId);
      if (request.method === "GET" && subscription) return reply(200, subscription);
      if (request.method === "DELETE" && subscriptionId) {
        if (control.failCancels)
          return reply(control.failCancels.status, { error: { type: "api_error", message: "Stripe is having a bad day." } });
        if (!subscription) {
          const message = `No such subscription: '${subscriptionId}'`;
          return reply(404, { error: { type: "invalid_request_error", code: "resource_missing", param: "id", message } });
        }
        const canceled = { ...(subscription as object), status: "canceled", canceled_at: Math.floor(Date.now() / 1000) };
        subscriptions.set(subscriptionId, canceled);
        return reply(200, canceled);
      }
      if (path === "/v1/billing_portal/sessions")
        return reply(200, { id: "bps_test_1", object: "billing_portal.session", url: "https://billing.stripe.test/p/session_1" });
      reply(404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${request.method}: ${path})` } });
    });
  });
  const port = await listenInRange(server, 4400, 4499);
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    subscriptions,
    get failCancels() {
      return control.failCancels;
    },
    set failCancels(value) {
      control.failCancels = value;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function listenInRange(server: Server, from: number, to: number): Promise<number> {
  const start = from + Math.floor(Math.random() * (to - from + 1));
  for (let offset = 0; offset <= to - from; offset++) {
    const port = from + ((start - from + offset) % (to - from + 1));
    const ok = await new Promise<boolean>((resolve) => {
      server.once("error", () => resolve(false));
      server.listen(port, "127.0.0.1", () => resolve(true));
    });
    if (ok) return port;
  }
  throw new Error(`No free port between ${from} and ${to}`);
}
