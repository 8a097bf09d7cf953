import type { Metadata } from "next";
import { Suspense } from "react";
import { PlanCard } from "@/components/billing/plan-card";
import { RequestSubscriptionForm } from "@/components/membership/request-subscription-form";
import { formatPlanPrice } from "@/lib/format-plan-price";
import { signInPath } from "@/lib/auth-gate";
import { PlanAction, PricingNotices, SubscribedNotice } from "@/components/billing/pricing-reader-state";
import { getPricingPlans } from "@/server/billing/get-pricing-plans";
import { getEnv } from "@/server/env";
import { readSubscriptionIncludes } from "@/server/posts/read-public-pages";
import { readSiteSettings } from "@/server/settings/read-site-settings";

export const pricingMetadata: Metadata = { title: "Pricing", description: "The plans, and what a subscription includes." };

/**
 * The plans, the same for everyone and served from the route cache; whether the reader is
 * signed in or subscribed, and the notices of the query string, are filled in by the browser.
 */
export async function PricingView() {
  const [{ plans, isCheckoutEnabled }, { siteName }, includes] = await Promise.all([
    getPricingPlans(),
    readSiteSettings(),
    readSubscriptionIncludes(),
  ]);
  const env = getEnv();

  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold">Subscribe to {siteName}</h1>
      <p className="mt-2 text-zinc-600 dark:text-zinc-400">{includes.lead}</p>

      <Suspense fallback={null}>
        <PricingNotices />
      </Suspense>
      <SubscribedNotice isCheckoutEnabled={isCheckoutEnabled} />
      {!isCheckoutEnabled && (
        <div
          className="mt-6 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm dark:border-amber-800 dark:bg-amber-950"
          data-testid="billing-disabled"
        >
          <p className="font-medium">Online payment is not enabled on this site.</p>
          <p className="mt-1">
            Request a subscription below: the editors are told at once and answer by email
            {env.CONTACT_EMAIL ? (
              <>
                {" "}
                (or write to{" "}
                <a href={`mailto:${env.CONTACT_EMAIL}`} className="underline">
                  {env.CONTACT_EMAIL}
                </a>
                )
              </>
            ) : null}
            .
          </p>
          <RequestSubscriptionForm
            plans={plans.map((plan) => ({ id: plan.id, label: `${plan.name} — ${formatPlanPrice(plan)} a ${plan.interval}` }))}
            signInHref={signInPath("/pricing")}
          />
        </div>
      )}

      <div className="mt-8 grid gap-6 sm:grid-cols-2">
        {plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan}>
            {isCheckoutEnabled ? <PlanAction plan={plan.id} planName={plan.name} /> : null}
          </PlanCard>
        ))}
      </div>

      <section id="includes" aria-labelledby="includes-heading" className="mt-10 scroll-mt-20">
        <h2 id="includes-heading" className="text-xl font-semibold">
          What a subscription includes
        </h2>
        <ul className="mt-3 list-disc space-y-1 pl-5" data-testid="subscription-includes">
          {includes.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        {includes.freeNote ? <p className="mt-3 text-sm text-zinc-600 dark:text-zinc-400">{includes.freeNote}</p> : null}
      </section>
    </main>
  );
}
