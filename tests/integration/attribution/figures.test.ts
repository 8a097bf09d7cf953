import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getMemberOrigin } from "@/server/attribution/get-member-origin";
import { listAttributedPeople } from "@/server/attribution/list-attributed-people";
import { listMemberActivity } from "@/server/attribution/list-member-activity";
import { listPostFigures } from "@/server/attribution/list-post-figures";
import { listSourceFigures } from "@/server/attribution/list-source-figures";
import { recordMemberAttribution, recordSubscriptionAttribution } from "@/server/attribution/record-attribution";
import { recordSignIn } from "@/server/attribution/record-sign-in";
import type { Actor } from "@/server/auth/permissions";
import type { DatabaseHandle } from "@/server/db/open";
import { analyticsEvents, subscriptions, type AttributionValue, type Post } from "@/server/db/schema";
import { setEnvForTests } from "@/server/env";
import { AppError } from "@/server/errors";
import { getNewsletterStats } from "@/server/newsletter/get-newsletter-stats";
import { createPost, createUser } from "@/server/seed/factories";
import { createTestDatabase, databaseTargets } from "../../support/db";

const day = 86_400_000;

describe.each(databaseTargets)("attribution figures (%s)", (target) => {
  let handle: DatabaseHandle;
  let editor: Actor;
  let essay: Post;
  let other: Post;
  const range = { from: new Date(Date.now() - 30 * day), to: new Date(Date.now() + day) };

  const source = (post: Post, extra: Partial<AttributionValue> = {}): AttributionValue => ({
    pageKind: "post",
    pageId: post.id,
    pagePath: `/posts/${post.slug}`,
    referrerDomain: null,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    channel: "direct",
    ...extra,
  });

  async function subscribe(userId: string, plan: "monthly" | "yearly" | "complimentary", value: AttributionValue, status = "active") {
    const [row] = await handle.db
      .insert(subscriptions)
      .values({
        userId,
        plan,
        source: plan === "complimentary" ? "complimentary" : "stripe",
        status: status as "active",
        currentPeriodEnd: new Date(Date.now() + 20 * day),
      })
      .returning();
    await handle.db.transaction((tx) => recordSubscriptionAttribution(tx, { userId, subscriptionId: row!.id, value }));
    return row!;
  }

  async function views(pathname: string, count: number, extra: { referrerDomain?: string; utmSource?: string } = {}) {
    await handle.db.insert(analyticsEvents).values(
      Array.from({ length: count }, (_, index) => ({
        name: "pageview",
        pathname,
        hostname: "news.example.test",
        visitorHash: `v${index}`,
        deviceType: "desktop",
        browser: "Chrome",
        os: "Linux",
        ...extra,
      })),
    );
  }

  beforeAll(async () => {
    setEnvForTests({});
    handle = await createTestDatabase(target);
    editor = { id: (await createUser(handle.db, { role: "editor" })).id, role: "editor" };
    essay = await createPost(handle.db, { title: "On patience" });
    other = await createPost(handle.db, { title: "On habits" });
    // The essay: 5 views (3 from a forum), 3 members, of whom two subscribed (monthly $6, yearly $60 → $5/month), one canceled.
    await views(`/posts/${essay.slug}`, 3, { referrerDomain: "forum.example.org" });
    await views(`/posts/${essay.slug}`, 2, { utmSource: "mastodon" });
    await views(`/posts/${other.slug}`, 4);
    const fromForum = source(essay, { referrerDomain: "forum.example.org" });
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => createUser(handle.db)));
    await recordMemberAttribution(a!.id, fromForum);
    await recordMemberAttribution(b!.id, source(essay, { utmSource: "mastodon", channel: "newsletter", utmMedium: "email" }));
    await recordMemberAttribution(c!.id, fromForum);
    await recordMemberAttribution(d!.id, source(other, { channel: "gift" }));
    await subscribe(a!.id, "monthly", { ...fromForum, channel: "pricing" });
    await subscribe(b!.id, "yearly", source(essay, { utmSource: "mastodon", channel: "pricing" }));
    await subscribe(c!.id, "monthly", { ...fromForum, channel: "pricing" }, "canceled");
    await subscribe(d!.id, "complimentary", source(other, { channel: "pricing" }));
  });
  afterAll(async () => handle?.close());

  it("per post: views, members who joined from it, subscriptions started from it and their MRR", async () => {
    const rows = await listPostFigures({ actor: editor, range });
    expect(rows.map((row) => row.title)).toEqual(["On patience", "On habits"]);
    expect(rows[0]).toMatchObject({ postId: essay.id, views: 5, members: 3, subscriptions: 3, mrrCents: 600 + 500 });
    expect(rows[1]).toMatchObject({ postId: other.id, views: 4, members: 1, subscriptions: 1, mrrCents: 0 });
    expect(await listPostFigures({ actor: editor, range, postIds: [other.id] })).toEqual([rows[1]]);
    // Outside the range: nothing was recorded then.
    const before = { from: new Date(Date.now() - 90 * day), to: new Date(Date.now() - 60 * day) };
    expect(await listPostFigures({ actor: editor, range: before, postIds: [essay.id] })).toMatchObject([
      { views: 0, members: 0, subscriptions: 0 },
    ]);
  });

  it("per source: referrer domain, UTM source and channel", async () => {
    const referrers = await listSourceFigures({ actor: editor, range, dimension: "referrer" });
    expect(referrers.find((row) => row.key === "forum.example.org")).toEqual({
      key: "forum.example.org",
      views: 3,
      members: 2,
      subscriptions: 2,
      mrrCents: 600,
    });
    expect(referrers.find((row) => row.key === null)).toMatchObject({ members: 2, subscriptions: 2, mrrCents: 500, views: null });
    const utm = await listSourceFigures({ actor: editor, range, dimension: "utm" });
    expect(utm.find((row) => row.key === "mastodon")).toEqual({ key: "mastodon", views: 2, members: 1, subscriptions: 1, mrrCents: 500 });
    const channels = await listSourceFigures({ actor: editor, range, dimension: "channel" });
    expect(Object.fromEntries(channels.map((row) => [row.key, [row.members, row.subscriptions, row.mrrCents]]))).toEqual({
      direct: [2, 0, 0],
      newsletter: [1, 0, 0],
      gift: [1, 0, 0],
      pricing: [0, 4, 1100],
    });
  });

  it("a member's origin and activity timeline; a post's people", async () => {
    const member = await createUser(handle.db);
    await recordMemberAttribution(member.id, source(essay, { referrerDomain: "forum.example.org" }));
    await recordSignIn(member.id, "email", new Date(Date.now() - 1000));
    await subscribe(member.id, "monthly", source(essay));
    expect(await getMemberOrigin({ actor: editor, userId: member.id })).toMatchObject({
      pageLabel: "On patience",
      postId: essay.id,
      referrerDomain: "forum.example.org",
    });
    expect(await getMemberOrigin({ actor: editor, userId: editor.id })).toBeNull();
    const activity = await listMemberActivity({ actor: editor, userId: member.id });
    expect(activity.map((entry) => entry.kind).sort()).toEqual(["joined", "sign-in", "subscription"]);
    expect(activity.find((entry) => entry.kind === "sign-in")?.text).toBe("Signed in (email link)");
    const people = await listAttributedPeople({ actor: editor, pageKind: "post", pageId: essay.id });
    expect(
      people
        .filter((person) => person.userId === member.id)
        .map((person) => person.subject)
        .sort(),
    ).toEqual(["member", "subscription"]);
  });

  it("refuses a member: the figures name people and money, for editors and owners only", async () => {
    const member: Actor = { id: (await createUser(handle.db)).id, role: "reader" };
    const attempts: Record<string, () => Promise<unknown>> = {
      listPostFigures: () => listPostFigures({ actor: member, range }),
      listSourceFigures: () => listSourceFigures({ actor: member, range, dimension: "referrer" }),
      listAttributedPeople: () => listAttributedPeople({ actor: member, pageKind: "post", pageId: essay.id }),
      getMemberOrigin: () => getMemberOrigin({ actor: member, userId: member.id }),
      getNewsletterStats: () => getNewsletterStats({ actor: member, postId: essay.id }),
    };
    for (const [name, attempt] of Object.entries(attempts)) {
      const refused = await attempt().then(
        () => undefined,
        (caught: unknown) => caught,
      );
      expect(refused, name).toBeInstanceOf(AppError);
      expect((refused as AppError).code, name).toBe("forbidden");
    }
    // An editor is answered.
    await expect(getNewsletterStats({ actor: editor, postId: essay.id })).resolves.toMatchObject({ delivered: 0 });
  });
});
