import { describe, expect, it } from "vitest";
import { decideReading, effectiveAccess, type ReaderFacts, type ReadingInput, type ReadingPolicy } from "@/lib/decide-reading";
import { postAccessLevels } from "@/lib/post-access";
import { userRoles } from "@/lib/roles";
import { subscriptionStanding } from "@/server/billing/entitlements";

const now = new Date("2026-11-27T12:00:00.000Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
const noMeter: ReadingPolicy = { archivePaidAfterDays: null, meterLimit: 0 };
const meterOf3: ReadingPolicy = { archivePaidAfterDays: null, meterLimit: 3 };
const anonymous: ReaderFacts = { kind: "anonymous" };
const member = (subscription: "active" | "lapsed" | "none", role: "reader" | "editor" | "owner" = "reader"): ReaderFacts => ({
  kind: "member",
  role,
  subscription,
});
const read = (input: Partial<ReadingInput> & Pick<ReadingInput, "reader">) =>
  decideReading({ post: { access: "paid", publishedAt: daysAgo(1) }, policy: noMeter, now, ...input });

describe("decideReading: who reads a post in full", () => {
  it("everyone reads a public post", () => {
    expect(read({ post: { access: "public", publishedAt: daysAgo(1) }, reader: anonymous })).toMatchObject({
      isFull: true,
      reason: "public",
    });
  });
  it("an anonymous visitor gets a members post's preview and is asked to sign in", () => {
    expect(read({ post: { access: "members", publishedAt: null }, reader: anonymous })).toEqual({
      isFull: false,
      access: "members",
      reason: "members-only",
      action: "sign-in",
      meter: null,
      isGiftInvalid: false,
    });
  });
  it("any signed-in member reads a members post, with or without a subscription", () => {
    for (const standing of ["none", "lapsed", "active"] as const) {
      expect(read({ post: { access: "members", publishedAt: null }, reader: member(standing) })).toMatchObject({
        isFull: true,
        reason: "member",
      });
    }
  });
  it("an anonymous visitor gets a paid post's preview and is asked to subscribe", () => {
    expect(read({ reader: anonymous })).toMatchObject({ isFull: false, reason: "anonymous", action: "subscribe" });
  });
  it("a free member is asked to upgrade, a lapsed subscriber to renew", () => {
    expect(read({ reader: member("none") })).toMatchObject({ isFull: false, reason: "needs-upgrade", action: "upgrade", meter: null });
    expect(read({ reader: member("lapsed") })).toMatchObject({ isFull: false, reason: "lapsed", action: "renew", meter: null });
  });
  it("a subscriber reads a paid post", () => {
    expect(read({ reader: member("active") })).toMatchObject({ isFull: true, reason: "subscriber", meter: null });
  });
  it.each(["editor", "owner"] as const)("an %s reads everything, without a subscription", (role) => {
    for (const access of postAccessLevels) {
      const decision = read({ post: { access, publishedAt: daysAgo(1) }, reader: member("none", role) });
      expect(decision).toMatchObject({ isFull: true, reason: access === "public" ? "public" : "editor" });
    }
  });
});

describe("decideReading: gift links", () => {
  it("a valid gift opens a paid post for anyone", () => {
    expect(read({ reader: anonymous, gift: "valid" })).toMatchObject({ isFull: true, reason: "gift" });
    expect(read({ reader: member("none"), gift: "valid" })).toMatchObject({ isFull: true, reason: "gift" });
  });
  it("an invalid gift leaves the preview and says so", () => {
    expect(read({ reader: anonymous, gift: "invalid" })).toMatchObject({ isFull: false, reason: "anonymous", isGiftInvalid: true });
    expect(read({ reader: member("lapsed"), gift: "invalid" })).toMatchObject({ isFull: false, action: "renew", isGiftInvalid: true });
  });
  it("a subscriber with a gift reads as a subscriber (the gift is not what opened it)", () => {
    expect(read({ reader: member("active"), gift: "valid" })).toMatchObject({ isFull: true, reason: "subscriber" });
  });
  it("a gift link never spends the meter", () => {
    expect(read({ reader: member("none"), gift: "valid", policy: meterOf3 })).toMatchObject({ reason: "gift", meter: null });
  });
});

describe("decideReading: the meter", () => {
  it("a free member within the limit reads in full, as a new read to claim", () => {
    expect(read({ reader: member("none"), policy: meterOf3, meter: { used: 2, hasReadThisPost: false } })).toMatchObject({
      isFull: true,
      reason: "metered",
      meter: { used: 2, limit: 3, isNewRead: true },
    });
  });
  it("nothing looked up counts as nothing read", () => {
    expect(read({ reader: member("none"), policy: meterOf3 })).toMatchObject({ reason: "metered", meter: { used: 0, isNewRead: true } });
  });
  it("a post already read this month reads again at the limit, without counting", () => {
    expect(read({ reader: member("none"), policy: meterOf3, meter: { used: 3, hasReadThisPost: true } })).toMatchObject({
      isFull: true,
      meter: { used: 3, limit: 3, isNewRead: false },
    });
  });
  it("at the limit: the card with the count, upgrade or renew", () => {
    const used = { used: 3, hasReadThisPost: false };
    expect(read({ reader: member("none"), policy: meterOf3, meter: used })).toMatchObject({
      isFull: false,
      reason: "meter-used-up",
      action: "upgrade",
      meter: { used: 3, limit: 3 },
    });
    expect(read({ reader: member("lapsed"), policy: meterOf3, meter: used })).toMatchObject({ reason: "meter-used-up", action: "renew" });
  });
  it("anonymous readers are not metered: nothing tracks them", () => {
    expect(read({ reader: anonymous, policy: meterOf3 })).toMatchObject({ isFull: false, reason: "anonymous", meter: null });
  });
  it("subscribers and members posts never touch the meter", () => {
    expect(read({ reader: member("active"), policy: meterOf3 }).meter).toBeNull();
    expect(read({ reader: member("none"), policy: meterOf3, post: { access: "members", publishedAt: null } }).meter).toBeNull();
  });
});

describe("effectiveAccess: the archive that becomes paid", () => {
  const archive = { archivePaidAfterDays: 30 };
  it("a public post younger than the age stays public; at the age it is paid", () => {
    expect(effectiveAccess({ access: "public", publishedAt: daysAgo(29.99) }, archive, now)).toBe("public");
    expect(effectiveAccess({ access: "public", publishedAt: daysAgo(30) }, archive, now)).toBe("paid");
  });
  it("members and paid posts keep their level; off (null or 0) changes nothing", () => {
    expect(effectiveAccess({ access: "members", publishedAt: daysAgo(400) }, archive, now)).toBe("members");
    expect(effectiveAccess({ access: "public", publishedAt: daysAgo(400) }, { archivePaidAfterDays: null }, now)).toBe("public");
    expect(effectiveAccess({ access: "public", publishedAt: daysAgo(400) }, { archivePaidAfterDays: 0 }, now)).toBe("public");
  });
  it("decideReading reads an archived public post as paid", () => {
    const post = { access: "public" as const, publishedAt: daysAgo(31) };
    expect(read({ post, reader: anonymous, policy: { ...noMeter, archivePaidAfterDays: 30 } })).toMatchObject({
      isFull: false,
      access: "paid",
      reason: "anonymous",
    });
  });
});

describe("decideReading: every combination keeps the promises", () => {
  const readers: ReaderFacts[] = [
    anonymous,
    ...userRoles.flatMap((role) => (["active", "lapsed", "none"] as const).map((s) => member(s, role))),
  ];
  const combinations = postAccessLevels.flatMap((access) =>
    readers.flatMap((reader) =>
      [noMeter, meterOf3, { archivePaidAfterDays: 30, meterLimit: 1 }].flatMap((policy) =>
        [undefined, { used: 0, hasReadThisPost: false }, { used: 3, hasReadThisPost: false }, { used: 3, hasReadThisPost: true }].flatMap(
          (meter) =>
            ([undefined, "valid", "invalid"] as const).flatMap((gift) =>
              [daysAgo(1), daysAgo(90)].map((publishedAt) => ({ post: { access, publishedAt }, reader, policy, meter, gift, now })),
            ),
        ),
      ),
    ),
  );

  it.each([combinations.length])("over %i combinations", () => {
    for (const input of combinations) {
      const decision = decideReading(input);
      const access = effectiveAccess(input.post, input.policy, now);
      const isEditor = input.reader.kind === "member" && input.reader.role !== "reader";
      const isSubscriber = input.reader.kind === "member" && input.reader.subscription === "active";
      expect(decision.access).toBe(access);
      if (access === "public" || isEditor || isSubscriber || input.gift === "valid") expect(decision.isFull).toBe(true);
      if (input.reader.kind === "anonymous" && access !== "public" && input.gift !== "valid") expect(decision.isFull).toBe(false);
      if (access === "members" && input.reader.kind === "member") expect(decision.isFull).toBe(true);
      // The meter lets a new read through only below the limit, and never without one.
      if (decision.isFull && decision.reason === "metered") {
        expect(input.policy.meterLimit).toBeGreaterThan(0);
        if (decision.meter?.isNewRead) expect(input.meter?.used ?? 0).toBeLessThan(input.policy.meterLimit);
        else expect(input.meter?.hasReadThisPost).toBe(true);
      }
      if (!decision.isFull) {
        expect(decision.isGiftInvalid).toBe(input.gift === "invalid");
        const expected = input.reader.kind === "anonymous" ? (access === "members" ? "sign-in" : "subscribe") : undefined;
        if (expected) expect(decision.action).toBe(expected);
        if (input.reader.kind === "member") expect(decision.action).toBe(input.reader.subscription === "lapsed" ? "renew" : "upgrade");
      }
    }
  });
});

describe("subscriptionStanding", () => {
  const end = (days: number) => new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
  it("active when a subscription entitles now", () => {
    expect(subscriptionStanding([{ source: "stripe", status: "active", currentPeriodEnd: end(3) }], now)).toBe("active");
  });
  it("lapsed when one did: canceled or past its period, or an ended complimentary one", () => {
    expect(subscriptionStanding([{ source: "stripe", status: "canceled", currentPeriodEnd: end(-3) }], now)).toBe("lapsed");
    expect(subscriptionStanding([{ source: "stripe", status: "active", currentPeriodEnd: end(-1) }], now)).toBe("lapsed");
    expect(subscriptionStanding([{ source: "complimentary", status: "canceled", currentPeriodEnd: null }], now)).toBe("lapsed");
  });
  it("none without any, or with only a checkout never completed", () => {
    expect(subscriptionStanding([], now)).toBe("none");
    expect(subscriptionStanding([{ source: "stripe", status: "incomplete", currentPeriodEnd: null }], now)).toBe("none");
  });
});
