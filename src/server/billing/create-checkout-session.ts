import "server-only";
import { createHash } from "node:crypto";
import { nextQueryParam, safeNextPath } from "@/lib/next-path";
import { toStripeMetadata } from "@/server/attribution/stripe-attribution-metadata";
import type { AttributionValue } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { getOrCreateStripeCustomer } from "./get-or-create-stripe-customer";
import type { PaidPlan } from "./get-pricing-plans";
import { getStripe, requireBilling } from "./stripe-client";

export type CreateCheckoutSessionOptions = {
  user: { id: string; email: string };
  plan: PaidPlan;
  /** A random value rendered into the pricing form: a double submit sends the same one. */
  nonce?: string;
  /** A path on this site to come back to once subscribed (safeNextPath's; the post the reader was on). */
  returnPath?: string | null;
  /** What brought the reader (#27): carried in the session's and the subscription's metadata to the webhooks. */
  attribution?: AttributionValue | null;
  now?: Date;
};

export type CheckoutSession = { id: string; url: string };

const bucketMs = 5 * 60_000;
const recentTtlMs = 60_000;

/**
 * Requests in flight or just answered, by idempotency key: a double click in this process
 * makes one request to Stripe; across servers, the Idempotency-Key makes Stripe answer
 * the second one with the first session.
 */
const globalForCheckout = globalThis as unknown as { groundworkCheckouts?: Map<string, Promise<CheckoutSession>> };
const recent = (globalForCheckout.groundworkCheckouts ??= new Map<string, Promise<CheckoutSession>>());

export function checkoutIdempotencyKey({ user, plan, nonce, now = new Date() }: CreateCheckoutSessionOptions): string {
  // Without a nonce, a short time bucket stands in for "the same click".
  const salt = nonce ?? `t${Math.floor(now.getTime() / bucketMs)}`;
  const digest = createHash("sha256").update(`${user.id}\n${plan}\n${salt}`).digest("hex").slice(0, 32);
  return `groundwork-checkout-${digest}`;
}

export async function createCheckoutSession(options: CreateCheckoutSessionOptions): Promise<CheckoutSession> {
  const idempotencyKey = checkoutIdempotencyKey(options);
  let pending = recent.get(idempotencyKey);
  if (!pending) {
    pending = requestCheckoutSession(options, idempotencyKey);
    recent.set(idempotencyKey, pending);
    const forget = () => setTimeout(() => recent.delete(idempotencyKey), recentTtlMs).unref();
    pending.then(forget, () => recent.delete(idempotencyKey));
  }
  return pending;
}

async function requestCheckoutSession(
  { user, plan, returnPath, attribution = null }: CreateCheckoutSessionOptions,
  idempotencyKey: string,
): Promise<CheckoutSession> {
  const env = requireBilling();
  const stripe = getStripe();
  const price = plan === "monthly" ? env.STRIPE_PRICE_MONTHLY : env.STRIPE_PRICE_YEARLY;
  if (!price) throw new AppError("unavailable", "This plan is not available right now.");
  const customer = await getOrCreateStripeCustomer({ stripe, user });
  const site = env.SITE_URL.replace(/\/$/, "");
  const next = safeNextPath(returnPath);
  const back = next ? `&${new URLSearchParams({ [nextQueryParam]: next })}` : "";
  const session = await stripe.checkout.sessions.create(
    {
      mode: "subscription",
      customer,
      client_reference_id: user.id,
      line_items: [{ price, quantity: 1 }],
      success_url: `${site}/pricing/success?session_id={CHECKOUT_SESSION_ID}${back}`,
      cancel_url: `${site}/pricing?checkout=canceled${back}`,
      metadata: { userId: user.id, plan, ...toStripeMetadata(attribution) },
      // Subscription events carry the member's id (and the attribution), whatever order they arrive in.
      subscription_data: { metadata: { userId: user.id, plan, ...toStripeMetadata(attribution) } },
      allow_promotion_codes: true,
    },
    { idempotencyKey },
  );
  if (!session.url) throw new AppError("unavailable", "Stripe did not return a checkout page. Please try again.");
  return { id: session.id, url: session.url };
}
