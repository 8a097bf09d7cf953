import { describeSubscriptionSummary } from "@/server/billing/describe-subscription-summary";
import { getSubscriptionSummary } from "@/server/billing/get-subscription-summary";

/** The member's subscription in the same words the member sees on their account page. */
export async function MemberSubscriptionsSummary({ userId }: { userId: string }) {
  const summary = await getSubscriptionSummary(userId);
  const { headline, detail } = describeSubscriptionSummary(summary);
  return (
    <div className="text-sm">
      <p className="font-medium" data-testid="member-subscription-state">
        {headline}
      </p>
      {detail ? <p className="text-zinc-600 dark:text-zinc-400">{detail}</p> : null}
    </div>
  );
}
