import { describe, expect, it } from "vitest";
import { describeSubscriptionSummary } from "@/server/billing/describe-subscription-summary";
import type { SubscriptionSummary } from "@/server/billing/get-subscription-summary";

const date = new Date("2026-07-03T10:00:00Z");
const summary = (overrides: Partial<SubscriptionSummary>): SubscriptionSummary => ({
  state: "none",
  plan: null,
  source: null,
  date: null,
  canManage: false,
  ...overrides,
});

describe("what the account page says about a subscription", () => {
  it.each<[string, Partial<SubscriptionSummary>, string, string | null]>([
    ["no subscription", {}, "No subscription", "Subscribe to search every post."],
    [
      "a renewing monthly plan",
      { state: "active", plan: "monthly", source: "stripe", date },
      "Active — Monthly plan",
      "Renews on July 3, 2026.",
    ],
    [
      "a yearly plan canceled at period end",
      { state: "ending", plan: "yearly", source: "stripe", date },
      "Active — Yearly plan",
      "Ends on July 3, 2026.",
    ],
    [
      "a complimentary one without end",
      { state: "active", plan: "complimentary", source: "complimentary" },
      "Active — Complimentary subscription",
      "No end date.",
    ],
    [
      "a complimentary one with an end",
      { state: "ending", plan: "complimentary", source: "complimentary", date },
      "Active — Complimentary subscription",
      "Ends on July 3, 2026.",
    ],
    ["a trial", { state: "trialing", plan: "monthly", source: "stripe", date }, "Free trial — Monthly plan", "Trial ends on July 3, 2026."],
    [
      "a failed payment",
      { state: "payment_failed", plan: "monthly", source: "stripe", date },
      "Payment failed",
      "Update your card to keep your subscription.",
    ],
    [
      "an unfinished checkout",
      { state: "incomplete", plan: "monthly", source: "stripe" },
      "Payment not completed",
      "Your checkout did not go through; you have not been charged.",
    ],
    [
      "an ended one",
      { state: "ended", plan: "monthly", source: "stripe", date },
      "No active subscription",
      "Your subscription ended on July 3, 2026.",
    ],
  ])("%s", (_name, overrides, headline, detail) => {
    expect(describeSubscriptionSummary(summary(overrides))).toEqual({ headline, detail });
  });
});
