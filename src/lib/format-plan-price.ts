/** A plan's price as readers see it: the amount is in the currency's smallest unit (cents). */
export function formatPlanPrice(plan: { amount: number; currency: string }): string {
  return new Intl.NumberFormat("en", { style: "currency", currency: plan.currency.toUpperCase() }).format(plan.amount / 100);
}
