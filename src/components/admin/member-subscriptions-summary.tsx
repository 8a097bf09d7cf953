import { describeMemberSubscription } from "@/server/billing/describe-member-subscription";
import type { SubscriptionSummary } from "@/server/billing/get-subscription-summary";

/** The member's subscription, told to the admin (the member reads their own words on the account page). */
export function MemberSubscriptionsSummary({ summary }: { summary: SubscriptionSummary }) {
  const { headline, detail } = describeMemberSubscription(summary);
  return (
    <div className="text-sm">
      <p className="font-medium" data-testid="member-subscription-state">
        {headline}
      </p>
      {detail ? <p className="text-zinc-600 dark:text-zinc-400">{detail}</p> : null}
    </div>
  );
}
