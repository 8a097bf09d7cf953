import { signInPath } from "@/lib/auth-gate";
import { createPortalSession } from "@/server/billing/create-portal-session";
import { AppError } from "@/server/errors";
import { seeOther, withRoute } from "@/server/http/with-route";

/** Opens the Stripe customer portal for the signed-in subscriber (form post → 303). */
export const POST = withRoute({ role: "guest", read: "form-or-json", formErrorsTo: "/account" }, async ({ request, session, isForm }) => {
  if (!session) {
    if (isForm) return seeOther(signInPath("/account"), request);
    throw new AppError("unauthorized", "Sign in to manage your subscription.");
  }
  const portal = await createPortalSession({ user: { id: session.user.id } });
  return isForm ? seeOther(portal.url, request) : Response.json({ url: portal.url });
});
