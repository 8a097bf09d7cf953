import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type AppServer } from "../../support/app-server";
import { startSmtpServer, findLink, type TestSmtpServer } from "../../support/smtp";
import { authClient } from "../../support/auth-http";

/**
 * The magic-link protocol over HTTP against the built app, with a real SMTP server in this
 * process. Each app server has its own fresh embedded database.
 */
let smtp: TestSmtpServer;
let app: AppServer;
const ownerEmail = "boss@example.test";

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await startAppServer({ SMTP_URL: smtp.url, MAGIC_LINK_RATE_LIMIT: "1000", OWNER_EMAIL: ownerEmail, SITE_NAME: "Groundwork Test" });
}, 200_000);

afterAll(async () => {
  await app?.stop();
  await smtp?.stop();
});

const cookieLine = (response: Response, name: string) => response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));

async function requestAndReadLink(client: ReturnType<typeof authClient>, email: string, callbackUrl = "/") {
  const since = Date.now();
  const response = await client.requestLink(email, { callbackUrl });
  expect(response.status).toBe(200);
  const mail = await smtp.waitForMail(email, { since });
  return { mail, link: findLink(mail) };
}

describe("magic link sign-in (default base path)", () => {
  it("request → mail → confirm → session cookie → session with email and account", async () => {
    const client = authClient({ baseUrl: app.url });
    const { mail, link } = await requestAndReadLink(client, "New.Reader+news@Example.test", "/account");
    expect(mail.subject).toBe("Sign in to Groundwork Test");
    expect(mail.raw).toMatch(/Content-Type: text\/plain/i);
    expect(mail.raw).toMatch(/Content-Type: text\/html/i);
    expect(new URL(link).pathname).toBe("/signin/confirm");

    // Link scanners: GET and HEAD of the link, and of Auth.js's own callback, use nothing up.
    const scanner = { redirect: "manual" as const };
    const page = await fetch(link, scanner);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(">Sign in</button>");
    expect((await fetch(link, { ...scanner, method: "HEAD" })).status).toBe(200);
    const callbackGet = await fetch(`${app.url}/api/auth/callback/email${new URL(link).search}`, scanner);
    expect(callbackGet.status).toBe(303);
    expect(callbackGet.headers.get("location")).toContain("/signin/confirm?");
    expect(callbackGet.headers.getSetCookie().some((line) => line.includes("session-token"))).toBe(false);

    const confirmed = await client.confirm(link);
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("location")).toBe(`${app.url}/account`);
    const cookie = cookieLine(confirmed, "authjs.session-token");
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);

    const session = await client.session();
    expect(session?.user?.email).toBe("new.reader+news@example.test");
    expect(session?.account?.handle).toBe("new_reader");
    expect(session?.account?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(session?.role).toBe("reader");
    expect(session?.canSearch).toBe(false);
    // The database row (and its token) never reaches the browser.
    expect(JSON.stringify(session)).not.toContain("sessionToken");

    // The gated page renders with the session.
    const account = await client.send("/account");
    expect(account.status).toBe(200);
    expect(await account.text()).toContain("new.reader+news@example.test");
  });

  it("a used link does not sign in again", async () => {
    const first = authClient({ baseUrl: app.url });
    const { link } = await requestAndReadLink(first, "replay@example.test");
    expect((await first.confirm(link)).status).toBe(303);
    expect(first.jar.sessionToken()).toBeDefined();

    const replay = authClient({ baseUrl: app.url });
    const response = await replay.confirm(link);
    expect(response.headers.get("location")).toContain("/signin?error=Verification");
    expect(replay.jar.sessionToken()).toBeUndefined();
    expect(await replay.session()).toBeNull();
  });

  it("confirming from another site is refused (login CSRF)", async () => {
    const client = authClient({ baseUrl: app.url });
    const { link } = await requestAndReadLink(client, "crosssite@example.test");
    const params = new URL(link).searchParams;
    const response = await fetch(`${app.url}/api/auth/callback/email`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" },
      body: new URLSearchParams({ token: params.get("token")!, email: params.get("email")! }).toString(),
    });
    expect(response.status).toBe(403);
    // The link still works for its owner.
    expect((await client.confirm(link)).status).toBe(303);
    expect((await client.session())?.user?.email).toBe("crosssite@example.test");
  });

  it("without the CSRF token: MissingCSRF and no mail", async () => {
    const client = authClient({ baseUrl: app.url });
    const since = Date.now();
    const response = await client.requestLink("nocsrf@example.test", { csrf: false });
    const body = (await response.json()) as { url: string };
    expect(new URL(body.url).searchParams.get("error")).toBe("MissingCSRF");
    const wrong = await client.send("/api/auth/signin/email", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-auth-return-redirect": "1" },
      body: new URLSearchParams({ email: "nocsrf@example.test", csrfToken: "forged" }).toString(),
    });
    expect(new URL(((await wrong.json()) as { url: string }).url).searchParams.get("error")).toBe("MissingCSRF");
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.mailsTo("nocsrf@example.test", since)).toHaveLength(0);
  });

  it.each([
    ["a list", "a@x.com,b@y.com"],
    ["header injection", "a@x.com\r\nBcc: c@z.com"],
    ["a full-width at sign", "a＠x.com"],
    ["10 kB", `${"a".repeat(10_240)}@x.com`],
    ["nothing", undefined],
  ])("a malformed email (%s) gets 400 and no mail", async (_label, email) => {
    const client = authClient({ baseUrl: app.url });
    const since = Date.now();
    const response = await client.requestLink(email);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("bad_request");
    expect(body.error.message).toMatch(/email/i);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(
      smtp.mails.filter((mail) => mail.receivedAt >= since && mail.to.some((to) => to.endsWith("x.com") || to.endsWith("z.com"))),
    ).toHaveLength(0);
  });

  it("answers the same for a known and an unknown address", async () => {
    const known = authClient({ baseUrl: app.url });
    const { link } = await requestAndReadLink(known, "known@example.test");
    await known.confirm(link);
    const again = await authClient({ baseUrl: app.url }).requestLink("known@example.test");
    const unknown = await authClient({ baseUrl: app.url }).requestLink("nobody-yet@example.test");
    expect(again.status).toBe(unknown.status);
    expect(await again.json()).toEqual(await unknown.json());
  });

  it.each(["https://evil.example", "//evil.example", "/\\evil.example", "javascript:alert(1)"])(
    "callbackUrl %s ends on the site",
    async (callbackUrl) => {
      const client = authClient({ baseUrl: app.url });
      const { link } = await requestAndReadLink(client, `redirect${Math.random().toString(36).slice(2, 8)}@example.test`, callbackUrl);
      expect(new URL(link).searchParams.get("callbackUrl")).toBe("/");
      const response = await client.confirm(link);
      expect(new URL(response.headers.get("location")!).origin).toBe(app.url);
      // The sign-in page reduces the hostile value to "/" before the form ever posts it.
      const page = await fetch(`${app.url}/signin?callbackUrl=${encodeURIComponent(callbackUrl)}`);
      expect(await page.text()).toContain('\\"callbackPath\\":\\"/\\"');
    },
  );

  it("after signing out, the old cookie is worth nothing", async () => {
    const client = authClient({ baseUrl: app.url });
    const { link } = await requestAndReadLink(client, "leaver@example.test");
    await client.confirm(link);
    const oldToken = client.jar.sessionToken()!;
    expect((await client.session())?.user?.email).toBe("leaver@example.test");
    const out = await client.signOut();
    expect(out.status).toBe(200);
    const replay = await fetch(`${app.url}/api/auth/session`, { headers: { cookie: `authjs.session-token=${oldToken}` } });
    expect(await replay.json()).toBeNull();
    const page = await fetch(`${app.url}/account`, { redirect: "manual", headers: { cookie: `authjs.session-token=${oldToken}` } });
    expect(page.status).toBeGreaterThanOrEqual(300);
    expect(page.status).toBeLessThan(400);
    expect(page.headers.get("location")).toContain("/signin?error=SessionRequired");
  });

  it("OWNER_EMAIL signs in as owner", async () => {
    const client = authClient({ baseUrl: app.url });
    const { link } = await requestAndReadLink(client, ownerEmail);
    await client.confirm(link);
    expect((await client.session())?.role).toBe("owner");
  });

  it("gated pages redirect without a session, also with x-middleware-subrequest", async () => {
    for (const path of ["/account", "/search", "/admin", "/admin/posts"]) {
      const variants: Record<string, string>[] = [
        {},
        { "x-middleware-subrequest": "src/proxy:src/proxy:src/proxy:src/proxy:src/proxy" },
        { "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware" },
      ];
      for (const extra of variants) {
        const response = await fetch(`${app.url}${path}`, { redirect: "manual", headers: extra });
        expect(response.status, `${path} ${JSON.stringify(extra)}`).toBeGreaterThanOrEqual(300);
        expect(response.status).toBeLessThan(400);
        const location = new URL(response.headers.get("location")!, app.url);
        expect(location.pathname).toBe("/signin");
        expect(location.searchParams.get("error")).toBe("SessionRequired");
        expect(location.searchParams.get("callbackUrl")).toBe(path);
      }
    }
    // A made-up cookie gets past the proxy's quick look but not the page's own check.
    const forged = await fetch(`${app.url}/account`, { redirect: "manual", headers: { cookie: "authjs.session-token=forged" } });
    expect(forged.headers.get("location")).toContain("/signin?error=SessionRequired&callbackUrl=%2Faccount");
    const signin = await fetch(`${app.url}/signin?error=SessionRequired&callbackUrl=%2Faccount`);
    expect(await signin.text()).toContain("Please sign in to see that page.");
  });

  it("the internal route is not reachable directly", async () => {
    expect((await fetch(`${app.url}/api/auth-handler/session`)).status).toBe(404);
  });
});
