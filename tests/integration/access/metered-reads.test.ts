import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, databaseTargets } from "../../support/db";
import { createPost, createUser } from "@/server/seed/factories";
import type { DatabaseHandle } from "@/server/db/open";
import { decideReading } from "@/lib/decide-reading";
import { claimMeteredRead } from "@/server/access/claim-metered-read";
import { getMeterFacts } from "@/server/access/get-meter-facts";

describe.each(databaseTargets)("the metered paywall on %s", (target) => {
  let handle: DatabaseHandle;
  let authorId: string;
  let postIds: string[];
  const now = new Date("2026-11-27T12:00:00Z");

  beforeAll(async () => {
    handle = await createTestDatabase(target);
    authorId = (await createUser(handle.db, { role: "editor" })).id;
    postIds = [];
    for (let i = 0; i < 12; i += 1) postIds.push((await createPost(handle.db, { authorId, access: "paid", status: "published" })).id);
  });
  afterAll(() => handle.close());

  const newMember = async () => (await createUser(handle.db, { role: "reader" })).id;

  it("counts each paid post once a month, stops at the limit, and starts again next month (UTC)", async () => {
    const userId = await newMember();
    const [a, b, c] = postIds as [string, string, string];
    expect(await getMeterFacts({ userId, postId: a, now })).toEqual({ used: 0, hasReadThisPost: false });
    expect(await claimMeteredRead({ userId, postId: a, limit: 2, now })).toEqual({ used: 1, hasReadThisPost: true });
    expect(await claimMeteredRead({ userId, postId: a, limit: 2, now })).toEqual({ used: 1, hasReadThisPost: true });
    expect(await claimMeteredRead({ userId, postId: b, limit: 2, now })).toEqual({ used: 2, hasReadThisPost: true });
    expect(await claimMeteredRead({ userId, postId: c, limit: 2, now })).toEqual({ used: 2, hasReadThisPost: false });
    // Read again at the limit: still theirs this month.
    expect(await claimMeteredRead({ userId, postId: a, limit: 2, now })).toEqual({ used: 2, hasReadThisPost: true });
    expect(await getMeterFacts({ userId, postId: c, now })).toEqual({ used: 2, hasReadThisPost: false });
    // The month turns at midnight UTC.
    const lastInstant = new Date("2026-11-30T23:59:59.999Z");
    expect(await claimMeteredRead({ userId, postId: c, limit: 2, now: lastInstant })).toMatchObject({ hasReadThisPost: false });
    const december = new Date("2026-12-01T00:00:00Z");
    expect(await claimMeteredRead({ userId, postId: c, limit: 2, now: december })).toEqual({ used: 1, hasReadThisPost: true });
  });

  it("with the meter off (limit 0) nothing is claimed", async () => {
    const userId = await newMember();
    expect(await claimMeteredRead({ userId, postId: postIds[0]!, limit: 0, now })).toEqual({ used: 0, hasReadThisPost: false });
    expect(await getMeterFacts({ userId, postId: postIds[0]!, now })).toEqual({ used: 0, hasReadThisPost: false });
  });

  it("concurrent reads of different posts cannot push past the limit, and concurrent reads of one post count once", async () => {
    const userId = await newMember();
    const limit = 3;
    const results = await Promise.all(postIds.map((postId) => claimMeteredRead({ userId, postId, limit, now })));
    expect(results.filter((facts) => facts.hasReadThisPost)).toHaveLength(limit);
    expect(results.every((facts) => facts.used <= limit)).toBe(true);
    const read = postIds.filter((_, index) => results[index]!.hasReadThisPost);
    for (const postId of postIds) {
      expect((await getMeterFacts({ userId, postId, now })).hasReadThisPost).toBe(read.includes(postId));
    }

    const other = await newMember();
    const same = await Promise.all(Array.from({ length: 8 }, () => claimMeteredRead({ userId: other, postId: postIds[0]!, limit, now })));
    expect(same.every((facts) => facts.hasReadThisPost)).toBe(true);
    expect(await getMeterFacts({ userId: other, postId: postIds[1]!, now })).toEqual({ used: 1, hasReadThisPost: false });
  });

  it("decided again with the claim's facts: the read past the limit gets the preview with the count", async () => {
    const userId = await newMember();
    const policy = { meterLimit: 1, archivePaidAfterDays: null };
    const reader = { kind: "member", role: "reader", subscription: "none" } as const;
    const post = { access: "paid", publishedAt: now } as const;
    const read = async (postId: string) => {
      const first = decideReading({ post, reader, policy, meter: await getMeterFacts({ userId, postId, now }), now });
      if (!first.isFull || first.reason !== "metered" || !first.meter?.isNewRead) return first;
      const meter = await claimMeteredRead({ userId, postId, limit: policy.meterLimit, now });
      return decideReading({ post, reader, policy, meter, now });
    };
    expect(await read(postIds[0]!)).toMatchObject({ isFull: true, reason: "metered", meter: { used: 1, limit: 1, isNewRead: false } });
    expect(await read(postIds[1]!)).toMatchObject({ isFull: false, reason: "meter-used-up", meter: { used: 1, limit: 1 } });
    expect(await read(postIds[0]!)).toMatchObject({ isFull: true, reason: "metered" });
  });
});
