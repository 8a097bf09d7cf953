import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paywallMarker } from "@/lib/paywall-preview";
import type { AppSession } from "@/lib/session";
import type { UserRole } from "@/lib/roles";
import { getMeterFacts } from "@/server/access/get-meter-facts";
import type { DatabaseHandle } from "@/server/db/open";
import { posts, siteSettings, subscriptions } from "@/server/db/schema";
import { rememberedBody } from "@/server/posts/full-body-memo";
import { readBodyReadingFacts } from "@/server/posts/read-body-reading-facts";
import { readPostBody } from "@/server/posts/read-post-body";
import { encodeFullAnswer, readPostBodyFast } from "@/server/posts/read-post-body-fast";
import { createPost, createUser } from "@/server/seed/factories";
import { createTestDatabase, databaseTargets } from "../../support/db";
import { createSessionCookie } from "../../support/sign-in";

type Reader = { token: string | null; session: AppSession | null; userId?: string };

/**
 * The server's fast path for a post's body (one statement, the remembered body) answers exactly
 * what the route's readPostBody answers, reader by reader, and counts the meter the same way.
 */
describe.each(databaseTargets)("readPostBodyFast on %s", (target) => {
  let handle: DatabaseHandle;
  const readers: Record<string, Reader> = {};
  const slugs = ["fast-paid-1", "fast-paid-2", "fast-paid-3", "fast-members", "fast-public"];

  const signIn = async (name: string, role: UserRole = "reader"): Promise<Reader> => {
    const cookie = await createSessionCookie(handle.db, { email: `${name}@fast.test`, role });
    const session: AppSession = {
      user: { id: cookie.userId, email: `${name}@fast.test`, name: null, image: null },
      account: { id: cookie.userId, handle: cookie.handle },
      role,
      canSearch: false,
      expires: new Date(Date.now() + 86_400_000).toISOString(),
    };
    return { token: cookie.value, session, userId: cookie.userId };
  };

  beforeAll(async () => {
    handle = await createTestDatabase(target);
    const author = await createUser(handle.db, { role: "editor" });
    const access = ["paid", "paid", "paid", "members", "public"] as const;
    for (const [index, slug] of slugs.entries()) {
      const bodyMarkdown = `Open to all: "quotes" and <b>tags</b>.\n\n${paywallMarker}\n\nThe ${slug} canary.`;
      await createPost(handle.db, { slug, access: access[index], authorId: author.id, bodyMarkdown });
    }
    readers.anonymous = { token: null, session: null };
    readers.forged = { token: randomBytes(32).toString("hex"), session: null };
    readers.member = await signIn("member");
    readers.lapsed = await signIn("lapsed");
    readers.subscriber = await signIn("subscriber");
    readers.editor = await signIn("editor", "editor");
    const complimentary = { source: "complimentary", plan: "yearly", status: "active" } as const;
    await handle.db.insert(subscriptions).values([
      { ...complimentary, userId: readers.subscriber.userId!, currentPeriodEnd: null },
      { ...complimentary, userId: readers.lapsed.userId!, currentPeriodEnd: new Date(Date.now() - 3_600_000) },
    ]);
  }, 120_000);
  afterAll(async () => {
    await handle?.close();
  });

  const both = async (name: string, slug: string) => {
    const reader = readers[name]!;
    const hasSessionCookie = reader.token !== null;
    const route = await readPostBody({ slug, session: reader.session, hasSessionCookie });
    const fast = await readPostBodyFast({ slug, sessionToken: reader.token, hasSessionCookie });
    return { route, fast: fast! };
  };

  it("answers every reader as the route does, with the JSON the route sends, twice (the second from memory)", async () => {
    for (const name of ["anonymous", "forged", "member", "lapsed", "subscriber", "editor"]) {
      for (const slug of slugs) {
        for (let round = 0; round < 2; round++) {
          const { route, fast } = await both(name, slug);
          expect(fast.answer, `${name} ${slug}`).toEqual(route);
          expect(fast.json, `${name} ${slug}`).toBe(JSON.stringify(route));
        }
      }
    }
    expect((await both("subscriber", "fast-paid-1")).fast.json).toContain("fast-paid-1 canary");
    expect((await both("member", "fast-paid-1")).fast.json).not.toContain("canary");
    // The remembered version: the statement leaves the Markdown out.
    const known = rememberedBody("fast-paid-1");
    expect(known).not.toBeNull();
    const facts = await readBodyReadingFacts({ slug: "fast-paid-1", sessionToken: null, known, now: new Date() });
    expect(facts).toMatchObject({ bodyMarkdown: null, version: known!.version });
  });

  it("serves a new version of the body after an edit", async () => {
    await readPostBodyFast({ slug: "fast-public", sessionToken: null, hasSessionCookie: false });
    await handle.db
      .update(posts)
      .set({ bodyMarkdown: "Rewritten.", updatedAt: new Date(Date.now() + 1000) })
      .where(eq(posts.slug, "fast-public"));
    const after = await readPostBodyFast({ slug: "fast-public", sessionToken: null, hasSessionCookie: false });
    expect(after?.answer).toMatchObject({ isFull: true, html: "<p>Rewritten.</p>" });
  });

  it("is null for an unknown post (the route answers its 404)", async () => {
    expect(await readPostBodyFast({ slug: "no-such-post", sessionToken: null, hasSessionCookie: false })).toBeNull();
  });

  it("counts the meter once per post and never past the limit under concurrent reads", async () => {
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
    const reader = await signIn("metered");
    const paid = slugs.slice(0, 3);
    const reads = await Promise.all(
      [...paid, ...paid, ...paid].map((slug) => readPostBodyFast({ slug, sessionToken: reader.token, hasSessionCookie: true })),
    );
    const opened = new Set(reads.flatMap((read, index) => (read?.answer.isFull ? [[...paid, ...paid, ...paid][index]] : [])));
    expect(opened.size).toBe(2);
    for (const read of reads) expect(read?.answer.meter).toMatchObject({ limit: 2 });
    const [first] = await handle.db
      .select({ id: posts.id })
      .from(posts)
      .where(eq(posts.slug, [...opened][0]!));
    expect(await getMeterFacts({ userId: reader.userId!, postId: first!.id })).toEqual({ used: 2, hasReadThisPost: true });
    // The route agrees with what the fast path counted.
    for (const slug of paid) {
      const route = await readPostBody({ slug, session: reader.session, hasSessionCookie: true });
      expect(route.isFull, slug).toBe(opened.has(slug));
    }
  });

  it("encodes a full answer as JSON.stringify would", () => {
    const answer = {
      isFull: true,
      html: '<p>"a" & \u2028 b</p>',
      meter: { used: 1, limit: 3 },
      postId: "p1",
      canGift: false,
      isGift: true,
    } as const;
    expect(encodeFullAnswer(answer, JSON.stringify(answer.html))).toBe(JSON.stringify(answer));
  });
});
