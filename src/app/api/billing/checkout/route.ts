import { z } from "zod";
import { signInPath } from "@/lib/auth-gate";
import { createCheckoutSession } from "@/server/billing/create-checkout-session";
import { AppError } from "@/server/errors";
import { seeOther, withRoute } from "@/server/http/with-route";

const checkoutSchema = z.object({ plan: z.enum(["monthly", "yearly"]), nonce: z.string().trim().min(8).max(100).optional() });

/** Starts Stripe Checkout for the signed-in reader: a form post is redirected (303) to it. */
export const POST = withRoute(
  { role: "guest", read: "form-or-json", body: checkoutSchema, formErrorsTo: "/pricing" },
  async ({ request, body, session, isForm }) => {
    if (!session) {
      if (isForm) return seeOther(signInPath("/pricing"), request);
      throw new AppError("unauthorized", "Sign in to subscribe.");
    }
    const checkout = await createCheckoutSession({ user: { id: session.user.id, email: session.user.email }, ...body });
    return isForm ? seeOther(checkout.url, request) : Response.json({ url: checkout.url });
  },
);
