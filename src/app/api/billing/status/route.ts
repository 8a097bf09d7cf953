import { getSession } from "@/server/auth/session";
import { getEntitlements } from "@/server/billing/get-entitlements";
import { AppError, toErrorResponse } from "@/server/errors";

/** Polled by the checkout success page until the webhook has made the subscription active. */
export async function GET(): Promise<Response> {
  try {
    const session = await getSession();
    if (!session) throw new AppError("unauthorized", "Sign in to see your subscription.");
    const entitlements = await getEntitlements(session.user.id);
    return Response.json(entitlements, { headers: { "cache-control": "no-store" } });
  } catch (error) {
    return toErrorResponse(error);
  }
}
