import type { ReactNode } from "react";
import { formatPlanPrice } from "@/lib/format-plan-price";
import type { PricingPlan } from "@/server/billing/get-pricing-plans";

/** One plan: name, price, what it gives, and a call to action chosen by the page. */
export function PlanCard({ plan, children }: { plan: PricingPlan; children: ReactNode }) {
  return (
    <article aria-labelledby={`plan-${plan.id}`} className="flex flex-col rounded-lg border border-zinc-200 p-6 dark:border-zinc-800">
      <h2 id={`plan-${plan.id}`} className="text-xl font-semibold">
        {plan.name}
      </h2>
      <p className="mt-2">
        <span className="text-3xl font-bold">{formatPlanPrice(plan)}</span>
        <span className="text-zinc-600 dark:text-zinc-400">
          {" "}
          {plan.currency.toUpperCase()} / {plan.interval}
        </span>
      </p>
      <ul className="mt-4 flex-1 list-disc space-y-1 pl-5 text-sm">
        {plan.benefits.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
      <div className="mt-6">{children}</div>
    </article>
  );
}
