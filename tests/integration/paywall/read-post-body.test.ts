import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paywallMarker } from "@/lib/paywall-preview";
import type { AppSession } from "@/lib/session";
import type { DatabaseHandle } from "@/server/db/open";
import { eq } from "drizzle-orm";
import { createGiftLink } from "@/server/access/create-gift-link";
import { posts, siteSettings } from "@/server/db/schema";
import { readPostBody } from "@/server/posts/read-post-body";
import { createPost, createUser } from "@/server/seed/factories";
import { createTestDatabase, databaseTargets } from "../../support/db";

// The private body endpoint's decision with the meter on: a member reads `limit` paid posts in
// full a month, the same post again for free, then gets the card with the count.
describe.each(databaseTargets)("readPostBody with the meter on %s", (target) => {
  let handle: DatabaseHandle;
  let session: AppSession;
  let editorId: string;
  const slugs = ["paid-1", "paid-2", "paid-3"];

  beforeAll(async () => {
    handle = await createTestDatabase(target);
    await handle.db
      .insert(siteSettings)
      .values({
        id: 1,
        siteName: "Groundwork",
        description: "Essays.",
        monthlyPlanName: "Monthly",
        monthlyPriceCents: 600,
        yearlyPlanName: "Yearly",
        yearlyPriceCents: 6000,
        meterFreePaidPosts: 2,
      })
      .onConflictDoUpdate({ target: siteSettings.id, set: { meterFreePaidPosts: 2 } });
    const author = await createUser(handle.db, { role: "editor" });
    editorId = author.id;
    for (const slug of slugs) {
      await createPost(handle.db, {
        slug,
        access: "paid",
        authorId: author.id,
        bodyMarkdown: `Open.\n\n${paywallMarker}\n\nThe ${slug} canary.`,
      });
    }
    const member = await createUser(handle.db, { role: "reader" });
    session = {
      user: { id: member.id, email: member.email, name: null, image: null },
      account: { id: member.id, handle: member.handle },
      role: "reader",
      canSearch: false,
      expires: new Date(Date.now() + 86_400_000).toISOString(),
    };
  }, 120_000);
  afterAll(async () => {
    await handle?.close();
  });

  const read = (slug: string) => readPostBody({ slug, session, hasSessionCookie: true });

  it("opens two paid posts, the first again without counting, then shows the card with the count", async () => {
    expect(await read("paid-1")).toMatchObject({ isFull: true, meter: { used: 1, limit: 2 } });
    expect(await read("paid-1")).toMatchObject({ isFull: true, meter: { used: 1, limit: 2 } });
    const second = await read("paid-2");
    expect(second).toMatchObject({ isFull: true, meter: { used: 2, limit: 2 } });
    expect(second.isFull && second.html).toContain("paid-2 canary");
    const third = await read("paid-3");
    expect(third).toMatchObject({ isFull: false, action: "upgrade", meter: { used: 2, limit: 2 } });
    expect(JSON.stringify(third)).not.toContain("canary");
    expect(await read("paid-1")).toMatchObject({ isFull: true });
  });

  it("opens a post through a gift link without taking a free read, and says so", async () => {
    const [paid3] = await handle.db.select({ id: posts.id }).from(posts).where(eq(posts.slug, "paid-3"));
    const link = await createGiftLink({ actor: { id: editorId, role: "editor" }, postId: paid3!.id });
    const gifted = await readPostBody({ slug: "paid-3", session, hasSessionCookie: true, gift: link.token });
    expect(gifted).toMatchObject({ isFull: true, isGift: true, canGift: false, meter: null });
    expect(gifted.isFull && gifted.html).toContain("paid-3 canary");
    // The month's count is where it was: paid-3 was not claimed.
    expect(await read("paid-3")).toMatchObject({ isFull: false, meter: { used: 2, limit: 2 } });
    const other = await readPostBody({ slug: "paid-2", session: null, hasSessionCookie: false, gift: link.token });
    expect(other).toMatchObject({ isFull: false, action: "subscribe", notice: expect.stringMatching(/gift link no longer opens/) });
  });

  it("gives an anonymous reader the preview whatever the meter", async () => {
    expect(await readPostBody({ slug: "paid-3", session: null, hasSessionCookie: false })).toMatchObject({
      isFull: false,
      action: "subscribe",
      meter: null,
    });
  });
});
