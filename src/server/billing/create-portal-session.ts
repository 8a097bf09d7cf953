import "server-only";
import { AppError } from "@/server/errors";
import { findStripeCustomerId } from "./get-or-create-stripe-customer";
import { getStripe, requireBilling } from "./stripe-client";

export type CreatePortalSessionOptions = { user: { id: string }; returnPath?: string };

/** A Stripe customer portal session, where a subscriber changes card, plan or cancels. */
export async function createPortalSession({ user, returnPath = "/account" }: CreatePortalSessionOptions): Promise<{ url: string }> {
  const env = requireBilling();
  const customer = await findStripeCustomerId(user.id);
  if (!customer) throw new AppError("not_found", "You have no paid subscription to manage yet. See the plans on the pricing page.");
  const portal = await getStripe().billingPortal.sessions.create({
    customer,
    return_url: `${env.SITE_URL.replace(/\/$/, "")}${returnPath}`,
  });
  return { url: portal.url };
}
