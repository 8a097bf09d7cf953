// PLACEHOLDER — swapped by the integrator for a component reading the subscriptions work's
// table (plan, status, source, period end) for this member. Kept to one file on purpose.
export function MemberSubscriptionsSummary(_props: { userId: string }) {
  return <p className="text-sm text-zinc-600 dark:text-zinc-400">Subscription details are not available in this build.</p>;
}
