import { handleStripeWebhook } from "@/server/billing/handle-stripe-webhook";
import { toErrorResponse } from "@/server/errors";

/**
 * Stripe webhook endpoint. The body is read as text, untouched: the signature covers the
 * exact bytes Stripe sent. 400 for a bad signature, 200 once applied (or already applied,
 * or not an event we handle), 5xx when the database fails so that Stripe retries.
 */
export async function POST(request: Request): Promise<Response> {
  try {
    const outcome = await handleStripeWebhook({ payload: await request.text(), signature: request.headers.get("stripe-signature") });
    return Response.json({ received: true, outcome });
  } catch (error) {
    return toErrorResponse(error);
  }
}
