import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestDatabase, databaseTargets } from "../../support/db";
import { createPost as insertPost, createUser } from "@/server/seed/factories";
import { auditLog, postTags, posts, siteSettings, tags, users } from "@/server/db/schema";
import type { DatabaseHandle } from "@/server/db/open";
import type { Actor } from "@/server/auth/permissions";
import { AppError } from "@/server/errors";
import { createTag } from "@/server/posts/create-tag";
import { renameTag } from "@/server/posts/rename-tag";
import { setPostTags } from "@/server/posts/set-post-tags";
import { describeTag } from "@/server/posts/describe-tag";
import { deleteTag } from "@/server/posts/delete-tag";
import { changeRole } from "@/server/accounts/change-role";
import { listMembers } from "@/server/accounts/list-members";
import { getSiteSettings } from "@/server/settings/get-site-settings";
import { updateSiteSettings } from "@/server/settings/update-site-settings";

async function expectAppError(promise: Promise<unknown>, code: AppError["code"]) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(code);
  return error as AppError;
}

describe.each(databaseTargets)("tags, members and settings on %s", (target) => {
  let handle: DatabaseHandle;
  let owner: Actor;
  let editor: Actor;
  let reader: Actor;

  beforeAll(async () => {
    handle = await createTestDatabase(target);
    owner = { id: (await createUser(handle.db, { role: "owner", handle: "the-owner", email: "owner@example.com" })).id, role: "owner" };
    editor = { id: (await createUser(handle.db, { role: "editor" })).id, role: "editor" };
    reader = { id: (await createUser(handle.db, { role: "reader", handle: "quiet-reader" })).id, role: "reader" };
  });
  afterAll(() => handle.close());

  it("creates a tag, renames it keeping its slug unless a new one is given, describes it", async () => {
    const tag = await createTag({ actor: editor, input: { name: "Stoic Practice" } });
    expect(tag.slug).toBe("stoic-practice");
    expect((await expectAppError(createTag({ actor: editor, input: { name: "Stoic practice" } }), "conflict")).details?.fields).toEqual({
      slug: "taken",
    });
    const renamed = await renameTag({ actor: editor, id: tag.id, input: { name: "Stoicism" } });
    expect(renamed).toMatchObject({ name: "Stoicism", slug: "stoic-practice" });
    const reslugged = await renameTag({ actor: editor, id: tag.id, input: { name: "Stoicism", slug: "stoicism" } });
    expect(reslugged.slug).toBe("stoicism");
    const described = await describeTag({ actor: editor, id: tag.id, description: "The old school of calm." });
    expect(described.description).toBe("The old school of calm.");
    expect((await handle.db.select().from(auditLog).where(eq(auditLog.entityId, tag.id))).length).toBe(4);
  });

  it("a post saved with a renamed tag's new name keeps that tag (its slug no longer matches the name)", async () => {
    const tag = await createTag({ actor: editor, input: { name: "Evening Review" } });
    await renameTag({ actor: editor, id: tag.id, input: { name: "Nightly Review" } });
    const post = await insertPost(handle.db, { authorId: editor.id });
    const slugs = await handle.db.transaction((tx) => setPostTags(tx, post.id, ["nightly review", "Evening Review"]));
    expect(slugs).toEqual(["evening-review"]);
    expect(await handle.db.select({ tagId: postTags.tagId }).from(postTags).where(eq(postTags.postId, post.id))).toEqual([
      { tagId: tag.id },
    ]);
    expect(await handle.db.select().from(tags).where(eq(tags.slug, "nightly-review"))).toEqual([]);
  });

  it("deleting a tag removes it from its posts and keeps the posts", async () => {
    const tag = await createTag({ actor: editor, input: { name: "Fleeting" } });
    const post = await insertPost(handle.db, { authorId: editor.id, tagIds: [tag.id] });
    await deleteTag({ actor: editor, id: tag.id });
    expect(await handle.db.select().from(tags).where(eq(tags.id, tag.id))).toEqual([]);
    expect(await handle.db.select().from(postTags).where(eq(postTags.postId, post.id))).toEqual([]);
    expect(await handle.db.select({ id: posts.id }).from(posts).where(eq(posts.id, post.id))).toEqual([{ id: post.id }]);
  });

  it("a reader cannot touch tags and nothing changes", async () => {
    const tag = await createTag({ actor: editor, input: { name: "Guarded tag" } });
    await expectAppError(createTag({ actor: reader, input: { name: "Nope" } }), "forbidden");
    await expectAppError(renameTag({ actor: reader, id: tag.id, input: { name: "Hacked" } }), "forbidden");
    await expectAppError(describeTag({ actor: reader, id: tag.id, description: "Hacked" }), "forbidden");
    await expectAppError(deleteTag({ actor: reader, id: tag.id }), "forbidden");
    expect(await handle.db.select().from(tags).where(eq(tags.id, tag.id))).toEqual([tag]);
    expect(await handle.db.select().from(tags).where(eq(tags.name, "Nope"))).toEqual([]);
  });

  it("lists members with search by email or handle", async () => {
    const byHandle = await listMembers({ actor: editor, query: { q: "quiet" } });
    expect(byHandle.items.map((m) => m.id)).toEqual([reader.id]);
    const byEmail = await listMembers({ actor: editor, query: { q: "OWNER@example" } });
    expect(byEmail.items.map((m) => m.handle)).toEqual(["the-owner"]);
    await expectAppError(listMembers({ actor: reader, query: {} }), "forbidden");
  });

  it("only owners change roles, and the last owner cannot be demoted", async () => {
    await expectAppError(changeRole({ actor: editor, userId: reader.id, role: "editor" }), "forbidden");
    await expectAppError(changeRole({ actor: reader, userId: reader.id, role: "owner" }), "forbidden");
    expect((await handle.db.select({ role: users.role }).from(users).where(eq(users.id, reader.id)))[0]?.role).toBe("reader");

    await expectAppError(changeRole({ actor: owner, userId: owner.id, role: "editor" }), "conflict");
    expect((await handle.db.select({ role: users.role }).from(users).where(eq(users.id, owner.id)))[0]?.role).toBe("owner");

    await changeRole({ actor: owner, userId: editor.id, role: "owner" });
    const demoted = await changeRole({ actor: owner, userId: owner.id, role: "editor" });
    expect(demoted.role).toBe("editor");
    const audit = await handle.db.select().from(auditLog).where(eq(auditLog.action, "user.role"));
    expect(audit.length).toBe(2);
  });

  it("settings have defaults, only owners save them", async () => {
    const owner2: Actor = { id: editor.id, role: "owner" };
    expect(await getSiteSettings()).toMatchObject({ monthlyPlanName: "Monthly", monthlyPriceCents: 600 });
    const form = {
      siteName: "Deep Roots",
      description: "Slow essays.",
      monthlyPlanName: "Monthly",
      monthlyPrice: "9.5",
      yearlyPlanName: "Yearly",
      yearlyPrice: "90",
    };
    await expectAppError(updateSiteSettings({ actor: reader, input: form }), "forbidden");
    await expectAppError(updateSiteSettings({ actor: { id: reader.id, role: "editor" }, input: form }), "forbidden");
    expect(await handle.db.select().from(siteSettings)).toEqual([]);
    await updateSiteSettings({ actor: owner2, input: form });
    expect(await getSiteSettings()).toEqual({
      siteName: "Deep Roots",
      description: "Slow essays.",
      monthlyPlanName: "Monthly",
      monthlyPriceCents: 950,
      yearlyPlanName: "Yearly",
      yearlyPriceCents: 9000,
    });
  });
});
