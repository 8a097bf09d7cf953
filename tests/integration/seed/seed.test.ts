import { asc, count, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/server/db/open";
import { commentLikes, comments, postTags, posts, tags, users } from "@/server/db/schema";
import { getCommentSettings } from "@/server/comments/comment-settings";
import { buildSyntheticPost, sampleAccounts, seedIfEmpty, seedSynthetic } from "@/server/seed";
import { createTestDatabase, databaseTargets } from "../../support/db";

const now = new Date("2026-06-01T12:00:00Z");
const DAY = 86_400_000;

describe.each(databaseTargets)("seed (%s)", (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(target);
  });
  afterAll(async () => {
    await handle.close();
  });

  it("fills an empty database with the sample publication", async () => {
    const { db } = handle;
    expect(await seedIfEmpty(db, now)).toBe(true);

    const byStatus = await db.select({ status: posts.status, n: count() }).from(posts).groupBy(posts.status);
    const statusCount = Object.fromEntries(byStatus.map((row) => [row.status, Number(row.n)]));
    expect(statusCount.published).toBeGreaterThanOrEqual(60);
    expect(statusCount.draft).toBe(3);
    expect(statusCount.scheduled).toBe(2);

    const scheduled = await db
      .select({ publishedAt: posts.publishedAt })
      .from(posts)
      .where(eq(posts.status, "scheduled"))
      .orderBy(asc(posts.publishedAt));
    expect(scheduled.map((row) => (row.publishedAt!.getTime() - now.getTime()) / DAY)).toEqual([2, 7]);

    const published = await db.select().from(posts).where(eq(posts.status, "published"));
    const twoYearsAgo = now.getTime() - 731 * DAY;
    for (const post of published) {
      expect(post.publishedAt!.getTime()).toBeLessThan(now.getTime());
      expect(post.publishedAt!.getTime()).toBeGreaterThan(twoYearsAgo);
      const words = post.bodyMarkdown.split(/\s+/).filter(Boolean).length;
      expect(words).toBeGreaterThanOrEqual(300);
      expect(words).toBeLessThanOrEqual(1200);
      expect(post.bodyMarkdown).toMatch(/^## /m);
      expect(post.readingMinutes).toBeGreaterThanOrEqual(1);
    }
    expect(new Set(published.map((post) => post.title)).size).toBe(published.length);
    // Words the search tests type must be in real sample prose.
    for (const word of ["habit", "discipline", "focus"]) {
      expect(published.filter((post) => new RegExp(`\\b${word}`, "i").test(post.bodyMarkdown)).length).toBeGreaterThanOrEqual(5);
    }

    const editors = await db.select().from(users).where(eq(users.role, "editor"));
    expect(editors).toHaveLength(5);
    for (const editor of editors) expect(editor.bio).toBeTruthy();

    const tagRows = await db.select().from(tags);
    expect(tagRows.length).toBeGreaterThanOrEqual(10);
    expect(tagRows.length).toBeLessThanOrEqual(14);
    for (const tag of tagRows) expect(tag.description).toBeTruthy();
    const [untagged] = await db
      .select({ n: count() })
      .from(posts)
      .where(sql`not exists (select 1 from ${postTags} where ${postTags.postId} = ${posts.id})`);
    expect(Number(untagged?.n)).toBe(0);

    const accounts = await db
      .select({ email: users.email, handle: users.handle, role: users.role })
      .from(users)
      .where(
        inArray(
          users.email,
          Object.values(sampleAccounts).map((account) => account.email),
        ),
      );
    expect(accounts.sort((a, b) => a.handle.localeCompare(b.handle))).toEqual([
      { email: "owner@groundwork.local", handle: "owner", role: "owner" },
      { email: "reader@groundwork.local", handle: "reader", role: "reader" },
      { email: "subscriber@groundwork.local", handle: "subscriber", role: "reader" },
    ]);
  });

  it("turns comments on for members, with a few conversations on the newest posts", async () => {
    expect(await getCommentSettings()).toMatchObject({ audience: "members" });
    const rows = await handle.db
      .select({ postId: comments.postId, parentId: comments.parentId, access: posts.access })
      .from(comments)
      .innerJoin(posts, eq(posts.id, comments.postId));
    expect(rows.length).toBeGreaterThanOrEqual(8);
    expect(rows.filter((row) => row.parentId).length).toBeGreaterThanOrEqual(4);
    expect(new Set(rows.map((row) => row.postId)).size).toBe(3);
    expect(rows.some((row) => row.access === "members")).toBe(true);
    const [likes] = await handle.db.select({ n: count() }).from(commentLikes);
    expect(Number(likes?.n)).toBeGreaterThan(0);
  });

  it("does nothing the second time", async () => {
    const { db } = handle;
    const [before] = await db.select({ n: count() }).from(posts);
    expect(await seedIfEmpty(db, now)).toBe(false);
    const [after] = await db.select({ n: count() }).from(posts);
    expect(Number(after?.n)).toBe(Number(before?.n));
  });

  it("adds exactly N synthetic published posts, the same ones for the same seed", async () => {
    const { db } = handle;
    const [before] = await db.select({ n: count() }).from(posts);
    await seedSynthetic(db, { count: 30, seed: 7, now, batchSize: 8 });
    const [after] = await db.select({ n: count() }).from(posts);
    expect(Number(after?.n) - Number(before?.n)).toBe(30);

    const synthetic = await db
      .select({ title: posts.title, slug: posts.slug, status: posts.status, body: posts.bodyMarkdown })
      .from(posts)
      .where(sql`${posts.slug} ~ '-[0-9]+$'`)
      .orderBy(asc(posts.slug));
    expect(synthetic).toHaveLength(30);
    for (const post of synthetic) {
      expect(post.status).toBe("published");
      expect(post.body.split(/\s+/).length).toBeGreaterThan(700);
    }
    // The authors and tags already existed: none were duplicated.
    const [editors] = await db.select({ n: count() }).from(users).where(eq(users.role, "editor"));
    expect(Number(editors?.n)).toBe(5);

    // Post k is a pure function of (seed, k): the same seed gives the same titles.
    const offset = 0; // the first synthetic run starts at post 0, whatever else the database holds
    const choices = { authorIds: ["a"], tagIds: ["t"] };
    const expected = Array.from({ length: 30 }, (_, i) => buildSyntheticPost(7, offset + i, now, choices));
    expect(synthetic.map((post) => post.slug).sort()).toEqual(expected.map((post) => post.slug).sort());
    expect(new Set(synthetic.map((post) => post.title))).toEqual(new Set(expected.map((post) => post.title)));
    expect(buildSyntheticPost(7, offset, now, choices)).toEqual(expected[0]);
    expect(buildSyntheticPost(8, offset, now, choices).bodyMarkdown).not.toEqual(expected[0]!.bodyMarkdown);

    // A second run continues after the first instead of colliding with it.
    await seedSynthetic(db, { count: 5, seed: 7, now });
    const [final] = await db.select({ n: count() }).from(posts);
    expect(Number(final?.n) - Number(after?.n)).toBe(5);
  });
});
