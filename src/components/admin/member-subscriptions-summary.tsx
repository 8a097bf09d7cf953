/** The member's subscription, told to the admin (the member reads their own words on the account page). */
export function MemberSubscriptionsSummary({ headline, detail }: { headline: string; detail: string | null }) {
  return (
    <div className="text-sm">
      <p className="font-medium" data-testid="member-subscription-state">
        {headline}
      </p>
      {detail ? <p className="text-zinc-600 dark:text-zinc-400">{detail}</p> : null}
    </div>
  );
}
