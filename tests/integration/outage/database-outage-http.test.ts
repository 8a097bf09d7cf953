import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres } from "@/server/db/open";
import { startAppServer, type AppServer } from "../../support/app-server";
import { startPostgresCluster, type PostgresCluster } from "../../support/postgres-cluster";
import { authClient } from "../../support/auth-http";
import { createSessionCookie, type SessionCookie } from "../../support/sign-in";

/**
 * PostgreSQL stops under a running server (a cluster of this test's own, never the shared
 * one) and comes back: meanwhile pages answer a readable 503 with Retry-After, APIs a 503
 * JSON, a session lookup is an error and never "signed out"; afterwards everything works
 * again without restarting the app.
 */
// A self-hosted Sentry: the browser must be allowed to reach it (CSP connect-src).
const sentryDsn = "http://public-key@sentry.internal.example:9000/7";
let cluster: PostgresCluster;
let app: AppServer;
let owner: SessionCookie;

beforeAll(async () => {
  cluster = await startPostgresCluster();
  app = await startAppServer({ DATABASE_URL: cluster.url, AUTH_SECRET: "outage-test-secret-".repeat(3), SENTRY_DSN: sentryDsn });
  const handle = await openPostgres(cluster.url);
  try {
    owner = await createSessionCookie(handle.db, { email: "owner@groundwork.local", role: "owner" });
  } finally {
    await handle.close();
  }
}, 240_000);

afterAll(async () => {
  await app?.stop();
  cluster?.destroy();
});

const asOwner = (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
  fetch(`${app.url}${path}`, { redirect: "manual", ...init, headers: { cookie: `${owner.name}=${owner.value}`, ...init.headers } });
const sessionEmail = async () => ((await (await asOwner("/api/auth/session")).json()) as { user?: { email?: string } } | null)?.user?.email;

describe("PostgreSQL stopped and restarted under a running server", () => {
  it("answers 503 while it is down, never signs anyone out, and recovers by itself", async () => {
    expect(await sessionEmail()).toBe("owner@groundwork.local");
    expect((await asOwner("/account")).status).toBe(200);

    const visitor = authClient({ baseUrl: app.url });
    const csrfToken = await visitor.csrfToken();
    cluster.stop();

    // The first request of the outage, an uncached reading page (no proxy runs for those):
    // the readable 503, not the 500 Next.js gives a page whose render failed.
    const first = await fetch(`${app.url}/tags/focus`, { headers: { accept: "text/html" } });
    expect(first.status).toBe(503);
    expect(first.headers.get("retry-after")).toBe("5");
    expect(await first.text()).toContain("We’ll be right back");
    expect(first.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    const reading = await fetch(`${app.url}/authors/maya-okafor?page=2`, { headers: { accept: "text/html" } });
    expect(reading.status).toBe(503);
    expect(await reading.text()).toContain("We’ll be right back");

    const session = await asOwner("/api/auth/session");
    expect(session.status).toBe(503);
    expect(session.headers.get("retry-after")).toBe("5");
    expect(await session.json()).toMatchObject({ error: { code: "unavailable" } });

    const page = await asOwner("/account", { headers: { accept: "text/html" } });
    expect(page.status).toBe(503);
    expect(page.headers.get("retry-after")).toBe("5");
    expect(page.headers.get("location")).toBeNull();
    expect(await page.text()).toContain("We’ll be right back");

    const api = await asOwner("/api/billing/status", { headers: { accept: "application/json" } });
    expect(api.status).toBe(503);
    expect(await api.json()).toMatchObject({ error: { code: "unavailable" } });

    const search = await fetch(`${app.url}/1/indexes/*/queries?x-algolia-application-id=a&x-algolia-api-key=b`, {
      method: "POST",
      body: JSON.stringify({ requests: [{ indexName: "posts", query: "habits" }] }),
    });
    expect(search.status).toBe(503);
    const signIn = await visitor.send("/api/auth/signin/email", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-auth-return-redirect": "1" },
      body: new URLSearchParams({ csrfToken, email: "someone@example.test", callbackUrl: "/" }).toString(),
    });
    expect(signIn.status).toBe(503);

    cluster.start();
    const deadline = Date.now() + 30_000;
    let email: string | undefined;
    while (Date.now() < deadline && email === undefined) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      email = await sessionEmail().catch(() => undefined);
    }
    expect(email).toBe("owner@groundwork.local");
    expect((await asOwner("/account")).status).toBe(200);
  }, 120_000);
});

describe("with a self-hosted Sentry configured (SENTRY_DSN)", () => {
  it("lets browsers reach its origin: connect-src on pages, cached reading pages and APIs", async () => {
    for (const path of ["/", "/tags/habits", "/signin", "/api/auth/session"]) {
      const response = await fetch(`${app.url}${path}`, { redirect: "manual" });
      const connectSrc = (response.headers.get("content-security-policy") ?? "").split(";").find((each) => each.includes("connect-src"));
      expect(connectSrc, path).toContain("http://sentry.internal.example:9000");
      expect(connectSrc, path).not.toContain("public-key");
    }
  }, 60_000);
});
