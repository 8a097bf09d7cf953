import { describe, expect, it } from "vitest";
import { complimentaryActionFor, describeMemberSubscription } from "@/server/billing/describe-member-subscription";

const date = new Date("2026-07-03T10:00:00Z");

describe("what the members pages say about a member's subscription", () => {
  it("speak about the member, not to them", () => {
    expect(describeMemberSubscription({ state: "ended", plan: "complimentary", source: "complimentary", date })).toEqual({
      short: "Ended",
      headline: "No active subscription",
      detail: "Subscription ended on July 3, 2026.",
    });
    expect(describeMemberSubscription({ state: "none", plan: null, source: null, date: null }).detail).toBeNull();
    expect(describeMemberSubscription({ state: "payment_failed", plan: "monthly", source: "stripe", date }).detail).not.toMatch(
      /\byour\b/i,
    );
    expect(describeMemberSubscription({ state: "active", plan: "yearly", source: "stripe", date }).short).toBe("Active (Yearly plan)");
  });

  it("offer only the complimentary action that applies", () => {
    expect(complimentaryActionFor({ state: "none", plan: null, source: null, date: null })).toBe("grant");
    expect(complimentaryActionFor({ state: "ended", plan: "complimentary", source: "complimentary", date })).toBe("grant");
    expect(complimentaryActionFor({ state: "active", plan: "complimentary", source: "complimentary", date: null })).toBe("revoke");
    expect(complimentaryActionFor({ state: "ending", plan: "complimentary", source: "complimentary", date })).toBe("revoke");
    expect(complimentaryActionFor({ state: "active", plan: "monthly", source: "stripe", date })).toBe("none");
  });
});
