import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbHandle } from "@/server/db/client";
import { openPostgres, type DatabaseHandle } from "@/server/db/open";
import { startAppServer, type AppServer } from "../../support/app-server";
import { createEmptyPostgresDatabase } from "../../support/db";
import { callServerAction } from "../../support/server-action";
import { createSessionCookie } from "../../support/sign-in";

const redisUrl = process.env.TEST_REDIS_URL;
const enabled = Boolean(process.env.TEST_DATABASE_URL && redisUrl);

/**
 * Two built app servers on one PostgreSQL database and one Redis (REDIS_URL set), as two nodes
 * behind a load balancer would run: Next's page cache lives in Redis, so what one node rendered
 * the other serves, and a publish on one expires the page on both.
 */
describe.skipIf(!enabled)("the page cache shared through Redis by two app servers", () => {
  const prefix = `gw-test-${randomBytes(6).toString("hex")}`;
  let database: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
  let handle: DatabaseHandle;
  let a: AppServer;
  let b: AppServer;
  let ownerCookie = "";

  beforeAll(async () => {
    database = await createEmptyPostgresDatabase();
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: prefix,
      AUTH_SECRET: randomBytes(33).toString("base64"),
    };
    // One after the other: the first migrates and seeds the sample publication.
    a = await startAppServer(env);
    b = await startAppServer(env);
    handle = await openPostgres(database.url);
    setDbHandle(handle);
    const session = await createSessionCookie(handle.db, { email: "owner@groundwork.local" });
    ownerCookie = `${session.name}=${session.value}`;
  }, 240_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await handle?.close();
    await database?.drop();
    const redis = new Redis(redisUrl!);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  }, 60_000);

  it("serves on B the page A rendered: a cache hit with A's ETag and body", async () => {
    const home = await (await fetch(`${a.url}/`)).text();
    const path = home.match(/href="(\/posts\/[a-z0-9-]+)"/)![1]!;
    // A renders the page and writes the entry just after answering; its next answer is the entry,
    // and B's hit must be the same bytes. A tag expired in between (the servers' background tasks
    // run at start) renders the page again, on either node: asked again, both serve that entry.
    expect((await fetch(`${a.url}${path}`)).status).toBe(200);
    const hit = (base: string) =>
      poll(async () => {
        const response = await fetch(`${base}${path}`);
        return response.headers.get("x-nextjs-cache") === "HIT"
          ? { etag: response.headers.get("etag"), body: await response.text() }
          : null;
      });
    let pair = { fromA: await hit(a.url), fromB: await hit(b.url) };
    for (let attempt = 1; attempt < 5 && pair.fromB.etag !== pair.fromA.etag; attempt++) {
      pair = { fromA: await hit(a.url), fromB: await hit(b.url) };
    }
    expect(pair.fromB.etag).toBe(pair.fromA.etag);
    expect(pair.fromB.body).toBe(pair.fromA.body);
  });

  it("keeps every cached entry in Redis under the prefix with a time to live", async () => {
    const redis = new Redis(redisUrl!);
    try {
      const entries = (await redis.keys(`${prefix}:cache:*`)).filter((key) => key !== `${prefix}:cache:tags`);
      expect(entries.length).toBeGreaterThan(0);
      for (const key of entries) expect(await redis.ttl(key), key).toBeGreaterThan(0);
    } finally {
      await redis.quit();
    }
  });

  it("shows a post published on A at once on B's cached home, topic and post pages", async () => {
    const run = Date.now().toString(36);
    const title = `Shared cache ${run}`;
    const slug = `shared-cache-${run}`;
    const tagPath = "/tags/stoicism";
    for (const path of ["/", tagPath, `/posts/${slug}`]) {
      await fetch(`${b.url}${path}`);
      await fetch(`${b.url}${path}`);
    }
    expect((await fetch(`${b.url}/`)).headers.get("x-nextjs-cache")).toBe("HIT");
    expect((await fetch(`${b.url}/posts/${slug}`)).status).toBe(404);

    const published = await callServerAction({
      baseUrl: a.url,
      pagePath: "/admin/posts/new",
      exportedName: "runPostAction",
      args: [{ intent: "publish", fields: { title, slug, bodyMarkdown: "Written on node A.", tags: ["Stoicism"] } }],
      cookie: ownerCookie,
    });
    expect(published.status).toBe(200);
    expect(published.body).toContain(slug);

    expect(await (await fetch(`${b.url}/`)).text()).toContain(title);
    expect(await (await fetch(`${b.url}${tagPath}`)).text()).toContain(title);
    const post = await fetch(`${b.url}/posts/${slug}`);
    expect(post.status).toBe(200);
    expect(await post.text()).toContain("Written on node A.");
  });

  it("shows a comment posted on A in B's cached comments within a second", async () => {
    const home = await (await fetch(`${b.url}/`)).text();
    const slugs = [...home.matchAll(/href="\/posts\/([a-z0-9-]+)"/g)].map((match) => match[1]!);
    let slug = "";
    for (const candidate of slugs) {
      if ((await fetch(`${b.url}/api/posts/${candidate}/comments`)).status === 200) {
        slug = candidate;
        break;
      }
    }
    expect(slug).not.toBe("");
    const before = await (await fetch(`${b.url}/api/posts/${slug}/comments`)).text();
    const member = await createSessionCookie(handle.db, { email: `cluster-${Date.now()}@example.test` });
    const text = `Written on node A at ${Date.now()}`;
    const posted = await fetch(`${a.url}/api/posts/${slug}/comments`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: a.url, cookie: `${member.name}=${member.value}` },
      body: JSON.stringify({ body: text }),
    });
    expect(posted.status).toBe(201);
    const postedAt = Date.now();
    const seen = await poll(async () => {
      const answer = await (await fetch(`${b.url}/api/posts/${slug}/comments`)).text();
      return answer.includes(text) ? Date.now() : null;
    }, 5_000);
    expect(before).not.toContain(text);
    expect(seen - postedAt).toBeLessThan(1000);
  });
});

async function poll<T>(attempt: () => Promise<T | null>, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await attempt();
    if (result !== null) return result;
    if (Date.now() > deadline) throw new Error("Timed out");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
