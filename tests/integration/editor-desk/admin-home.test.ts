import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, databaseTargets } from "../../support/db";
import { createPost, createUser } from "@/server/seed/factories";
import { analyticsEvents, commentReports, comments, subscriptionRequests, subscriptions, users } from "@/server/db/schema";
import type { DatabaseHandle } from "@/server/db/open";
import type { Actor } from "@/server/auth/permissions";
import { AppError } from "@/server/errors";
import { getAdminHome } from "@/server/admin-home/get-admin-home";

const DAY = 86_400_000;

describe.each(databaseTargets)("the admin home on %s", (target) => {
  let handle: DatabaseHandle;
  let editor: Actor;
  const now = new Date();

  beforeAll(async () => {
    handle = await createTestDatabase(target);
    editor = { id: (await createUser(handle.db, { role: "editor" })).id, role: "editor" };
    const old = await createUser(handle.db, { createdAt: new Date(now.getTime() - 90 * DAY) });
    const fresh = await createUser(handle.db);
    const lapsed = await createUser(handle.db);
    await handle.db.insert(subscriptions).values([
      { userId: fresh.id, source: "complimentary", plan: "complimentary", status: "active", currentPeriodEnd: null },
      {
        userId: old.id,
        source: "stripe",
        plan: "monthly",
        status: "active",
        currentPeriodEnd: new Date(now.getTime() + 10 * DAY),
        createdAt: new Date(now.getTime() - 60 * DAY),
      },
      { userId: lapsed.id, source: "stripe", plan: "monthly", status: "active", currentPeriodEnd: new Date(now.getTime() - DAY) },
    ]);
    const post = await createPost(handle.db, { title: "Read most", slug: "read-most" });
    await createPost(handle.db, { title: "Half written", status: "draft", authorId: editor.id });
    const [held] = await handle.db
      .insert(comments)
      .values({ postId: post.id, authorId: fresh.id, body: "Held", status: "held" })
      .returning();
    const [reported] = await handle.db.insert(comments).values({ postId: post.id, authorId: fresh.id, body: "Rude" }).returning();
    await handle.db.insert(commentReports).values([
      { commentId: reported!.id, reporterId: old.id, reason: "spam" },
      { commentId: reported!.id, reporterId: lapsed.id, reason: "spam" },
      { commentId: held!.id, reporterId: old.id, reason: "x", resolvedAt: now },
    ]);
    await handle.db.insert(subscriptionRequests).values([
      { userId: old.id, plan: "monthly" },
      { userId: lapsed.id, plan: "yearly", status: "granted", resolvedAt: now },
    ]);
    const event = { name: "pageview", hostname: "localhost", deviceType: "desktop", browser: "Chrome", os: "Linux" };
    await handle.db.insert(analyticsEvents).values([
      { ...event, pathname: "/posts/read-most", visitorHash: "a" },
      { ...event, pathname: "/posts/read-most", visitorHash: "b" },
      { ...event, pathname: "/", visitorHash: "a" },
      { ...event, pathname: "/posts/read-most", visitorHash: "c", createdAt: new Date(now.getTime() - 40 * DAY) },
    ] as never);
  });
  afterAll(() => handle.close());

  it("shows the last 30 days at a glance and what waits for an editor", async () => {
    const home = await getAdminHome({ actor: editor, now });
    const total = (await handle.db.select().from(users)).length;
    expect(home.range.days).toHaveLength(30);
    expect(home.counts).toEqual({ members: total, newMembers: total - 1, activeSubscriptions: 2, newSubscriptions: 2 });
    expect(home.views).toEqual({ pageViews: 3, visitors: 2 });
    expect(home.topPosts).toEqual([{ slug: "read-most", title: "Read most", pageViews: 2, visitors: 2 }]);
    expect(home.drafts.items.map((draft) => draft.title)).toEqual(["Half written"]);
    expect(home.drafts.total).toBe(1);
    expect(home.waiting).toEqual({ reportedComments: 1, heldComments: 1, subscriptionRequests: 1 });
  });

  it("is for editors only", async () => {
    const reader: Actor = { id: (await createUser(handle.db)).id, role: "reader" };
    await expect(getAdminHome({ actor: reader })).rejects.toBeInstanceOf(AppError);
  });
});
