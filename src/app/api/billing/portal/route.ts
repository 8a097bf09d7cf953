import { getSession } from "@/server/auth/session";
import { createPortalSession } from "@/server/billing/create-portal-session";
import { readFormOrJson } from "@/server/billing/read-form-or-json";
import { AppError, toErrorResponse } from "@/server/errors";

/** Opens the Stripe customer portal for the signed-in subscriber (form post → 303). */
export async function POST(request: Request): Promise<Response> {
  let isForm = false;
  try {
    isForm = (await readFormOrJson(request)).isForm;
    const session = await getSession();
    if (!session) {
      if (isForm) return Response.redirect(new URL(`/signin?callbackUrl=${encodeURIComponent("/account")}`, request.url), 303);
      throw new AppError("unauthorized", "Sign in to manage your subscription.");
    }
    const portal = await createPortalSession({ user: { id: session.user.id } });
    return isForm ? Response.redirect(portal.url, 303) : Response.json({ url: portal.url });
  } catch (error) {
    if (isForm && error instanceof AppError) return Response.redirect(new URL(`/account?error=${encodeURIComponent(error.message)}`, request.url), 303);
    return toErrorResponse(error);
  }
}
