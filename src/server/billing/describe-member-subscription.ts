import type { SubscriptionSummary as Summary } from "./get-subscription-summary";

const formatDate = (date: Date) => new Intl.DateTimeFormat("en", { dateStyle: "long", timeZone: "UTC" }).format(date);

const planNames: Record<NonNullable<Summary["plan"]>, string> = {
  monthly: "Monthly plan",
  yearly: "Yearly plan",
  complimentary: "Complimentary",
};

type MemberSubscription = Pick<Summary, "state" | "plan" | "source" | "date">;

/**
 * A member's subscription in the words an admin reads on the members pages and in the export
 * (about the member, not to them; pure, so every state is tested). `short` is the list's column.
 */
export function describeMemberSubscription(summary: MemberSubscription): { short: string; headline: string; detail: string | null } {
  const plan = summary.plan ? planNames[summary.plan] : "";
  const date = summary.date ? formatDate(summary.date) : null;
  switch (summary.state) {
    case "none":
      return { short: "None", headline: "No subscription", detail: null };
    case "active":
      return {
        short: `Active (${plan})`,
        headline: `Active — ${plan}`,
        detail: summary.source === "complimentary" ? "Complimentary, with no end date." : date ? `Renews on ${date}.` : null,
      };
    case "ending":
      return { short: `Ending (${plan})`, headline: `Active — ${plan}`, detail: date ? `Ends on ${date}.` : null };
    case "trialing":
      return { short: `Trial (${plan})`, headline: `Free trial — ${plan}`, detail: date ? `Trial ends on ${date}.` : null };
    case "payment_failed":
      return { short: "Payment failed", headline: "Payment failed", detail: "Their last payment did not go through; Stripe retries it." };
    case "incomplete":
      return {
        short: "Checkout not completed",
        headline: "Payment not completed",
        detail: "Their checkout did not go through; they were not charged.",
      };
    case "ended":
      return {
        short: "Ended",
        headline: "No active subscription",
        detail: date ? `Subscription ended on ${date}.` : "Their subscription has ended.",
      };
  }
}

/** Which complimentary action applies: grant to a member without an active subscription, revoke an active complimentary one. */
export function complimentaryActionFor(summary: MemberSubscription): "grant" | "revoke" | "none" {
  const isActive = summary.state === "active" || summary.state === "ending" || summary.state === "trialing";
  if (!isActive) return "grant";
  return summary.source === "complimentary" ? "revoke" : "none";
}
