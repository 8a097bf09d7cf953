/**
 * What a subscription includes, said from what is configured and published (#26): the pricing
 * page lists it under "What a subscription includes" and the paywall card repeats it. Pure:
 * the facts are counted and read elsewhere (countGatedPosts, the access settings).
 */
export type SubscriptionFacts = {
  /** Published posts that are paid now (archived public posts included). */
  paidPosts: number;
  membersPosts: number;
  /** Public posts read as paid after this many days; null: never. */
  archivePaidAfterDays: number | null;
  /** Paid posts a free account reads in full a month; 0: no meter. */
  meterLimit: number;
  giftLinksPerMonth: number;
  maxSavedSearches: number;
};

export type SubscriptionIncludes = {
  /** The pricing page's opening sentence. */
  lead: string;
  /** One line per thing a subscription gives, in the order they are listed. */
  items: string[];
  /** What a free account reads without paying, when the meter is on. */
  freeNote: string | null;
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export function describeSubscriptionIncludes(facts: SubscriptionFacts): SubscriptionIncludes {
  const hasArchive = facts.archivePaidAfterDays !== null && facts.archivePaidAfterDays > 0;
  const hasPaid = facts.paidPosts > 0 || hasArchive;
  const items: string[] = [];
  if (facts.paidPosts > 0) {
    items.push(facts.paidPosts === 1 ? "The paid post, and every new one" : `All ${facts.paidPosts} paid posts, and every new one`);
  }
  if (hasArchive) items.push(`The archive: every post once it is ${plural(facts.archivePaidAfterDays!, "day", "days")} old`);
  if (facts.membersPosts > 0) {
    items.push(
      facts.membersPosts === 1
        ? "The members-only post (free with an account too)"
        : `The ${facts.membersPosts} members-only posts (free with an account too)`,
    );
  }
  items.push("Instant search over every post");
  items.push(`Saved searches (up to ${facts.maxSavedSearches}) with an email when a new post matches`);
  if (facts.giftLinksPerMonth > 0) {
    items.push(`${plural(facts.giftLinksPerMonth, "gift link", "gift links")} a month to share a paid post in full with anyone`);
  }
  return {
    lead: hasPaid
      ? "A subscription opens every paid post and adds instant search over all of them."
      : "Every post is free to read. A subscription adds instant search over every post.",
    items,
    freeNote:
      facts.meterLimit > 0 && hasPaid
        ? `Without a subscription, a free account reads ${plural(facts.meterLimit, "paid post", "paid posts")} a month in full.`
        : null,
  };
}
