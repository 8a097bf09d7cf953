import "server-only";
import { getEnv } from "@/server/env";

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

const defaultBenefits = ["Instant search over every post", "Support independent writing on growth and mindset"];

const defaultPlans: PricingPlan[] = [
  { id: "monthly", name: "Monthly", amount: 600, currency: "usd", interval: "month", benefits: defaultBenefits },
  { id: "yearly", name: "Yearly", amount: 6000, currency: "usd", interval: "year", benefits: [...defaultBenefits, "Two months free"] },
];

/**
 * The plans shown on /pricing. Defaults for now; the admin settings will make names,
 * prices and benefits editable behind this same function. The amounts are for display:
 * with Stripe on, what is charged is the configured Stripe price.
 */
export async function getPricingPlans(): Promise<PricingPlans> {
  return { plans: defaultPlans, isCheckoutEnabled: getEnv().features.billing };
}
