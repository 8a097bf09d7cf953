"use client";

import type { FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { readAttributionTrail } from "@/lib/attribution-trail";
import type { PaidPlan } from "@/server/billing/get-pricing-plans";

/** What brought the reader (#27), read from the browser's trail as the form goes. */
function onSubmit(event: FormEvent<HTMLFormElement>) {
  const field = event.currentTarget.elements.namedItem("attribution");
  if (field instanceof HTMLInputElement) field.value = readAttributionTrail() ?? "";
}

/**
 * A plain form post to the checkout endpoint (303 to Stripe Checkout). The nonce is made
 * once per page view (in the browser: the pricing page is cached): a double submit carries the
 * same one, so the server asks Stripe with the same idempotency key and the reader gets one
 * checkout session. `next`: the post to come back to after paying. A native button drawn with
 * buttonClasses, not ui/Button: the paywall and the pricing page are cached reading pages, kept free of Radix code.
 */
export function CheckoutButton({ plan, planName, nonce, next }: { plan: PaidPlan; planName: string; nonce: string; next: string | null }) {
  return (
    <form action="/api/billing/checkout" method="post" onSubmit={onSubmit}>
      <input type="hidden" name="plan" value={plan} />
      <input type="hidden" name="nonce" value={nonce} />
      {next ? <input type="hidden" name="next" value={next} /> : null}
      <input type="hidden" name="attribution" defaultValue="" />
      <Button type="submit" size="lg" className="w-full justify-center">
        Subscribe {planName.toLowerCase()}
      </Button>
    </form>
  );
}
