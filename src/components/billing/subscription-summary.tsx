import Link from "next/link";
import type { SubscriptionSummary as Summary } from "@/server/billing/get-subscription-summary";
import { ManageSubscriptionButton } from "./manage-subscription-button";

/** The subscription section of the account page: state in words, and what to do next. */
export function SubscriptionSummary({ summary, headline, detail }: { summary: Summary; headline: string; detail: string | null }) {
  const isEntitled = summary.state === "active" || summary.state === "ending" || summary.state === "trialing";
  return (
    <section aria-labelledby="subscription-heading" className="rounded-lg border border-zinc-200 p-4 dark:border-zinc-800">
      <h2 id="subscription-heading" className="text-lg font-semibold">
        Subscription
      </h2>
      <p className="mt-2 font-medium" data-testid="subscription-state">
        {headline}
      </p>
      {detail && <p className="text-sm text-zinc-600 dark:text-zinc-400">{detail}</p>}
      <div className="mt-3 flex flex-wrap gap-3">
        {summary.canManage && summary.source !== "complimentary" && (
          <ManageSubscriptionButton urgent={summary.state === "payment_failed"} />
        )}
        {!isEntitled && (
          <Link
            href="/pricing"
            className="rounded-md bg-zinc-900 px-3 py-1.5 text-sm font-medium text-white hover:bg-zinc-700 dark:bg-zinc-100 dark:text-zinc-900"
          >
            See plans
          </Link>
        )}
      </div>
    </section>
  );
}
