import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startAppServer, type AppServer } from "../../support/app-server";

/**
 * /healthz and /readyz over HTTP on the built app: liveness touches nothing; readiness is the
 * server's own phase (ready while serving), and reports the database and, when REDIS_URL is set,
 * Redis — a shared dependency that does not answer is reported, never a reason to leave rotation.
 */
let app: AppServer;
let noRedis: AppServer;

beforeAll(async () => {
  // Nothing listens on this port: Redis is "down" for this server.
  const closedPort = await freePort();
  [app, noRedis] = await Promise.all([startAppServer(), startAppServer({ REDIS_URL: `redis://127.0.0.1:${closedPort}` })]);
}, 240_000);

afterAll(async () => {
  await Promise.all([app?.stop(), noRedis?.stop()]);
});

describe("/healthz", () => {
  it("answers 200 ok, never cached", async () => {
    const response = await fetch(`${app.url}/healthz`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("answers 200 even when Redis is unreachable (it touches no dependency)", async () => {
    const response = await fetch(`${noRedis.url}/healthz`);
    expect(response.status).toBe(200);
  });
});

describe("/readyz", () => {
  it("answers 200 while serving, reporting the database (no Redis configured)", async () => {
    const response = await fetch(`${app.url}/readyz`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ status: "ready", dependencies: { database: "up" } });
  });

  it("stays ready when Redis is unreachable, and reports it down for monitoring", async () => {
    const started = Date.now();
    const response = await fetch(`${noRedis.url}/readyz`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ status: "ready", dependencies: { database: "up", redis: "down" } });
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
