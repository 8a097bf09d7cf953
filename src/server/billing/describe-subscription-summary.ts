import type { SubscriptionSummary as Summary } from "./get-subscription-summary";

const formatDate = (date: Date) => new Intl.DateTimeFormat("en", { dateStyle: "long", timeZone: "UTC" }).format(date);

const planNames: Record<NonNullable<Summary["plan"]>, string> = {
  monthly: "Monthly plan",
  yearly: "Yearly plan",
  complimentary: "Complimentary subscription",
};

/** The words a reader sees about their subscription (pure, so every state is tested). */
export function describeSubscriptionSummary(summary: Summary): { headline: string; detail: string | null } {
  const plan = summary.plan ? planNames[summary.plan] : "";
  const date = summary.date ? formatDate(summary.date) : null;
  switch (summary.state) {
    case "none":
      return { headline: "No subscription", detail: "Subscribe to search every post." };
    case "active":
      return {
        headline: `Active — ${plan}`,
        detail: summary.source === "complimentary" ? "No end date." : date ? `Renews on ${date}.` : null,
      };
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
