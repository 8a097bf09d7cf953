import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { connection } from "next/server";
import { CheckoutSuccess } from "@/components/billing/checkout-success";
import { getSession } from "@/server/auth/session";
import { getEntitlements } from "@/server/billing/get-entitlements";
import { signInRedirectPath } from "@/lib/auth-gate";

export const metadata: Metadata = { title: "Welcome", robots: { index: false } };

/** Where Stripe Checkout returns to. The webhook may land a moment later: the page waits for it. */
export default async function CheckoutSuccessPage() {
  await connection();
  const session = await getSession();
  if (!session) redirect(signInRedirectPath("/pricing/success"));
  const { hasSubscription } = await getEntitlements(session.user.id);
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-16 text-center">
      <CheckoutSuccess isActiveInitially={hasSubscription} />
    </main>
  );
}
