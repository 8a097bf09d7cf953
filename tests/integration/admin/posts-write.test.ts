import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray, lte, sql } from "drizzle-orm";
import { createTestDatabase, databaseTargets } from "../../support/db";
import { createUser, createTag as insertTag } from "@/server/seed/factories";
import { auditLog, postTags, posts, siteSettings, tags } from "@/server/db/schema";
import type { DatabaseHandle } from "@/server/db/open";
import type { Actor } from "@/server/auth/permissions";
import { AppError } from "@/server/errors";
import { createPost } from "@/server/posts/create-post";
import { updatePost } from "@/server/posts/update-post";
import { publishPost } from "@/server/posts/publish-post";
import { schedulePost } from "@/server/posts/schedule-post";
import { unpublishPost } from "@/server/posts/unpublish-post";
import { deletePost } from "@/server/posts/delete-post";
import { PostConflictError } from "@/server/posts/post-conflict-error";
import { toPostSnapshot } from "@/server/posts/to-post-snapshot";
import { listAdminPosts } from "@/server/posts/list-admin-posts";

async function expectAppError(promise: Promise<unknown>, code: AppError["code"]) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(code);
  return error as AppError;
}

describe.each(databaseTargets)("posts write side on %s", (target) => {
  let handle: DatabaseHandle;
  let editor: Actor;
  let reader: Actor;

  beforeAll(async () => {
    handle = await createTestDatabase(target);
    editor = { id: (await createUser(handle.db, { role: "editor" })).id, role: "editor" };
    reader = { id: (await createUser(handle.db, { role: "reader" })).id, role: "reader" };
  });
  afterAll(() => handle.close());

  const publicPostIds = async (now: Date) =>
    (
      await handle.db
        .select({ id: posts.id })
        .from(posts)
        .where(and(inArray(posts.status, ["published", "scheduled"]), lte(posts.publishedAt, now)))
    ).map((row) => row.id);

  it("an editor creates a draft with a slug from the title, an excerpt from the body, reading time, tags and an audit row", async () => {
    const existing = await insertTag(handle.db, { slug: "habits", name: "Habits" });
    const body = `# Start small\n\nTiny **habits** compound over time.\n\n${"word ".repeat(500)}`;
    const post = await createPost({
      actor: editor,
      fields: { title: "Beyond the Growth Mindset!", bodyMarkdown: body, tags: ["habits", "Deep Work"] },
    });
    expect(post).toMatchObject({ slug: "beyond-the-growth-mindset", status: "draft", version: 1, authorId: editor.id, readingMinutes: 2 });
    expect(post.excerpt.startsWith("Tiny habits compound over time.")).toBe(true);
    const tagRows = await handle.db
      .select({ slug: tags.slug, id: tags.id })
      .from(postTags)
      .innerJoin(tags, eq(tags.id, postTags.tagId))
      .where(eq(postTags.postId, post.id));
    expect(tagRows.map((row) => row.slug).sort()).toEqual(["deep-work", "habits"]);
    expect(tagRows.find((row) => row.slug === "habits")?.id).toBe(existing.id);
    const audit = await handle.db.select().from(auditLog).where(eq(auditLog.entityId, post.id));
    expect(audit).toMatchObject([{ actorId: editor.id, action: "post.create", entityType: "post" }]);
  });

  it("a generated excerpt is not stored as written: it follows the body, and a written one is kept", async () => {
    const body = "## Why it works\n\nIt is not magic. It is repetition.\n\n- It empties the noise";
    const created = await createPost({ actor: editor, fields: { title: "Excerpts", bodyMarkdown: body } });
    expect(created).toMatchObject({ excerpt: "It is not magic. It is repetition.", hasCustomExcerpt: false });
    expect(toPostSnapshot(created, []).excerpt).toBe("");
    // Saving what the editor shows (an empty field) regenerates it from the new body (from what a
    // preview would show: never the last block, since a public post can become paid later).
    const updated = await updatePost({
      actor: editor,
      id: created.id,
      version: created.version,
      fields: { title: "Excerpts", bodyMarkdown: `${body}\n\nA new opening? No, a new end.\n\n- And a list after it`, excerpt: "" },
    });
    expect(updated).toMatchObject({ excerpt: "It is not magic. It is repetition. A new opening? No, a new end.", hasCustomExcerpt: false });
    const written = await updatePost({
      actor: editor,
      id: created.id,
      version: updated.version,
      fields: { title: "Excerpts", bodyMarkdown: body, excerpt: "My own words." },
    });
    expect(written).toMatchObject({ excerpt: "My own words.", hasCustomExcerpt: true });
    expect(toPostSnapshot(written, []).excerpt).toBe("My own words.");
  });

  it("a new post takes the site's default access unless the editor chose one; a save without one keeps it", async () => {
    expect((await createPost({ actor: editor, fields: { title: "Open by default" } })).access).toBe("public");
    await handle.db
      .insert(siteSettings)
      .values({ siteName: "G", description: "", monthlyPlanName: "M", monthlyPriceCents: 1, yearlyPlanName: "Y", yearlyPriceCents: 2 })
      .onConflictDoNothing();
    await handle.db.update(siteSettings).set({ defaultPostAccess: "members" });
    try {
      const post = await createPost({ actor: editor, fields: { title: "For members by default" } });
      expect(post.access).toBe("members");
      const chosen = await createPost({ actor: editor, fields: { title: "Paid on purpose", access: "paid" } });
      expect(chosen.access).toBe("paid");
      const kept = await updatePost({ actor: editor, id: post.id, version: post.version, fields: { title: "Renamed" } });
      expect(kept.access).toBe("members");
      const changed = await updatePost({
        actor: editor,
        id: post.id,
        version: kept.version,
        fields: { title: "Renamed", access: "public" },
      });
      expect(changed.access).toBe("public");
    } finally {
      await handle.db.update(siteSettings).set({ defaultPostAccess: "public" });
    }
  });

  it("the admin list shows each post's access and filters by it (an unknown value lists all)", async () => {
    const members = await createPost({ actor: editor, fields: { title: "Access list members", access: "members" } });
    const paid = await createPost({ actor: editor, fields: { title: "Access list paid", access: "paid" } });
    const listed = async (access: string | undefined) =>
      (await listAdminPosts({ actor: editor, query: { q: "Access list", access: access as never } })).items.map((p) => [p.title, p.access]);
    expect(await listed("paid")).toEqual([[paid.title, "paid"]]);
    expect(await listed("members")).toEqual([[members.title, "members"]]);
    expect(await listed("nonsense")).toHaveLength(2);
    await expectAppError(listAdminPosts({ actor: reader, query: {} }), "forbidden");
  });

  it("a generated slug gets a suffix when taken; a typed slug that is taken is an inline 'taken' error", async () => {
    const first = await createPost({ actor: editor, fields: { title: "Same Title" } });
    const second = await createPost({ actor: editor, fields: { title: "Same Title" } });
    expect([first.slug, second.slug]).toEqual(["same-title", "same-title-2"]);
    const error = await expectAppError(createPost({ actor: editor, fields: { title: "Other", slug: "same-title" } }), "conflict");
    expect(error.details?.fields).toEqual({ slug: "taken" });
    const renamed = await expectAppError(
      updatePost({ actor: editor, id: second.id, version: second.version, fields: { title: "Same Title", slug: "same-title" } }),
      "conflict",
    );
    expect(renamed.details?.fields).toEqual({ slug: "taken" });
  });

  it("rejects an invalid slug", async () => {
    await expect(createPost({ actor: editor, fields: { title: "Bad", slug: "Not A Slug" } })).rejects.toThrow(/lowercase/);
  });

  it("a save based on an old version is a conflict carrying the saved text, and writes nothing", async () => {
    const post = await createPost({ actor: editor, fields: { title: "Shared", bodyMarkdown: "original" } });
    const theirs = await updatePost({
      actor: editor,
      id: post.id,
      version: post.version,
      fields: { title: "Shared", bodyMarkdown: "their text" },
    });
    expect(theirs.version).toBe(2);
    const error = await expectAppError(
      updatePost({ actor: editor, id: post.id, version: 1, fields: { title: "Shared", bodyMarkdown: "my text" } }),
      "conflict",
    );
    expect(error).toBeInstanceOf(PostConflictError);
    expect((error as PostConflictError).current).toMatchObject({ version: 2, bodyMarkdown: "their text" });
    const [stored] = await handle.db.select().from(posts).where(eq(posts.id, post.id));
    expect(stored).toMatchObject({ version: 2, bodyMarkdown: "their text" });
  });

  it("publishes now, unpublishes back to draft, and the public rule follows", async () => {
    const now = new Date("2030-01-01T12:00:00Z");
    const post = await createPost({ actor: editor, fields: { title: "To publish" }, now });
    const published = await publishPost({ actor: editor, id: post.id, version: post.version, now });
    expect(published).toMatchObject({ status: "published", publishedAt: now, version: 2 });
    expect(await publicPostIds(now)).toContain(post.id);
    const draft = await unpublishPost({ actor: editor, id: post.id, version: published.version, now });
    expect(draft).toMatchObject({ status: "draft", publishedAt: null });
    expect(await publicPostIds(now)).not.toContain(post.id);
  });

  it("a scheduled post is public only once its time has passed", async () => {
    const now = new Date("2030-02-01T09:00:00Z");
    const at = new Date("2030-02-01T09:01:00Z");
    const post = await createPost({ actor: editor, fields: { title: "Later" }, now });
    await expectAppError(
      schedulePost({ actor: editor, id: post.id, version: post.version, publishAt: new Date("2030-02-01T08:00:00Z"), now }),
      "validation_failed",
    );
    const scheduled = await schedulePost({ actor: editor, id: post.id, version: post.version, publishAt: at, now });
    expect(scheduled).toMatchObject({ status: "scheduled", publishedAt: at });
    expect(await publicPostIds(now)).not.toContain(post.id);
    expect(await publicPostIds(new Date("2030-02-01T09:00:59Z"))).not.toContain(post.id);
    expect(await publicPostIds(at)).toContain(post.id);
  });

  it("deletes a post and its tag links", async () => {
    const post = await createPost({ actor: editor, fields: { title: "Doomed", tags: ["ephemeral"] } });
    await deletePost({ actor: editor, id: post.id });
    expect(await handle.db.select().from(posts).where(eq(posts.id, post.id))).toEqual([]);
    expect(await handle.db.select().from(postTags).where(eq(postTags.postId, post.id))).toEqual([]);
    await expectAppError(deletePost({ actor: editor, id: post.id }), "not_found");
  });

  it("a reader is forbidden every write and nothing changes", async () => {
    const post = await createPost({ actor: editor, fields: { title: "Guarded", bodyMarkdown: "safe" } });
    const snapshot = async () => ({
      posts: await handle.db.select({ n: sql<number>`count(*)::int` }).from(posts),
      audit: await handle.db.select({ n: sql<number>`count(*)::int` }).from(auditLog),
      row: await handle.db.select().from(posts).where(eq(posts.id, post.id)),
    });
    const before = await snapshot();
    await expectAppError(createPost({ actor: reader, fields: { title: "Nope" } }), "forbidden");
    await expectAppError(updatePost({ actor: reader, id: post.id, version: 1, fields: { title: "Hacked" } }), "forbidden");
    await expectAppError(publishPost({ actor: reader, id: post.id, version: 1 }), "forbidden");
    await expectAppError(schedulePost({ actor: reader, id: post.id, version: 1, publishAt: new Date(Date.now() + 60_000) }), "forbidden");
    await expectAppError(unpublishPost({ actor: reader, id: post.id, version: 1 }), "forbidden");
    await expectAppError(deletePost({ actor: reader, id: post.id }), "forbidden");
    expect(await snapshot()).toEqual(before);
  });

  it("an author must be an editor or owner", async () => {
    await expectAppError(createPost({ actor: editor, fields: { title: "By a reader", authorId: reader.id } }), "validation_failed");
  });
});
