import { describe, expect, it } from "vitest";
import { describeSubscriptionIncludes, type SubscriptionFacts } from "@/lib/subscription-includes";

const nothingGated: SubscriptionFacts = {
  paidPosts: 0,
  membersPosts: 0,
  archivePaidAfterDays: null,
  meterLimit: 0,
  giftLinksPerMonth: 0,
  maxSavedSearches: 20,
};

describe("describeSubscriptionIncludes", () => {
  it("offers search and alerts only when nothing is paid", () => {
    expect(describeSubscriptionIncludes(nothingGated)).toEqual({
      lead: "Every post is free to read. A subscription adds instant search over every post.",
      items: ["Instant search over every post", "Saved searches (up to 20) with an email when a new post matches"],
      freeNote: null,
    });
  });

  it("counts the paid and members posts, the archive, gift links and the meter as configured", () => {
    const includes = describeSubscriptionIncludes({
      ...nothingGated,
      paidPosts: 12,
      membersPosts: 3,
      archivePaidAfterDays: 30,
      meterLimit: 3,
      giftLinksPerMonth: 5,
    });
    expect(includes.lead).toBe("A subscription opens every paid post and adds instant search over all of them.");
    expect(includes.items).toEqual([
      "All 12 paid posts, and every new one",
      "The archive: every post once it is 30 days old",
      "The 3 members-only posts (free with an account too)",
      "Instant search over every post",
      "Saved searches (up to 20) with an email when a new post matches",
      "5 gift links a month to share a paid post in full with anyone",
    ]);
    expect(includes.freeNote).toBe("Without a subscription, a free account reads 3 paid posts a month in full.");
  });

  it("speaks of one post, one day, one gift link in the singular", () => {
    const includes = describeSubscriptionIncludes({
      ...nothingGated,
      paidPosts: 1,
      membersPosts: 1,
      archivePaidAfterDays: 1,
      meterLimit: 1,
      giftLinksPerMonth: 1,
    });
    expect(includes.items).toContain("The paid post, and every new one");
    expect(includes.items).toContain("The members-only post (free with an account too)");
    expect(includes.items).toContain("The archive: every post once it is 1 day old");
    expect(includes.items).toContain("1 gift link a month to share a paid post in full with anyone");
    expect(includes.freeNote).toBe("Without a subscription, a free account reads 1 paid post a month in full.");
  });

  it("says nothing of a meter when no post is paid", () => {
    expect(describeSubscriptionIncludes({ ...nothingGated, meterLimit: 3 }).freeNote).toBeNull();
  });
});
