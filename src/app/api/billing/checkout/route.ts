import { z } from "zod";
import { signInPath } from "@/lib/auth-gate";
import { pricingPath, safeNextPath } from "@/lib/next-path";
import { readAttribution } from "@/server/attribution/read-attribution";
import { createCheckoutSession } from "@/server/billing/create-checkout-session";
import { AppError } from "@/server/errors";
import { seeOther, withRoute } from "@/server/http/with-route";

const checkoutSchema = z.object({
  plan: z.enum(["monthly", "yearly"]),
  nonce: z.string().trim().min(8).max(100).optional(),
  /** Where to come back to once subscribed; anything but a path on this site is dropped (no open redirect). */
  next: z.string().max(2048).optional(),
  /** The browser's attribution trail (#27), carried in Stripe's metadata; a bad one is dropped, the checkout goes on. */
  attribution: z.unknown().optional(),
});

/**
 * Starts Stripe Checkout for the signed-in reader: a form post is redirected (303) to it. A
 * visitor is sent to sign in first, and back to the pricing page; both keep `next`, which the
 * success page then follows back to the post.
 */
export const POST = withRoute(
  { role: "guest", read: "form-or-json", body: checkoutSchema, formErrorsTo: "/pricing" },
  async ({ request, body, session, isForm }) => {
    const returnPath = safeNextPath(body.next);
    if (!session) {
      if (isForm) return seeOther(signInPath(pricingPath(returnPath)), request);
      throw new AppError("unauthorized", "Sign in to subscribe.");
    }
    const user = { id: session.user.id, email: session.user.email };
    const attribution = await readAttribution(body.attribution);
    const checkout = await createCheckoutSession({ user, plan: body.plan, nonce: body.nonce, returnPath, attribution });
    return isForm ? seeOther(checkout.url, request) : Response.json({ url: checkout.url });
  },
);
