"use client";

import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useSession } from "@/components/auth/session-provider";
import { useState, useSyncExternalStore } from "react";
import { signInPath } from "@/lib/auth-gate";
import { nextQueryParam, pricingPath, safeNextPath } from "@/lib/next-path";
import type { PaidPlan } from "@/server/billing/get-pricing-plans";
import { buttonClasses } from "@/components/ui/button-variants";
import { FormMessage } from "@/components/ui/form-message";
import { CheckoutButton } from "./checkout-button";
import { ManageSubscriptionButton } from "./manage-subscription-button";
import { useHasSubscription } from "./use-has-subscription";

// The reader's side of the cached pricing page: what depends on the session or the query
// string is decided in the browser, so the HTML stays one copy for everyone.

const subscribeToNothing = () => () => {};
const readPageNext = () => safeNextPath(new URLSearchParams(window.location.search).get(nextQueryParam));
const noNextOnServer = () => null;

/** The post to go back to (`?next=`, a path on this site), read in the browser; null on the server and when absent or unsafe. */
function usePageNextPath(): string | null {
  return useSyncExternalStore(subscribeToNothing, readPageNext, noNextOnServer);
}

/** Checkout canceled, or an error passed back by the checkout route (`?checkout=canceled`, `?error=`). */
export function PricingNotices() {
  const searchParams = useSearchParams();
  const error = searchParams.get("error");
  return (
    <>
      {searchParams.get("checkout") === "canceled" ? (
        <FormMessage className="mt-4">Checkout canceled — you have not been charged.</FormMessage>
      ) : null}
      {error ? (
        <FormMessage tone="error" className="mt-4">
          {error.slice(0, 200)}
        </FormMessage>
      ) : null}
    </>
  );
}

export function SubscribedNotice({ isCheckoutEnabled }: { isCheckoutEnabled: boolean }) {
  const next = usePageNextPath();
  if (!useHasSubscription()) return null;
  return (
    <div
      role="status"
      className="mt-6 flex flex-wrap items-center gap-4 rounded-md border border-green-300 bg-green-50 p-4 dark:border-green-800 dark:bg-green-950"
    >
      <p className="font-medium">You&apos;re subscribed. Thank you!</p>
      {next ? (
        <Link href={next} className={buttonClasses({ size: "sm" })}>
          Continue reading
        </Link>
      ) : null}
      <Link href="/account" className="text-sm underline">
        See your subscription
      </Link>
      {isCheckoutEnabled && <ManageSubscriptionButton />}
    </div>
  );
}

/**
 * A plan's call to action: sign in first (also what the cached HTML holds), then subscribe;
 * nothing once subscribed. The checkout nonce is made in the browser, one per page view. Both
 * carry the post the reader came from (`?next=`), so they land back on it.
 */
export function PlanAction({ plan, planName }: { plan: PaidPlan; planName: string }) {
  const { status } = useSession();
  const hasSubscription = useHasSubscription();
  const next = usePageNextPath();
  const [nonce] = useState(() => (typeof crypto === "undefined" ? "" : crypto.randomUUID()));
  if (status === "authenticated") {
    return hasSubscription === false ? <CheckoutButton plan={plan} planName={planName} nonce={nonce} next={next} /> : null;
  }
  return (
    <Link
      href={signInPath(pricingPath(next))}
      className="block w-full rounded-md bg-zinc-900 px-4 py-2 text-center font-medium text-white hover:bg-zinc-700 dark:bg-zinc-100 dark:text-zinc-900"
    >
      Sign in to subscribe
    </Link>
  );
}
