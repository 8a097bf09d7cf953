import { createServer, get as httpGet, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { forgetAllLocalAnswers } from "@/server/cache/local-answers";
import { createComment } from "@/server/comments/create-comment";
import { listCommentThread } from "@/server/comments/list-comment-thread";
import { forgetPublicCommentAnswer } from "@/server/comments/public-comment-answer";
import type { DatabaseHandle } from "@/server/db/open";
import { posts as postsTable, siteSettings, type Post } from "@/server/db/schema";
import { setEnvForTests } from "@/server/env";
import { encodeResponse } from "@/server/http/encode-response";
import { createCommentsRequestHandler } from "@/server/http/serve-comments-request";
import { createTestDatabase, databaseTargets } from "../../support/db";
import { createMember, createPostsOfEachAccess, setCommentSettings } from "./fixtures";

/**
 * The server's comments step on its own (serve-comments-request.ts), behind the encoding step as
 * in the server, with whatever it passes on answered "to the route" (418 here): it answers a
 * public post's comments from the kept copy, sees a change as soon as it is announced, and
 * never answers for a gated post.
 */
describe.each(databaseTargets)("the comments fast path on %s", (target) => {
  let handle: DatabaseHandle;
  let posts: { open: Post; members: Post; paid: Post };
  let server: Server;
  let base = "";

  beforeAll(async () => {
    setEnvForTests({ REDIS_URL: undefined });
    handle = await createTestDatabase(target);
    posts = await createPostsOfEachAccess(handle.db);
    await setCommentSettings(handle.db, "members");
    const step = createCommentsRequestHandler();
    server = createServer((request, response) => {
      encodeResponse(request, response);
      void Promise.resolve(step(request, response)).then((result) => {
        if (result === "next") response.writeHead(418).end("to the route");
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(async () => {
    server?.close();
    await handle?.close();
  });
  beforeEach(() => forgetAllLocalAnswers());

  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
      httpGet(`${base}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString() }),
        );
      }).on("error", reject);
    });

  it("answers a public post's comments with the thread's JSON, kept until they change, with 304 by its ETag", async () => {
    const member = await createMember(handle.db);
    await createComment({ slug: posts.open.slug, member, body: "The first word" });
    const first = await get(`/api/posts/${posts.open.slug}/comments`);
    expect(first.status).toBe(200);
    expect(first.body).toBe(JSON.stringify(await listCommentThread(posts.open.id)));
    expect(first.headers["cache-control"]).toBe("public, no-cache");
    expect(first.headers["content-type"]).toBe("application/json");
    expect(first.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    expect((await get(`/api/posts/${posts.open.slug}/comments`, { "if-none-match": etag })).status).toBe(304);
    const gzipped = await get(`/api/posts/${posts.open.slug}/comments`, { "accept-encoding": "gzip" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");

    await createComment({ slug: posts.open.slug, member, body: "Written after it was kept" });
    expect((await get(`/api/posts/${posts.open.slug}/comments`)).body).not.toContain("Written after it was kept");
    forgetPublicCommentAnswer(posts.open.slug);
    const fresh = await get(`/api/posts/${posts.open.slug}/comments`, { "if-none-match": etag });
    expect(fresh.status).toBe(200);
    expect(fresh.body).toContain("Written after it was kept");
  });

  it("passes gated posts, gift links, other methods, odd paths, unknown posts and comments off on to the route", async () => {
    const passed = [
      `/api/posts/${posts.paid.slug}/comments`,
      `/api/posts/${posts.members.slug}/comments`,
      `/api/posts/${posts.open.slug}/comments?gift=abc`,
      `/api/posts/${posts.open.slug}/comments/`,
      `/api/posts/${posts.open.slug}/comments/me`,
      `/api/posts/a%2Fb/comments`,
      `/api/posts/no-such-post/comments`,
    ];
    for (const path of passed) expect((await get(path)).status, path).toBe(418);
    try {
      await setCommentSettings(handle.db, "off");
      expect((await get(`/api/posts/${posts.open.slug}/comments`)).status).toBe(418);
    } finally {
      await setCommentSettings(handle.db, "members");
    }
  });

  it("stops answering for a post once it is gated: made paid (announced), or past the archive age (checked on every request)", async () => {
    const post = posts.open;
    expect((await get(`/api/posts/${post.slug}/comments`)).status).toBe(200);
    await handle.db.update(postsTable).set({ access: "paid" }).where(eq(postsTable.id, post.id));
    forgetAllLocalAnswers(); // what every post write does (revalidatePublicPages)
    try {
      expect((await get(`/api/posts/${post.slug}/comments`)).status).toBe(418);
    } finally {
      await handle.db.update(postsTable).set({ access: "public" }).where(eq(postsTable.id, post.id));
      forgetAllLocalAnswers();
    }
    // The archive age: kept while the post was young enough, refused the moment it is not.
    await handle.db.update(siteSettings).set({ archivePaidAfterDays: 1 }).where(eq(siteSettings.id, 1));
    const publishedAt = new Date(Date.now() - 24 * 3600_000 + 1500);
    await handle.db.update(postsTable).set({ publishedAt }).where(eq(postsTable.id, post.id));
    forgetAllLocalAnswers();
    try {
      expect((await get(`/api/posts/${post.slug}/comments`)).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1600));
      expect((await get(`/api/posts/${post.slug}/comments`)).status).toBe(418);
    } finally {
      await handle.db.update(siteSettings).set({ archivePaidAfterDays: null }).where(eq(siteSettings.id, 1));
      await handle.db.update(postsTable).set({ publishedAt: post.publishedAt }).where(eq(postsTable.id, post.id));
      forgetAllLocalAnswers();
    }
  });
});
