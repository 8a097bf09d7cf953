import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, databaseTargets } from "../../support/db";
import { createUser } from "@/server/seed/factories";
import type { DatabaseHandle } from "@/server/db/open";
import type { Actor } from "@/server/auth/permissions";
import { AppError } from "@/server/errors";
import { createPost } from "@/server/posts/create-post";
import { updatePost } from "@/server/posts/update-post";

const caught = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe.each(databaseTargets)("slugs that exist and over-long fields on %s", (target) => {
  let handle: DatabaseHandle;
  let editor: Actor;

  beforeAll(async () => {
    handle = await createTestDatabase(target);
    editor = { id: (await createUser(handle.db, { role: "editor" })).id, role: "editor" };
  });
  afterAll(() => handle.close());

  it("a slug from a title another post has gets -2, then -3; the post keeps its own on a later save", async () => {
    const first = await createPost({ actor: editor, fields: { title: "Morning pages" } });
    const second = await createPost({ actor: editor, fields: { title: "Morning pages" } });
    const third = await createPost({ actor: editor, fields: { title: "Morning Pages!" } });
    expect([first.slug, second.slug, third.slug]).toEqual(["morning-pages", "morning-pages-2", "morning-pages-3"]);
    const again = await updatePost({ actor: editor, id: second.id, version: second.version, fields: { title: "Morning pages", slug: "" } });
    expect(again.slug).toBe("morning-pages-2");
  });

  it("a typed slug that is taken is refused with the next free one named", async () => {
    const error = await caught(createPost({ actor: editor, fields: { title: "Other", slug: "morning-pages" } }));
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).details?.fields).toEqual({ slug: "taken" });
    expect((error as AppError).message).toContain("“morning-pages-4” is free");
  });

  it("an over-long title or excerpt is refused with a clear message, and the saved post is unchanged", async () => {
    const post = await createPost({ actor: editor, fields: { title: "Kept as it was", excerpt: "Short." } });
    const title = await caught(updatePost({ actor: editor, id: post.id, version: post.version, fields: { title: "t".repeat(201) } }));
    expect(String((title as Error).message)).toContain("The title is too long: keep it to 200 characters.");
    const excerpt = await caught(
      updatePost({ actor: editor, id: post.id, version: post.version, fields: { title: "Kept as it was", excerpt: "e".repeat(501) } }),
    );
    expect(String((excerpt as Error).message)).toContain("The excerpt is too long: keep it to 500 characters.");
    const exact = await updatePost({
      actor: editor,
      id: post.id,
      version: post.version,
      fields: { title: "t".repeat(200), excerpt: "e".repeat(500) },
    });
    expect(exact.title).toHaveLength(200);
  });
});
