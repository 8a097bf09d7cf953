import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, databaseTargets } from "../../support/db";
import { createPost as insertPost, createUser } from "@/server/seed/factories";
import type { DatabaseHandle } from "@/server/db/open";
import type { Actor } from "@/server/auth/permissions";
import { AppError } from "@/server/errors";
import { createPost } from "@/server/posts/create-post";
import { updatePost } from "@/server/posts/update-post";
import { getPostRevision, listPostRevisions } from "@/server/posts/list-post-revisions";

describe.each(databaseTargets)("post revisions on %s", (target) => {
  let handle: DatabaseHandle;
  let editor: Actor;
  let other: Actor;

  beforeAll(async () => {
    handle = await createTestDatabase(target);
    editor = { id: (await createUser(handle.db, { role: "editor", name: "Ada Editor" })).id, role: "editor" };
    other = { id: (await createUser(handle.db, { role: "editor", name: "Ben Other" })).id, role: "editor" };
  });
  afterAll(() => handle.close());

  it("every save keeps a version with its time and author; a burst of autosaves keeps one", async () => {
    const t0 = new Date("2026-11-01T10:00:00Z");
    const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
    let post = await createPost({ actor: editor, fields: { title: "Drafting", bodyMarkdown: "One." }, now: t0 });
    const save = (actor: Actor, body: string, minutes: number, isAutosave = false) =>
      updatePost({
        actor,
        id: post.id,
        version: post.version,
        fields: { title: "Drafting", bodyMarkdown: body },
        now: at(minutes),
        isAutosave,
      });
    post = await save(editor, "One. Two.", 1, true);
    post = await save(editor, "One. Two. Three.", 2, true);
    post = await save(editor, "One. Two. Three. Four.", 3);
    post = await save(other, "Ben's words.", 4, true);

    const revisions = await listPostRevisions({ actor: editor, postId: post.id });
    expect(revisions.map((r) => [r.version, r.author, r.isAutosave])).toEqual([
      [post.version, "Ben Other", true],
      [4, "Ada Editor", false],
      [3, "Ada Editor", true],
      [1, "Ada Editor", false],
    ]);
    expect(revisions[2]!.savedAt).toBe(at(2).toISOString());
    const autosaved = await getPostRevision({ actor: editor, postId: post.id, id: revisions[2]!.id });
    expect(autosaved.bodyMarkdown).toBe("One. Two. Three.");

    // Restoring is a save of the old text: a new version, and the list keeps the one it replaced.
    const first = await getPostRevision({ actor: editor, postId: post.id, id: revisions[3]!.id });
    const restored = await updatePost({
      actor: editor,
      id: post.id,
      version: post.version,
      fields: { title: first.title, bodyMarkdown: first.bodyMarkdown, excerpt: first.excerpt },
      now: at(5),
    });
    expect(restored).toMatchObject({ bodyMarkdown: "One.", version: post.version + 1 });
    const after = await listPostRevisions({ actor: editor, postId: post.id });
    expect(after).toHaveLength(5);
    expect(after[0]).toMatchObject({ version: restored.version, author: "Ada Editor", isAutosave: false });
  });

  it("a post written before revisions were kept gets its earlier text recorded at its first save", async () => {
    const old = await insertPost(handle.db, { authorId: editor.id, bodyMarkdown: "The text from before." });
    await updatePost({ actor: editor, id: old.id, version: old.version, fields: { title: old.title, bodyMarkdown: "New text." } });
    const revisions = await listPostRevisions({ actor: editor, postId: old.id });
    expect(revisions).toHaveLength(2);
    expect(revisions[1]).toMatchObject({ version: old.version, author: null });
    expect((await getPostRevision({ actor: editor, postId: old.id, id: revisions[1]!.id })).bodyMarkdown).toBe("The text from before.");
  });

  it("each revision keeps who could read the post after that save, and the marker line in its body", async () => {
    const body = "Open part.\n\n<!-- paywall -->\n\nSubscribers only.";
    let post = await createPost({ actor: editor, fields: { title: "Gated", bodyMarkdown: body, access: "members" } });
    post = await updatePost({
      actor: editor,
      id: post.id,
      version: post.version,
      fields: { title: "Gated", bodyMarkdown: body, access: "paid" },
    });
    const [latest, first] = await listPostRevisions({ actor: editor, postId: post.id });
    const newer = await getPostRevision({ actor: editor, postId: post.id, id: latest!.id });
    const older = await getPostRevision({ actor: editor, postId: post.id, id: first!.id });
    expect([newer.access, older.access]).toEqual(["paid", "members"]);
    expect(newer.bodyMarkdown).toBe(body);
  });

  it("readers cannot read revisions, and a revision is read only through its own post", async () => {
    const reader: Actor = { id: (await createUser(handle.db, { role: "reader" })).id, role: "reader" };
    const post = await createPost({ actor: editor, fields: { title: "Private" } });
    const [revision] = await listPostRevisions({ actor: editor, postId: post.id });
    await expect(listPostRevisions({ actor: reader, postId: post.id })).rejects.toBeInstanceOf(AppError);
    const other = await createPost({ actor: editor, fields: { title: "Another" } });
    await expect(getPostRevision({ actor: editor, postId: other.id, id: revision!.id })).rejects.toMatchObject({ code: "not_found" });
  });
});
