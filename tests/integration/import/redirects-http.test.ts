import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbHandle } from "@/server/db/client";
import { openPostgres, type DatabaseHandle } from "@/server/db/open";
import { posts } from "@/server/db/schema";
import { startAppServer, type AppServer } from "../../support/app-server";
import { createEmptyPostgresDatabase } from "../../support/db";
import { callServerAction } from "../../support/server-action";
import { createSessionCookie } from "../../support/sign-in";

/**
 * The built app on PostgreSQL: an old address an editor adds on /admin/redirects answers 301
 * to the post at once (GET and HEAD, query kept), even when the same address was a 404 a
 * moment before; the site's own pages never redirect; deleting it brings the 404 back.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("old links over HTTP", () => {
  let database: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
  let handle: DatabaseHandle;
  let app: AppServer;
  let editorCookie = "";
  let slug = "";

  beforeAll(async () => {
    database = await createEmptyPostgresDatabase();
    app = await startAppServer({ DATABASE_URL: database.url, AUTH_SECRET: randomBytes(33).toString("base64") });
    handle = await openPostgres(database.url);
    setDbHandle(handle);
    const editor = await createSessionCookie(handle.db, { email: "links-editor@example.com", role: "editor" });
    editorCookie = `${editor.name}=${editor.value}`;
    const [post] = await handle.db.select({ slug: posts.slug }).from(posts).where(eq(posts.status, "published")).limit(1);
    slug = post!.slug;
  }, 240_000);
  afterAll(async () => {
    await app?.stop();
    await handle?.close();
    await database?.drop();
  }, 60_000);

  const get = (path: string, method = "GET") => fetch(`${app.url}${path}`, { method, redirect: "manual" });
  const action = (exportedName: string, args: unknown[]) =>
    callServerAction({ baseUrl: app.url, pagePath: "/admin/redirects", exportedName, args, cookie: editorCookie });

  it("a redirect added by an editor answers 301 to the post, HEAD too; deleted, the address is a 404 again", async () => {
    const before = await get("/p/an-old-favourite");
    expect(before.status).toBe(404);
    await before.arrayBuffer();

    const created = await action("createRedirectAction", [{ path: "/p/an-old-favourite", target: slug }]);
    expect(created.status).toBe(200);
    expect(created.body).toContain(`now leads to /posts/${slug}`);

    const moved = await get("/p/an-old-favourite/?utm_source=old");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe(`/posts/${slug}?utm_source=old`);
    const head = await get("/p/an-old-favourite", "HEAD");
    expect(head.status).toBe(301);
    expect(head.headers.get("location")).toBe(`/posts/${slug}`);
    expect((await get(`/posts/${slug}`)).status).toBe(200);
    expect((await fetch(`${app.url}/p/an-old-favourite`, { method: "POST", redirect: "manual" })).status).not.toBe(301);

    const removed = await action("deleteRedirectAction", ["/p/an-old-favourite"]);
    expect(removed.body).toContain("no longer redirects");
    expect((await get("/p/an-old-favourite")).status).toBe(404);
  });

  it("the site's own addresses are refused as old ones, with the reason", async () => {
    const refused = await action("createRedirectAction", [{ path: `/posts/${slug}`, target: slug }]);
    expect(refused.body).toContain("one of this site's own addresses");
    expect((await get(`/posts/${slug}`)).status).toBe(200);
  });
});
