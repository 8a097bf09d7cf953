import { describe, expect, it } from "vitest";
import { canEdit } from "@/server/auth/permissions";
import { canSearch, hasActiveSubscription, isSubscriptionActive, type SubscriptionFacts } from "@/server/billing/entitlements";
import { subscriptionStatuses, type SubscriptionStatus } from "@/server/db/schema/billing";

const now = new Date("2026-06-15T12:00:00.000Z");
const before = new Date(now.getTime() - 1);
const after = new Date(now.getTime() + 1);
const stripe = (status: SubscriptionStatus, currentPeriodEnd: Date | null): SubscriptionFacts => ({
  source: "stripe",
  status,
  currentPeriodEnd,
});
const complimentary = (status: SubscriptionStatus, currentPeriodEnd: Date | null): SubscriptionFacts => ({
  source: "complimentary",
  status,
  currentPeriodEnd,
});

describe("hasActiveSubscription: a Stripe subscription", () => {
  const entitled: Record<SubscriptionStatus, boolean> = {
    active: true,
    trialing: true,
    past_due: false,
    canceled: false,
    incomplete: false,
    unpaid: false,
  };
  it.each(subscriptionStatuses)("%s with its period running entitles only if active or trialing", (status) => {
    expect(hasActiveSubscription([stripe(status, after)], now)).toBe(entitled[status]);
  });
  it.each(subscriptionStatuses)("%s whose period ended a millisecond ago does not entitle", (status) => {
    expect(hasActiveSubscription([stripe(status, before)], now)).toBe(false);
  });
  it.each(subscriptionStatuses)("%s whose period ends exactly now does not entitle", (status) => {
    expect(hasActiveSubscription([stripe(status, now)], now)).toBe(false);
  });
  it.each(subscriptionStatuses)("%s with no known period end does not entitle", (status) => {
    expect(hasActiveSubscription([stripe(status, null)], now)).toBe(false);
  });
  it("active and canceled at period end still entitles until that end", () => {
    expect(isSubscriptionActive({ ...stripe("active", after) }, now)).toBe(true);
  });
});

describe("hasActiveSubscription: a complimentary subscription", () => {
  it("active with no end date entitles", () => expect(hasActiveSubscription([complimentary("active", null)], now)).toBe(true));
  it("active until later entitles", () => expect(hasActiveSubscription([complimentary("active", after)], now)).toBe(true));
  it("active until exactly now does not", () => expect(hasActiveSubscription([complimentary("active", now)], now)).toBe(false));
  it("active until a millisecond ago does not", () => expect(hasActiveSubscription([complimentary("active", before)], now)).toBe(false));
  it.each(subscriptionStatuses.filter((status) => status !== "active"))(
    "%s (revoked or otherwise) does not, even without an end",
    (status) => {
      expect(hasActiveSubscription([complimentary(status, null)], now)).toBe(false);
      expect(hasActiveSubscription([complimentary(status, after)], now)).toBe(false);
    },
  );
});

describe("hasActiveSubscription: several subscriptions", () => {
  it("none at all does not entitle", () => expect(hasActiveSubscription([], now)).toBe(false));
  it("one entitling among lapsed ones entitles", () => {
    expect(hasActiveSubscription([stripe("canceled", before), stripe("past_due", after), complimentary("active", after)], now)).toBe(true);
  });
  it("only lapsed ones do not", () => {
    expect(hasActiveSubscription([stripe("canceled", after), stripe("active", before), complimentary("canceled", null)], now)).toBe(false);
  });
});

describe("canEdit and canSearch", () => {
  it.each([
    ["reader", false],
    ["editor", true],
    ["owner", true],
  ] as const)("a %s can edit: %s", (role, expected) => expect(canEdit({ role })).toBe(expected));
  it("nobody signed in can neither edit nor search", () => {
    expect(canEdit(null)).toBe(false);
    expect(canSearch(null)).toBe(false);
  });
  it.each([
    ["reader", false, false],
    ["reader", true, true],
    ["editor", false, true],
    ["owner", false, true],
  ] as const)("a %s with subscription=%s can search: %s", (role, hasSubscription, expected) => {
    expect(canSearch({ role, hasSubscription })).toBe(expected);
  });
});
