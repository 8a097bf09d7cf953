import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, databaseTargets } from "../../support/db";
import { createPost, createUser } from "@/server/seed/factories";
import type { DatabaseHandle } from "@/server/db/open";
import type { Actor } from "@/server/auth/permissions";
import { AppError } from "@/server/errors";
import { redirects } from "@/server/db/schema";
import { answerLegacyRedirect } from "@/server/http/answer-legacy-redirect";
import { forgetRedirectPaths } from "@/server/import/find-redirect";
import { saveRedirect } from "@/server/redirects/save-redirect";
import { deleteRedirect } from "@/server/redirects/delete-redirect";
import { listRedirects } from "@/server/redirects/list-redirects";

/** Editors add, re-point and remove old addresses; the redirect follows at once in this process. */
describe.each(databaseTargets)("editing redirects on %s", (target) => {
  let handle: DatabaseHandle;
  let editor: Actor;
  let reader: Actor;

  beforeAll(async () => {
    handle = await createTestDatabase(target);
    editor = { id: (await createUser(handle.db, { role: "editor", email: "ed@example.test" })).id, role: "editor" };
    reader = { id: (await createUser(handle.db, { email: "re@example.test" })).id, role: "reader" };
    await createPost(handle.db, { slug: "first-light", title: "First light", authorId: editor.id });
    await createPost(handle.db, { slug: "second-wind", title: "Second wind", authorId: editor.id });
    forgetRedirectPaths();
  });
  afterAll(() => handle.close());

  const location = async (path: string, search = "") => (await answerLegacyRedirect("GET", path, search))?.headers.location ?? null;
  const failure = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (caught: unknown) => caught,
    );
    if (error instanceof AppError) return { code: error.code, fields: error.details?.fields };
    if (error && typeof error === "object" && "issues" in error)
      return { code: "zod", issues: (error as { issues: { message: string }[] }).issues.map((i) => i.message) };
    return error;
  };

  it("an added old address answers 301 to the post, with its query; a whole URL keeps only its path", async () => {
    expect(await location("/p/first-light")).toBeNull();
    await saveRedirect({ actor: editor, input: { path: "/p/first-light/", target: "first-light" }, mode: "create" });
    await saveRedirect({
      actor: editor,
      input: { path: "https://old.example.com/2019/05/light", target: "/posts/first-light" },
      mode: "create",
    });
    expect(await location("/p/first-light", "?ref=x")).toBe("/posts/first-light?ref=x");
    expect(await location("/2019/05/light/")).toBe("/posts/first-light");
    const head = await answerLegacyRedirect("HEAD", "/p/first-light", "");
    expect(head?.status).toBe(301);
    expect(await answerLegacyRedirect("POST", "/p/first-light", "")).toBeNull();
    expect((await handle.db.select().from(redirects)).map((row) => row.path).sort()).toEqual(["/2019/05/light", "/p/first-light"]);
  });

  it("changing the target re-points it; deleting it makes the address a 404 again", async () => {
    await saveRedirect({ actor: editor, input: { path: "/p/first-light", target: "second-wind" }, mode: "update" });
    expect(await location("/p/first-light")).toBe("/posts/second-wind");
    const listed = await listRedirects({ actor: editor, query: "wind" });
    expect(listed.items).toEqual([expect.objectContaining({ path: "/p/first-light", slug: "second-wind", isImported: false })]);
    await deleteRedirect({ actor: editor, path: "/p/first-light" });
    expect(await location("/p/first-light")).toBeNull();
    expect(await failure(deleteRedirect({ actor: editor, path: "/p/first-light" }))).toMatchObject({ code: "not_found" });
  });

  it("refuses the site's own paths, unknown posts, a taken path, bad input and readers", async () => {
    const save = (path: string, target: string, mode: "create" | "update" = "create", actor = editor) =>
      failure(saveRedirect({ actor, input: { path, target }, mode }));
    expect(await save("/posts/first-light", "second-wind")).toMatchObject({
      code: "zod",
      issues: ["That is one of this site's own addresses."],
    });
    expect(await save("/", "second-wind")).toMatchObject({ code: "zod" });
    expect(await save("/admin", "second-wind")).toMatchObject({ code: "zod" });
    expect(await save("no-slash", "second-wind")).toMatchObject({ code: "zod" });
    expect(await save("/a b", "second-wind")).toMatchObject({ code: "zod" });
    expect(await save("/old?x=1", "second-wind")).toMatchObject({ code: "zod" });
    expect(await save("/p/ghost", "no-such-post")).toEqual({ code: "validation_failed", fields: { target: "No post has this slug." } });
    expect(await save("/2019/05/light", "second-wind")).toEqual({ code: "conflict", fields: { path: "taken" } });
    expect(await save("/p/never-added", "second-wind", "update")).toMatchObject({ code: "not_found" });
    expect(await save("/p/reader", "second-wind", "create", reader)).toMatchObject({ code: "forbidden" });
    expect(await location("/2019/05/light")).toBe("/posts/first-light");
  });
});
