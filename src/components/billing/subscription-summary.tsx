import Link from "next/link";
import { getSubscriptionSummary, type SubscriptionSummary as Summary } from "@/server/billing/get-subscription-summary";
import { ManageSubscriptionButton } from "./manage-subscription-button";

const formatDate = (date: Date) => new Intl.DateTimeFormat("en", { dateStyle: "long", timeZone: "UTC" }).format(date);

const planNames: Record<NonNullable<Summary["plan"]>, string> = { monthly: "Monthly plan", yearly: "Yearly plan", complimentary: "Complimentary subscription" };

/** The sentence a reader sees about their subscription. */
export function describeSubscriptionSummary(summary: Summary): { headline: string; detail: string | null } {
  const plan = summary.plan ? planNames[summary.plan] : "";
  const date = summary.date ? formatDate(summary.date) : null;
  switch (summary.state) {
    case "none":
      return { headline: "No subscription", detail: "Subscribe to search every post." };
    case "active":
      return { headline: `Active — ${plan}`, detail: summary.source === "complimentary" ? "No end date." : date ? `Renews on ${date}.` : null };
    case "ending":
      return { headline: `Active — ${plan}`, detail: date ? `Ends on ${date}.` : null };
    case "trialing":
      return { headline: `Free trial — ${plan}`, detail: date ? `Trial ends on ${date}.` : null };
    case "payment_failed":
      return { headline: "Payment failed", detail: "Update your card to keep your subscription." };
    case "incomplete":
      return { headline: "Payment not completed", detail: "Your checkout did not go through; you have not been charged." };
    case "ended":
      return { headline: "No active subscription", detail: date ? `Your subscription ended on ${date}.` : "Your subscription has ended." };
  }
}

/** The subscription section of the account page: state in words, and what to do next. */
export async function SubscriptionSummary({ userId }: { userId: string }) {
  const summary = await getSubscriptionSummary(userId);
  const { headline, detail } = describeSubscriptionSummary(summary);
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
        {summary.canManage && summary.source !== "complimentary" && <ManageSubscriptionButton urgent={summary.state === "payment_failed"} />}
        {!isEntitled && (
          <Link href="/pricing" className="rounded-md bg-zinc-900 px-3 py-1.5 text-sm font-medium text-white hover:bg-zinc-700 dark:bg-zinc-100 dark:text-zinc-900">
            See plans
          </Link>
        )}
      </div>
    </section>
  );
}
