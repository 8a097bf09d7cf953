import { z } from "zod";
import { handleStripeWebhook } from "@/server/billing/handle-stripe-webhook";
import { withRoute } from "@/server/http/with-route";

/**
 * Stripe webhook endpoint. The body is read as text, untouched: the signature covers the
 * exact bytes Stripe sent. 400 for a bad signature, 200 once applied (or already applied,
 * or not an event we handle), 5xx when the database fails so that Stripe retries.
 * Stripe's servers send no Origin; the signature is the proof.
 */
export const POST = withRoute({ read: "text", body: z.string(), limit: 1024 * 1024, crossSite: "allow" }, async ({ request, body }) => {
  const outcome = await handleStripeWebhook({ payload: body, signature: request.headers.get("stripe-signature") });
  return Response.json({ received: true, outcome });
});
