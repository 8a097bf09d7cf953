import { getEntitlements } from "@/server/billing/get-entitlements";
import { AppError } from "@/server/errors";
import { withRoute } from "@/server/http/with-route";

/** Polled by the checkout success page until the webhook has made the subscription active. */
export const GET = withRoute({ role: "guest" }, async ({ session }) => {
  if (!session) throw new AppError("unauthorized", "Sign in to see your subscription.");
  const entitlements = await getEntitlements(session.user.id);
  return Response.json(entitlements, { headers: { "cache-control": "no-store" } });
});
