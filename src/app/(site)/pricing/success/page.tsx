import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { connection } from "next/server";
import { CheckoutSuccess } from "@/components/billing/checkout-success";
import { getSession } from "@/server/auth/session";
import { getEntitlements } from "@/server/billing/get-entitlements";
import { signInRedirectPath } from "@/lib/auth-gate";
import { nextQueryParam, safeNextPath } from "@/lib/next-path";

export const metadata: Metadata = { title: "Welcome", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * Where Stripe Checkout returns to. The webhook may land a moment later: the page waits for it,
 * then takes the reader back to the post they came from (`?next=`, a path on this site only).
 */
export default async function CheckoutSuccessPage({ searchParams }: Props) {
  await connection();
  const next = safeNextPath((await searchParams)[nextQueryParam]);
  const session = await getSession();
  if (!session) redirect(signInRedirectPath(`/pricing/success${next ? `?${new URLSearchParams({ [nextQueryParam]: next })}` : ""}`));
  const { hasSubscription } = await getEntitlements(session.user.id);
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-16 text-center">
      <CheckoutSuccess isActiveInitially={hasSubscription} nextPath={next} />
    </main>
  );
}
