import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type AppServer } from "../../support/app-server";
import { startSmtpServer, findLink, type TestSmtpServer } from "../../support/smtp";
import { authClient } from "../../support/auth-http";

let smtp: TestSmtpServer;
let other: AppServer;
let limited: AppServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
  // Another base path, served over "https" (SITE_URL): Secure cookies.
  other = await startAppServer({
    SMTP_URL: smtp.url,
    AUTH_BASE_PATH: "/api/v2/auth",
    MAGIC_LINK_RATE_LIMIT: "1000",
    SITE_URL: "https://groundwork.test",
  });
  // Default limits, X-Forwarded-For not trusted, links that expire after a second.
  limited = await startAppServer({ SMTP_URL: smtp.url, MAGIC_LINK_TTL_SECONDS: "1", TRUST_PROXY: "false" });
}, 400_000);

afterAll(async () => {
  await other?.stop();
  await limited?.stop();
  await smtp?.stop();
});

describe("AUTH_BASE_PATH=/api/v2/auth", () => {
  it("serves Auth.js there, and the default path is gone", async () => {
    expect((await fetch(`${other.url}/api/v2/auth/session`)).status).toBe(200);
    expect((await fetch(`${other.url}/api/v2/auth/providers`)).status).toBe(200);
    expect((await fetch(`${other.url}/api/auth/session`)).status).toBe(404);
    expect((await fetch(`${other.url}/api/auth/csrf`)).status).toBe(404);
  });

  it("has no mailbox when mail goes through SMTP_URL, even for this machine", async () => {
    expect((await fetch(`${other.url}/dev/mailbox`)).status).toBe(404);
    expect((await fetch(`${other.url}/api/dev/mailbox`)).status).toBe(404);
  });

  it("sends HSTS when SITE_URL is https", async () => {
    for (const path of ["/api/v2/auth/session", "/signin", "/account"]) {
      const response = await fetch(`${other.url}${path}`, { redirect: "manual" });
      expect(response.headers.get("strict-transport-security"), path).toBe("max-age=31536000");
    }
  });

  it("signs in through it, with a Secure session cookie when SITE_URL is https", async () => {
    const client = authClient({ baseUrl: other.url, basePath: "/api/v2/auth" });
    const since = Date.now();
    expect((await client.requestLink("v2@example.test")).status).toBe(200);
    const link = findLink(await smtp.waitForMail("v2@example.test", { since }));
    expect(link.startsWith("https://groundwork.test/signin/confirm?")).toBe(true);
    const confirmed = await client.confirm(link);
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("location")).toBe("https://groundwork.test/");
    const cookie = confirmed.headers.getSetCookie().find((line) => line.startsWith("__Secure-authjs.session-token="));
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const session = await client.session();
    expect(session?.user?.email).toBe("v2@example.test");
    expect(session?.account?.handle).toBe("v2");
  });
});

describe("limits and expiry", () => {
  let requestsFromThisClient = 0;

  it("an expired link does not sign in", async () => {
    const client = authClient({ baseUrl: limited.url });
    const since = Date.now();
    expect((await client.requestLink("late@example.test")).status).toBe(200);
    requestsFromThisClient++;
    const link = findLink(await smtp.waitForMail("late@example.test", { since }));
    await new Promise((resolve) => setTimeout(resolve, 1600));
    const response = await client.confirm(link);
    expect(response.headers.get("location")).toContain("/signin?error=Verification");
    expect(client.jar.sessionToken()).toBeUndefined();
  });

  it("the 6th request gets 429 with Retry-After; rotating X-Forwarded-For does not help", async () => {
    const client = authClient({ baseUrl: limited.url });
    while (requestsFromThisClient < 5) {
      const response = await client.requestLink(`flood${requestsFromThisClient}@example.test`);
      expect(response.status).toBe(200);
      requestsFromThisClient++;
    }
    const sixth = await client.requestLink("flood-more@example.test");
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(sixth.headers.get("retry-after"))).toBeLessThanOrEqual(900);
    const body = (await sixth.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("rate_limited");
    expect(body.error.message).toMatch(/try again/i);
    for (let i = 0; i < 3; i++) {
      const rotated = await client.requestLink(`rotate${i}@example.test`, {
        headers: { "x-forwarded-for": `203.0.113.${i + 10}`, "x-real-ip": `203.0.113.${i + 10}` },
      });
      expect(rotated.status).toBe(429);
    }
  });
});
