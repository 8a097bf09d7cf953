import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/server/db/open";
import { countGatedPosts } from "@/server/access/count-gated-posts";
import { createPost, createUser } from "@/server/seed/factories";
import { createTestDatabase, databaseTargets } from "../../support/db";

describe.each(databaseTargets)("countGatedPosts on %s", (target) => {
  let handle: DatabaseHandle;
  const now = new Date("2026-12-01T12:00:00Z");
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

  beforeAll(async () => {
    handle = await createTestDatabase(target);
    const authorId = (await createUser(handle.db, { role: "editor" })).id;
    const post = (access: "public" | "members" | "paid", publishedAt: Date, status: "published" | "draft" | "scheduled" = "published") =>
      createPost(handle.db, { authorId, access, publishedAt, status });
    await post("paid", daysAgo(1));
    await post("paid", daysAgo(50));
    await post("members", daysAgo(2));
    await post("public", daysAgo(40));
    await post("public", daysAgo(3));
    // Not public: a draft and a post scheduled for later count for nothing.
    await post("paid", daysAgo(5), "draft");
    await post("paid", new Date(now.getTime() + 86_400_000), "scheduled");
  }, 60_000);
  afterAll(() => handle?.close());

  it("counts the published paid and members posts", async () => {
    expect(await countGatedPosts({ archivePaidAfterDays: null, now })).toEqual({ paid: 2, members: 1 });
  });

  it("counts public posts past the archive age as paid", async () => {
    expect(await countGatedPosts({ archivePaidAfterDays: 30, now })).toEqual({ paid: 3, members: 1 });
    expect(await countGatedPosts({ archivePaidAfterDays: 2, now })).toEqual({ paid: 4, members: 1 });
  });
});
