import { z } from "zod";
import { getSession } from "@/server/auth/session";
import { createCheckoutSession } from "@/server/billing/create-checkout-session";
import { readFormOrJson } from "@/server/billing/read-form-or-json";
import { AppError, toErrorResponse } from "@/server/errors";

const checkoutSchema = z.object({ plan: z.enum(["monthly", "yearly"]), nonce: z.string().trim().min(8).max(100).optional() });

/** Starts Stripe Checkout for the signed-in reader: a form post is redirected (303) to it. */
export async function POST(request: Request): Promise<Response> {
  let isForm = false;
  try {
    const input = await readFormOrJson(request);
    isForm = input.isForm;
    const { plan, nonce } = checkoutSchema.parse(input.body);
    const session = await getSession();
    if (!session) {
      if (isForm) return redirectTo(`/signin?callbackUrl=${encodeURIComponent("/pricing")}`, request);
      throw new AppError("unauthorized", "Sign in to subscribe.");
    }
    const checkout = await createCheckoutSession({ user: { id: session.user.id, email: session.user.email }, plan, nonce });
    return isForm ? Response.redirect(checkout.url, 303) : Response.json({ url: checkout.url });
  } catch (error) {
    if (isForm && error instanceof AppError) return redirectTo(`/pricing?error=${encodeURIComponent(error.message)}`, request);
    return toErrorResponse(error);
  }
}

function redirectTo(path: string, request: Request): Response {
  return Response.redirect(new URL(path, new URL(request.url).origin), 303);
}
