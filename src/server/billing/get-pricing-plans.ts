import "server-only";
import { getEnv } from "@/server/env";
import { readSiteSettings } from "@/server/settings/read-site-settings";

export type PaidPlan = "monthly" | "yearly";

export type PricingPlan = {
  id: PaidPlan;
  name: string;
  /** In the smallest unit of the currency (cents). */
  amount: number;
  currency: string;
  interval: "month" | "year";
  benefits: string[];
};

export type PricingPlans = { plans: PricingPlan[]; isCheckoutEnabled: boolean };

// What every plan gives is listed once under the plans ("What a subscription includes").
const defaultBenefits = ["Everything a subscription includes (below)", "Support independent writing on growth and mindset"];

/**
 * The plans shown on /pricing, named and priced by the site settings (the owner's form).
 * The amounts are for display: with Stripe on, what is charged is the configured Stripe price.
 */
export async function getPricingPlans(): Promise<PricingPlans> {
  const settings = await readSiteSettings();
  const plans: PricingPlan[] = [
    {
      id: "monthly",
      name: settings.monthlyPlanName,
      amount: settings.monthlyPriceCents,
      currency: "usd",
      interval: "month",
      benefits: defaultBenefits,
    },
    {
      id: "yearly",
      name: settings.yearlyPlanName,
      amount: settings.yearlyPriceCents,
      currency: "usd",
      interval: "year",
      benefits: [...defaultBenefits, ...monthsFree(settings.monthlyPriceCents, settings.yearlyPriceCents)],
    },
  ];
  return { plans, isCheckoutEnabled: getEnv().features.billing };
}

/** "Two months free" when the yearly price is worth it, from the prices as set (nothing when it is not). */
function monthsFree(monthlyCents: number, yearlyCents: number): string[] {
  if (monthlyCents <= 0) return [];
  const months = Math.floor((12 * monthlyCents - yearlyCents) / monthlyCents);
  if (months < 1) return [];
  const words = ["One month", "Two months", "Three months", "Four months", "Five months", "Six months"];
  return [`${words[months - 1] ?? `${months} months`} free`];
}
