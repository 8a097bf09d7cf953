import { randomBytes } from "node:crypto";
import { createConnection, createServer, type Server, type Socket } from "node:net";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type RedisCacheHandlerType from "@/server/cache/redis-cache-handler.mjs";

const redisUrl = process.env.TEST_REDIS_URL;

/**
 * The cache handler against a real Redis, reached through a proxy the test can make hang
 * (Redis stops answering) or refuse (Redis is down): requests must never wait long or fail.
 */
describe.skipIf(!redisUrl)("the Redis cache handler", () => {
  const prefix = `gw-test-${randomBytes(6).toString("hex")}`;
  let proxy: StallableProxy;
  let Handler: typeof RedisCacheHandlerType;

  beforeAll(async () => {
    proxy = await startProxy(new URL(redisUrl!));
    process.env.REDIS_URL = proxy.url;
    process.env.REDIS_KEY_PREFIX = prefix;
    Handler = (await import("@/server/cache/redis-cache-handler.mjs")).default;
    const warmUp = new Handler({});
    await waitFor(
      async () => (await warmUp.set("warm-up", { kind: "FETCH", data: {}, revalidate: 60 }), (await warmUp.get("warm-up")) !== null),
    );
  });

  afterAll(async () => {
    proxy?.close();
    const redis = new Redis(redisUrl!);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it("gives another handler the page one stored: HTML, RSC bytes, segments, headers and lifetime", async () => {
    const page = {
      kind: "APP_PAGE",
      html: "<html>…</html>",
      rscData: Buffer.from([0, 1, 2, 255]),
      segmentData: new Map([["/_tree", Buffer.from("tree")]]),
      headers: { "x-next-cache-tags": "posts,post:a,_N_T_/posts/a" },
      status: 200,
      postponed: undefined,
    };
    await new Handler({}).set("page-a", page, { cacheControl: { revalidate: 3600, expire: 31_536_000 } });
    const entry = await new Handler({}).get("page-a", { kind: "APP_PAGE" });
    expect(entry?.value).toEqual(page);
    expect(entry?.cacheControl).toEqual({ revalidate: 3600, expire: 31_536_000 });
  });

  it("misses an entry once any of its tags (its own, the read's, or a path's) expires later, and keeps the others", async () => {
    const handler = new Handler({});
    await handler.set("read-1", { kind: "FETCH", data: { body: "1" }, revalidate: 60 }, { tags: ["posts", "post:one"] });
    await handler.set("read-2", { kind: "FETCH", data: { body: "2" }, revalidate: 60 }, { tags: ["posts", "post:two"] });
    await handler.set("read-3", { kind: "FETCH", data: { body: "3" }, revalidate: 60 }, { tags: ["settings"] });
    await sleep(5);
    await handler.revalidateTag("post:one");
    expect(await handler.get("read-1", { kind: "FETCH" })).toBeNull();
    expect(await handler.get("read-2", { kind: "FETCH" })).not.toBeNull();
    await handler.revalidateTag(["_N_T_/layout"]);
    expect(await handler.get("read-3", { kind: "FETCH", softTags: ["_N_T_/layout"] })).toBeNull();
    expect(await handler.get("read-2", { kind: "FETCH", tags: ["posts"] })).not.toBeNull();
  });

  it("answers at once when Redis hangs (a miss, a dropped write), and applies an expiry made meanwhile when it answers again", async () => {
    const handler = new Handler({});
    await handler.set("kept", { kind: "FETCH", data: { body: "kept" }, revalidate: 60 }, { tags: ["hang-tag"] });
    proxy.stall();
    const started = Date.now();
    expect(await handler.get("kept", { kind: "FETCH" })).toBeNull();
    await handler.set("during", { kind: "FETCH", data: {}, revalidate: 60 });
    await handler.revalidateTag("hang-tag");
    expect(Date.now() - started).toBeLessThan(2_000);
    proxy.resume();
    // After the back-off, the expiry written during the hang reaches Redis before the next read.
    await waitFor(async () => (await new Handler({}).get("warm-up")) !== null);
    expect(await handler.get("kept", { kind: "FETCH" })).toBeNull();
  });

  it("serves misses without waiting while Redis refuses connections, and shares again once it is back", async () => {
    const handler = new Handler({});
    proxy.refuse();
    const started = Date.now();
    for (let i = 0; i < 20; i++) expect(await handler.get("warm-up")).toBeNull();
    expect(Date.now() - started).toBeLessThan(1_000);
    proxy.accept();
    await waitFor(async () => (await handler.get("warm-up")) !== null, 10_000);
  });
});

type StallableProxy = { url: string; stall: () => void; resume: () => void; refuse: () => void; accept: () => void; close: () => void };

/** A TCP proxy to Redis that can hold every byte (a hung Redis) or cut and refuse connections (a dead one). */
async function startProxy(target: URL): Promise<StallableProxy> {
  let stalled = false;
  let refusing = false;
  const held: (() => void)[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    if (refusing) return client.destroy();
    const upstream = createConnection(Number(target.port || 6379), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("error", () => undefined);
      socket.on("close", () => sockets.delete(socket));
    }
    const forward = (to: Socket) => (chunk: Buffer) => (stalled ? held.push(() => to.write(chunk)) : to.write(chunk));
    client.on("data", forward(upstream));
    upstream.on("data", forward(client));
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `redis://127.0.0.1:${port}`,
    stall: () => void (stalled = true),
    resume: () => {
      stalled = false;
      for (const write of held.splice(0)) write();
    },
    refuse: () => {
      refusing = true;
      for (const socket of sockets) socket.destroy();
    },
    accept: () => void (refusing = false),
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("Timed out");
    await sleep(100);
  }
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
