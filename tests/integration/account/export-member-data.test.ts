import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/server/db/open";
import { mailDeliveries, mailLinkClicks, mailLinks, mails } from "@/server/db/schema";
import { createPost } from "@/server/seed/factories";
import { exportMemberData, memberDataFormat } from "@/server/account-data/export-member-data";
import { AppError } from "@/server/errors";
import { createTestDatabase, databaseTargets } from "../../support/db";
import { createMemberWorld, type MemberWorld } from "./fixtures";

describe.each(databaseTargets)("a member's data export on %s", (target) => {
  let handle: DatabaseHandle;
  let world: MemberWorld;
  beforeAll(async () => {
    handle = await createTestDatabase(target);
    world = await createMemberWorld(handle.db);
  });
  afterAll(() => handle?.close());

  it("holds the profile, sign-in records, email choices, subscriptions and their history", async () => {
    const data = JSON.parse(JSON.stringify(await exportMemberData(world.member.id)));
    expect(data.format).toBe(memberDataFormat);
    expect(data.profile).toMatchObject({
      id: world.member.id,
      email: world.member.email,
      handle: world.member.handle,
      name: "Mem Ber",
      bio: "Reads a lot.",
    });
    expect(data.signIn.linkedProviders).toEqual([
      { provider: "github", type: "oauth", providerAccountId: expect.stringMatching(/^gh-/), scope: null },
    ]);
    expect(data.signIn.openSessions).toHaveLength(1);
    expect(data.signIn.pendingSignInLinks).toHaveLength(1);
    expect(data.emailPreferences).toMatchObject({ newPosts: true, comments: { replies: false }, bounced: null });
    const subscriptions = data.subscription.subscriptions as { source: string; status: string; grantedBy: string | null }[];
    expect(subscriptions.map((row) => [row.source, row.status]).sort()).toEqual([
      ["complimentary", "active"],
      ["stripe", "canceled"],
    ]);
    expect(data.subscription.complimentaryGrants).toEqual([
      expect.objectContaining({ source: "complimentary", grantedBy: world.owner.handle }),
    ]);
    expect(data.subscription.stripeCustomer.stripeCustomerId).toMatch(/^cus_/);
    expect(data.subscription.history).toEqual([expect.objectContaining({ action: "subscription.grant" })]);
    expect(data.subscription.requests).toEqual([expect.objectContaining({ plan: "yearly", note: "Student, please", status: "declined" })]);
  });

  it("holds gift links, saved searches, the meter, comments with likes and reports, mail sent, import provenance, what brought them and their sign-ins", async () => {
    const data = JSON.parse(JSON.stringify(await exportMemberData(world.member.id)));
    expect(data.reading.giftLinks).toEqual([
      expect.objectContaining({ opens: 3, post: { slug: world.post.slug, title: world.post.title } }),
    ]);
    expect(data.reading.savedSearches).toEqual([expect.objectContaining({ name: "Habits", query: "habit loops", alerts: "daily" })]);
    expect(data.reading.meteredReads).toEqual([{ month: "2026-11", postIds: [world.post.id] }]);
    const written = data.comments.written as { id: string; body: string; post: { slug: string } }[];
    expect(written.map((comment) => comment.body).sort()).toEqual(["My answered thought", "My lone thought"]);
    expect(written[0]?.post.slug).toBe(world.post.slug);
    expect(data.comments.likesGiven).toEqual([expect.objectContaining({ commentId: world.othersComment })]);
    expect(data.comments.reportsFiled).toEqual([expect.objectContaining({ commentId: world.othersComment, reason: "Off topic" })]);
    expect(data.comments.ban).toMatchObject({ reason: "Cooling off" });
    expect(data.mailsSent).toEqual([expect.objectContaining({ kind: "welcome", status: "sent", to: world.member.email })]);
    expect(data.importedFrom).toEqual([
      expect.objectContaining({ platform: "substack", kind: "member", note: { tier: "paid" }, format: "substack" }),
    ]);
    expect(data.cameFrom).toEqual([expect.objectContaining({ what: "member", page: `/posts/${world.post.slug}`, channel: "newsletter" })]);
    expect(data.signIn.history).toEqual([expect.objectContaining({ provider: "email" })]);
    expect(data.notes.analytics).toMatch(/None of it can be tied back to you/);
  });

  it("holds nothing of other members, and no credentials", async () => {
    const text = JSON.stringify(await exportMemberData(world.member.id));
    for (const foreign of ["Someone else's thought", "A reply by someone else", world.other.email, world.owner.email])
      expect(text).not.toContain(foreign);
    for (const secret of ["secret-token", "session-", "link-"]) expect(text).not.toContain(secret);
  });

  it("holds the links they clicked in their copies of a newsletter, with the counts, and not another member's clicks", async () => {
    const post = await createPost(handle.db, { title: "Clicked in a newsletter" });
    const [mail] = await handle.db
      .insert(mails)
      .values({ kind: "post", postId: post.id, subject: "Clicked in a newsletter", queuedAt: new Date() })
      .returning();
    const [essay, tag, unclicked] = await handle.db
      .insert(mailLinks)
      .values([
        { mailId: mail!.id, position: 1, url: "https://example.org/essay" },
        { mailId: mail!.id, position: 2, url: "https://news.example.test/tags/habits" },
        { mailId: mail!.id, position: 3, url: "https://example.org/never-clicked" },
      ])
      .returning();
    const [mine, theirs] = await handle.db
      .insert(mailDeliveries)
      .values([
        { mailId: mail!.id, userId: world.member.id, email: world.member.email, status: "sent", sentAt: new Date() },
        { mailId: mail!.id, userId: world.other.id, email: world.other.email, status: "sent", sentAt: new Date() },
      ])
      .returning();
    await handle.db.insert(mailLinkClicks).values([
      { linkId: essay!.id, deliveryId: mine!.id, clicks: 3 },
      { linkId: tag!.id, deliveryId: mine!.id, clicks: 1 },
      { linkId: unclicked!.id, deliveryId: theirs!.id, clicks: 7 },
    ]);

    const data = JSON.parse(JSON.stringify(await exportMemberData(world.member.id)));
    expect(data.newsletterLinkClicks).toEqual([
      { subject: "Clicked in a newsletter", sentAt: expect.any(String), url: "https://example.org/essay", clicks: 3 },
      { subject: "Clicked in a newsletter", sentAt: expect.any(String), url: "https://news.example.test/tags/habits", clicks: 1 },
    ]);
    expect(JSON.stringify(data)).not.toContain("never-clicked");
    expect(data.notes.analytics).toMatch(/newsletterLinkClicks/);
  });

  it("refuses an account that no longer exists", async () => {
    await expect(exportMemberData("no-such-member")).rejects.toBeInstanceOf(AppError);
  });
});
