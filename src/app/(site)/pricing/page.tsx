import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { CheckoutButton } from "@/components/billing/checkout-button";
import { ManageSubscriptionButton } from "@/components/billing/manage-subscription-button";
import { PlanCard } from "@/components/billing/plan-card";
import { getSession } from "@/server/auth/session";
import { getEntitlements } from "@/server/billing/get-entitlements";
import { getPricingPlans } from "@/server/billing/get-pricing-plans";
import { getEnv } from "@/server/env";
import { readSiteSettings } from "@/server/settings/read-site-settings";
import { signInPath } from "@/server/auth/gate";

export const metadata: Metadata = { title: "Pricing", description: "Subscribe to search every post." };

type PricingPageProps = { searchParams: Promise<{ checkout?: string; error?: string }> };

export default async function PricingPage({ searchParams }: PricingPageProps) {
  await connection();
  const [{ checkout, error }, session, { plans, isCheckoutEnabled }] = await Promise.all([searchParams, getSession(), getPricingPlans()]);
  const env = getEnv();
  const { siteName } = await readSiteSettings();
  const isSubscribed = session ? (await getEntitlements(session.user.id)).hasSubscription : false;
  const signInHref = signInPath("/pricing");

  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold">Subscribe to {siteName}</h1>
      <p className="mt-2 text-zinc-600 dark:text-zinc-400">
        Every post stays free to read. A subscription adds instant search over every post.
      </p>

      {checkout === "canceled" && (
        <p role="status" className="mt-4 rounded-md bg-zinc-100 p-3 text-sm dark:bg-zinc-900">
          Checkout canceled — you have not been charged.
        </p>
      )}
      {error && (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
          {error.slice(0, 200)}
        </p>
      )}
      {isSubscribed && (
        <div
          role="status"
          className="mt-6 flex flex-wrap items-center gap-4 rounded-md border border-green-300 bg-green-50 p-4 dark:border-green-800 dark:bg-green-950"
        >
          <p className="font-medium">You&apos;re subscribed. Thank you!</p>
          <Link href="/account" className="text-sm underline">
            See your subscription
          </Link>
          {isCheckoutEnabled && <ManageSubscriptionButton />}
        </div>
      )}
      {!isCheckoutEnabled && (
        <div
          className="mt-6 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm dark:border-amber-800 dark:bg-amber-950"
          data-testid="billing-disabled"
        >
          <p className="font-medium">Online payment is not enabled on this site.</p>
          <p className="mt-1">
            To get access, ask the editors for a subscription
            {env.CONTACT_EMAIL ? (
              <>
                {" "}
                at{" "}
                <a href={`mailto:${env.CONTACT_EMAIL}`} className="underline">
                  {env.CONTACT_EMAIL}
                </a>
              </>
            ) : null}
            .
          </p>
        </div>
      )}

      <div className="mt-8 grid gap-6 sm:grid-cols-2">
        {plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan}>
            {!isCheckoutEnabled || isSubscribed ? null : session ? (
              <CheckoutButton plan={plan.id} planName={plan.name} />
            ) : (
              <Link
                href={signInHref}
                className="block w-full rounded-md bg-zinc-900 px-4 py-2 text-center font-medium text-white hover:bg-zinc-700 dark:bg-zinc-100 dark:text-zinc-900"
              >
                Sign in to subscribe
              </Link>
            )}
          </PlanCard>
        ))}
      </div>
    </main>
  );
}
