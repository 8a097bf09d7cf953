import { randomBytes } from "node:crypto";
import { get as httpGet } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbHandle } from "@/server/db/client";
import { openPglite, type DatabaseHandle } from "@/server/db/open";
import { commentBans, subscriptions, type Post } from "@/server/db/schema";
import { startAppServer, type AppServer } from "../../support/app-server";
import { createPostgresDatabase, databaseTargets, type DatabaseTarget } from "../../support/db";
import { callServerAction } from "../../support/server-action";
import { createSessionCookie } from "../../support/sign-in";
import { createPost } from "@/server/seed/factories";
import { createPostsOfEachAccess, setCommentSettings } from "./fixtures";

type Who = "first" | "second" | "banned" | "editor" | "subscriber";
type Fixture = {
  app: AppServer;
  cookies: Record<Who, string>;
  posts: { open: Post; members: Post; paid: Post; turning: Post };
  cleanup: () => Promise<void>;
};

async function populate(handle: DatabaseHandle) {
  setDbHandle(handle);
  const each = await createPostsOfEachAccess(handle.db);
  // A public post an editor makes paid during the tests.
  const posts = { ...each, turning: await createPost(handle.db, { authorId: each.author.id, access: "public" }) };
  await setCommentSettings(handle.db, "members");
  const cookie = async (email: string, role: "reader" | "editor" = "reader") => {
    const session = await createSessionCookie(handle.db, { email, role, maxAgeSeconds: 3600 });
    return { header: `${session.name}=${session.value}`, userId: session.userId };
  };
  const [first, second, banned, editor, subscriber] = [
    await cookie("first@talk.test"),
    await cookie("second@talk.test"),
    await cookie("banned@talk.test"),
    await cookie("editor@talk.test", "editor"),
    await cookie("subscriber@talk.test"),
  ];
  await handle.db.insert(commentBans).values({ userId: banned.userId, reason: "Repeated insults", until: null });
  await handle.db.insert(subscriptions).values({ userId: subscriber.userId, source: "complimentary", plan: "yearly", status: "active" });
  return {
    posts,
    cookies: { first: first.header, second: second.header, banned: banned.header, editor: editor.header, subscriber: subscriber.header },
  };
}

async function startFixture(target: DatabaseTarget): Promise<Fixture> {
  const env = { AUTH_SECRET: randomBytes(33).toString("base64") };
  if (target === "postgres") {
    const handle = await createPostgresDatabase();
    const { posts, cookies } = await populate(handle);
    const app = await startAppServer({ ...env, DATABASE_URL: handle.url });
    return { app, posts, cookies, cleanup: () => handle.close() };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "groundwork-comments-"));
  const handle = await openPglite(path.join(dataDir, "pglite"), { migrate: true });
  const { posts, cookies } = await populate(handle);
  await handle.close();
  const app = await startAppServer({ ...env, DATABASE_URL: undefined, DATA_DIR: dataDir });
  return { app, posts, cookies, cleanup: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

describe.each(databaseTargets)("the comments endpoints over HTTP on %s", (target) => {
  let fixture: Fixture;
  beforeAll(async () => {
    fixture = await startFixture(target);
  }, 240_000);
  afterAll(async () => {
    await fixture?.app.stop();
    await fixture?.cleanup();
  });

  type Call = { method?: string; who?: Who; body?: unknown; raw?: string; headers?: Record<string, string> };
  const call = async (pathname: string, { method = "GET", who, body, raw, headers = {} }: Call = {}) => {
    const response = await fetch(`${fixture.app.url}${pathname}`, {
      method,
      redirect: "manual",
      headers: {
        ...(who ? { cookie: fixture.cookies[who] } : {}),
        ...(body !== undefined || raw !== undefined ? { "content-type": "application/json" } : {}),
        origin: fixture.app.url,
        ...headers,
      },
      body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    const text = await response.text();
    return { response, status: response.status, text, json: text ? (JSON.parse(text) as Record<string, unknown>) : null };
  };
  const comment = (slug: string, who: Who, body: unknown, parentId?: string) =>
    call(`/api/posts/${slug}/comments`, { method: "POST", who, body: { body, ...(parentId ? { parentId } : {}) } });
  const expectError = (result: Awaited<ReturnType<typeof call>>, status: number, message?: RegExp) => {
    expect(result.status, result.text).toBe(status);
    expect(result.json).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
    if (message) expect((result.json as { error: { message: string } }).error.message).toMatch(message);
  };

  it("answers every bad input of the list with a clear 4xx and the error shape", async () => {
    const slug = fixture.posts.open.slug;
    const top = await comment(slug, "first", "A parent");
    expect(top.status).toBe(201);
    const topId = (top.json as { comment: { id: string } }).comment.id;
    const reply = await comment(slug, "second", "A reply", topId);
    const replyId = (reply.json as { comment: { id: string } }).comment.id;

    expectError(await comment(slug, "second", ""), 400, /empty/);
    expectError(await comment(slug, "second", " \n\n "), 400, /empty/);
    expectError(await comment(slug, "second", "x".repeat(5001)), 400, /at most 5,000 characters/);
    expectError(await comment(slug, "second", Array.from({ length: 1000 }, (_, i) => `https://x.example/${i}`).join("\n")), 400);
    expectError(
      await comment(slug, "editor", Array.from({ length: 11 }, (_, i) => `https://x.example/${i}`).join("\n")),
      400,
      /at most 10 links/,
    );
    expectError(await comment(slug, "editor", "Too deep", replyId), 400, /one level deep/);
    expectError(await call(`/api/posts/${slug}/comments`, { method: "POST", who: "editor", raw: "{not json" }), 400);
    expectError(await call(`/api/posts/${slug}/comments`, { method: "POST", who: "editor", body: { text: "wrong field" } }), 400);
    expectError(await comment(slug, "editor", "x".repeat(70_000)), 413);
    expectError(await comment(slug, undefined as unknown as Who, "Anonymous"), 401);
    expectError(await comment("no-such-post", "first", "Hello"), 404);
    expectError(await comment(fixture.posts.paid.slug, "first", "Let me in"), 403, /read all of it/);
    expectError(await comment(slug, "banned", "Again"), 403, /Repeated insults/);

    expect((await call(`/api/comments/${topId}/like`, { method: "POST", who: "second" })).status).toBe(200);
    expectError(await call(`/api/comments/${topId}/like`, { method: "POST", who: "second" }), 409, /already like/);
    const report = () => call(`/api/comments/${topId}/report`, { method: "POST", who: "second", body: { reason: "Off topic" } });
    expect((await report()).status).toBe(201);
    expectError(await report(), 409, /already reported/);
    expectError(await call(`/api/comments/${topId}/report`, { method: "POST", who: "editor", body: { reason: "" } }), 400);
    expectError(await call(`/api/comments/not-a-comment/like`, { method: "POST", who: "second" }), 404);

    const hidden = await comment(slug, "first", "Soon deleted");
    const hiddenId = (hidden.json as { comment: { id: string } }).comment.id;
    expect((await call(`/api/comments/${hiddenId}`, { method: "DELETE", who: "first" })).status).toBe(200);
    expectError(await comment(slug, "editor", "Under a deleted one", hiddenId), 409, /deleted/);
    expectError(await call(`/api/comments/${hiddenId}`, { method: "DELETE", who: "first" }), 409);
    expectError(await call(`/api/comments/${topId}`, { method: "PATCH", who: "second", body: { body: "Not mine" } }), 403);
  });

  it("refuses a cross-site form and a cross-site fetch with 403, and changes nothing", async () => {
    const slug = fixture.posts.open.slug;
    const before = await call(`/api/posts/${slug}/comments`);
    const attempts: Record<string, string>[] = [
      { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      { origin: "https://evil.example" },
      { origin: "", "sec-fetch-site": "cross-site" },
    ];
    for (const headers of attempts) {
      const result = await call(`/api/posts/${slug}/comments`, {
        method: "POST",
        who: "first",
        raw: headers["content-type"] ? "body=Hello+from+elsewhere" : JSON.stringify({ body: "Hello from elsewhere" }),
        headers,
      });
      expectError(result, 403, /Cross-site/);
    }
    expect((await call(`/api/posts/${slug}/comments`)).text).toBe(before.text);
  });

  it("serves a public post's comments to anyone, revalidated by ETag, and shows a new comment at once", async () => {
    const slug = fixture.posts.open.slug;
    const first = await call(`/api/posts/${slug}/comments`);
    expect(first.status).toBe(200);
    expect(first.response.headers.get("cache-control")).toBe("public, no-cache");
    const etag = first.response.headers.get("etag")!;
    expect(etag).toMatch(/^W\//);
    // As a browser or CDN revalidates (fetch would add `Cache-Control: no-cache`, asking for it in full).
    expect(await conditionalStatus(`${fixture.app.url}/api/posts/${slug}/comments`, etag)).toBe(304);
    const posted = await comment(slug, "second", "Fresh words");
    const startedAt = Date.now();
    const after = await call(`/api/posts/${slug}/comments`, { headers: { "if-none-match": etag } });
    expect(after.status).toBe(200);
    expect(after.text).toContain("Fresh words");
    expect(Date.now() - startedAt).toBeLessThan(1000);
    expect((after.json as { count: number }).count).toBe((first.json as { count: number }).count + 1);
    const counts = await call(`/api/comments/counts?posts=${slug},no-such-post`);
    expect(counts.json).toEqual({ counts: { [slug]: (after.json as { count: number }).count } });
    expect(posted.response.headers.get("cache-control")).toBe("no-store");
    expectError(await call(`/api/comments/counts`), 400);
    expectError(await call(`/api/comments/counts?posts=${Array.from({ length: 61 }, (_, i) => `p${i}`).join(",")}`), 400);
  });

  it("gives a gated post's comments only to readers who may read it, privately", async () => {
    const slug = fixture.posts.paid.slug;
    expect((await comment(slug, "subscriber", "A subscriber's view")).status).toBe(201);
    const anonymous = await call(`/api/posts/${slug}/comments`);
    expectError(anonymous, 401, /Sign in/);
    expect(anonymous.text).not.toContain("subscriber's view");
    const member = await call(`/api/posts/${slug}/comments`, { who: "first" });
    expectError(member, 403);
    expect(member.response.headers.get("cache-control")).toContain("no-store");
    const subscriber = await call(`/api/posts/${slug}/comments`, { who: "subscriber" });
    expect(subscriber.status).toBe(200);
    expect(subscriber.response.headers.get("cache-control")).toBe("private, no-store");
    expect(subscriber.text).toContain("A subscriber's view");
  });

  it("tells each member their own state, privately, and nobody else's", async () => {
    const slug = fixture.posts.open.slug;
    expectError(await call(`/api/posts/${slug}/comments/me`), 401);
    const banned = await call(`/api/posts/${slug}/comments/me`, { who: "banned" });
    expect(banned.status).toBe(200);
    expect(banned.response.headers.get("cache-control")).toBe("private, no-store");
    expect(banned.json).toMatchObject({ block: { code: "banned", message: expect.stringContaining("Repeated insults") } });
    const mine = await comment(slug, "subscriber", "Editable for a while");
    const state = await call(`/api/posts/${slug}/comments/me`, { who: "subscriber" });
    expect(state.json).toMatchObject({
      block: null,
      mine: expect.arrayContaining([{ id: (mine.json as { comment: { id: string } }).comment.id, editableUntil: expect.any(String) }]),
    });
  });
  it("answers a public post's comments from the server's fast path with the bytes and headers of the route", async () => {
    const slug = fixture.posts.open.slug;
    expect((await comment(slug, "first", "Said once, served twice")).status).toBe(201);
    for (const forwardedProto of ["http", "https"]) {
      const headers = { "x-forwarded-proto": forwardedProto, "accept-encoding": "identity" };
      // A query (a gift link, say) and HEAD go on to the route file; a plain GET is the fast path's.
      const fast = await call(`/api/posts/${slug}/comments`, { headers });
      const viaRoute = await call(`/api/posts/${slug}/comments?via=route`, { headers });
      const head = await fetch(`${fixture.app.url}/api/posts/${slug}/comments`, { method: "HEAD", headers });
      expect(fast.status).toBe(200);
      expect(viaRoute.status).toBe(200);
      expect(fast.text).toBe(viaRoute.text);
      expect(fast.text).toContain("Said once, served twice");
      expect(headerSet(fast.response), forwardedProto).toEqual(headerSet(viaRoute.response));
      expect(headerSet(fast.response), forwardedProto).toEqual(headerSet(head));
      expect(fast.response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    }
    for (const path of [`/api/posts/${slug}/comments/`, `/api/posts/${slug.toUpperCase()}/comments`, `/api/posts/a%2Fb/comments`]) {
      const response = await fetch(`${fixture.app.url}${path}`, { redirect: "manual" });
      expect(response.status, path).toBeGreaterThanOrEqual(300);
    }
  });

  it("stops giving a post's comments to everyone the moment an editor makes it paid", async () => {
    const post = fixture.posts.turning;
    expect((await comment(post.slug, "subscriber", "Written while it was open")).status).toBe(201);
    const open = await call(`/api/posts/${post.slug}/comments`);
    expect(open.status).toBe(200);
    expect(open.response.headers.get("cache-control")).toBe("public, no-cache");
    expect((await call(`/api/posts/${post.slug}/comments`)).text).toBe(open.text);
    const saved = await callServerAction({
      baseUrl: fixture.app.url,
      pagePath: "/admin/posts/new",
      exportedName: "runPostAction",
      args: [
        {
          intent: "save",
          id: post.id,
          version: post.version,
          fields: { title: post.title, slug: post.slug, bodyMarkdown: post.bodyMarkdown, access: "paid" },
        },
      ],
      cookie: fixture.cookies.editor,
    });
    expect(saved.status, saved.body).toBe(200);
    const anonymous = await call(`/api/posts/${post.slug}/comments`);
    expectError(anonymous, 401, /Sign in/);
    expect(anonymous.text).not.toContain("Written while it was open");
    expectError(await call(`/api/posts/${post.slug}/comments`, { who: "first" }), 403);
    const subscriber = await call(`/api/posts/${post.slug}/comments`, { who: "subscriber" });
    expect(subscriber.status).toBe(200);
    expect(subscriber.response.headers.get("cache-control")).toBe("private, no-store");
    expect(subscriber.text).toContain("Written while it was open");
  });
});

/** The header set a client sees, without what describes this one body's bytes or the moment. */
function headerSet(response: Response): Record<string, string> {
  const perBody = new Set(["date", "connection", "keep-alive", "content-length", "transfer-encoding", "content-encoding"]);
  return Object.fromEntries([...response.headers].filter(([name]) => !perBody.has(name)));
}

function conditionalStatus(url: string, etag: string): Promise<number> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers: { "if-none-match": etag } }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    }).on("error", reject);
  });
}
