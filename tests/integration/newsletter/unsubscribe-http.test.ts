import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type AppServer } from "../../support/app-server";
import { authClient, type AuthClient } from "../../support/auth-http";
import { findLink, startSmtpServer, type TestSmtpServer } from "../../support/smtp";
import { setEnvForTests } from "@/server/env";
import { createUnsubscribeToken } from "@/server/mail/unsubscribe-token";

const secret = "e".repeat(40);

/** The built app over HTTP: one-click unsubscribe (RFC 8058) works without a session; a GET changes nothing. */
describe("unsubscribe links over HTTP", () => {
  let app: AppServer;
  let smtp: TestSmtpServer;
  let client: AuthClient;
  let userId: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await startAppServer({ SMTP_URL: smtp.url, AUTH_SECRET: secret });
    setEnvForTests({ AUTH_SECRET: secret, SITE_URL: app.url });
    client = authClient({ baseUrl: app.url });
    const email = "letters@example.test";
    await client.requestLink(email, { callbackUrl: "/account" });
    await client.confirm(findLink(await smtp.waitForMail(email)));
    userId = (await client.session())!.account!.id;
  }, 180_000);
  afterAll(async () => {
    await app?.stop();
    await smtp?.stop();
  });

  const preferences = async () => (await (await client.send("/api/newsletter/preferences")).json()) as { newPosts: boolean };
  const optIn = () =>
    client.send("/api/newsletter/preferences", {
      method: "POST",
      headers: { "content-type": "application/json", origin: app.url },
      body: JSON.stringify({ newPosts: true }),
    });
  // A mail client's one-click: no cookie, no Origin of ours, the body RFC 8058 prescribes.
  const oneClick = (token: string) =>
    fetch(`${app.url}/api/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
      redirect: "manual",
    });

  it("a reader opts in from the browser; a GET of the link only shows the confirmation page", async () => {
    expect(await preferences()).toEqual({ newPosts: false, isBouncing: false });
    expect((await optIn()).status).toBe(200);
    expect(await preferences()).toMatchObject({ newPosts: true });

    const token = createUnsubscribeToken(userId, { kind: "posts" });
    const get = await fetch(`${app.url}/api/unsubscribe?token=${encodeURIComponent(token)}`, { redirect: "manual" });
    expect(get.status).toBe(303);
    const page = await fetch(new URL(get.headers.get("location")!, app.url));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Unsubscribe?");
    expect(await preferences()).toMatchObject({ newPosts: true });
  });

  it("a forged token gets a clear 400 and changes nothing; the genuine one-click POST unsubscribes", async () => {
    const token = createUnsubscribeToken(userId, { kind: "posts" });
    const forged = `${token.slice(0, -4)}AAAA`;
    const refused = await oneClick(forged);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: { code: "bad_request" } });
    expect(await preferences()).toMatchObject({ newPosts: true });

    const accepted = await oneClick(token);
    expect(accepted.status).toBe(200);
    expect(await preferences()).toMatchObject({ newPosts: false });

    const invalidPage = await fetch(`${app.url}/unsubscribe?token=${encodeURIComponent(forged)}`);
    expect(await invalidPage.text()).toContain("This link does not work");
  });

  it("preferences need a session", async () => {
    expect((await fetch(`${app.url}/api/newsletter/preferences`)).status).toBe(401);
  });
});
