import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect, test, type Page, type Request } from "@playwright/test";
import { Client } from "pg";
import { openPostgres } from "@/server/db/open";
import { sessions } from "@/server/db/schema";
import { createAnalyticsEvent } from "@/server/db/seed/analytics-events";
import { createUser } from "@/server/db/seed/factories";
import { startAppServer, type AppServer } from "../support/app-server";

type SentEvent = { n: string; u: string; r?: string | null; p?: Record<string, unknown>; a?: string; v?: string };

/** Every event the page sends to /api/event (beacons included), parsed. */
function recordEvents(page: Page): SentEvent[] {
  const events: SentEvent[] = [];
  page.on("request", (request: Request) => {
    if (new URL(request.url()).pathname !== "/api/event" || request.method() !== "POST") return;
    events.push(JSON.parse(request.postData() ?? "{}") as SentEvent);
  });
  return events;
}

const externalPage = "<!doctype html><title>Elsewhere</title><h1>Elsewhere</h1>";

async function addLink(page: Page, href: string, text: string) {
  await page.evaluate(
    ([linkHref, linkText]) => {
      const link = document.createElement("a");
      link.href = linkHref!;
      link.textContent = linkText!;
      document.body.prepend(link);
    },
    [href, text],
  );
}

test.describe("first-party analytics", () => {
  test("a page view is recorded on load and after a client-side navigation, with the app name and version", async ({ page }) => {
    const events = recordEvents(page);
    const accepted = page.waitForResponse((response) => response.url().endsWith("/api/event") && response.status() === 202);
    await page.goto("/");
    await accepted;
    await expect.poll(() => events.filter((event) => event.n === "pageview").length).toBe(1);
    expect(events[0]).toMatchObject({ n: "pageview", a: "Groundwork", v: "1.0.0" });
    expect(new URL(events[0]!.u).pathname).toBe("/");

    // history.pushState goes through the Next.js router: a client-side navigation, no reload.
    await page.evaluate(() => window.history.pushState(null, "", "/?page=2"));
    await expect.poll(() => events.filter((event) => event.n === "pageview").length).toBe(2);
    expect(events.at(-1)!.u).toMatch(/\/\?page=2$/);
    expect(await page.context().cookies()).toEqual([]);
  });

  test("clicking an outbound link and a download link records both events", async ({ page }) => {
    await page.route("https://example.org/**", (route) => route.fulfill({ contentType: "text/html", body: externalPage }));
    const events = recordEvents(page);
    await page.goto("/");
    await expect.poll(() => events.length).toBe(1);

    await addLink(page, "https://example.org/files/guide.pdf?token=secret", "Download the guide");
    await page.getByRole("link", { name: "Download the guide" }).click();
    await expect(page.getByRole("heading", { name: "Elsewhere" })).toBeVisible();
    await expect.poll(() => events.find((event) => event.n === "File Download")?.p).toEqual({ url: "https://example.org/files/guide.pdf" });

    await page.goto("/");
    await addLink(page, "https://example.org/essay", "Read elsewhere");
    await page.getByRole("link", { name: "Read elsewhere" }).click();
    await expect(page.getByRole("heading", { name: "Elsewhere" })).toBeVisible();
    await expect.poll(() => events.find((event) => event.n === "Outbound Link: Click")?.p).toEqual({ url: "https://example.org/essay" });
  });

  test("nothing is sent when Global Privacy Control is on", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, extraHTTPHeaders: { "Sec-GPC": "1" } });
    await context.addInitScript(() => Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }));
    await context.route("https://example.org/**", (route) => route.fulfill({ contentType: "text/html", body: externalPage }));
    const page = await context.newPage();
    const events = recordEvents(page);
    await page.goto("/");
    await page.evaluate(() => window.history.pushState(null, "", "/?page=2"));
    await addLink(page, "https://example.org/essay", "Read elsewhere");
    await page.getByRole("link", { name: "Read elsewhere" }).click();
    await expect(page.getByRole("heading", { name: "Elsewhere" })).toBeVisible();
    await page.waitForTimeout(500);
    expect(events).toEqual([]);
    await context.close();
  });

  test("without CRISP_WEBSITE_ID no chat script is requested", async ({ page }) => {
    const chatRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).hostname.endsWith("crisp.chat")) chatRequests.push(request.url());
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(chatRequests).toEqual([]);
    await expect(page.getByRole("button", { name: "Help" })).toHaveCount(0);
  });
});

// Stands in for Crisp's loader: records every $crisp push and can fire Crisp's events.
const crispStub = `
  window.__crispPushes = [];
  window.__crispHandlers = {};
  const record = (command) => {
    if (command[0] === "on") window.__crispHandlers[command[1]] = command[2];
    window.__crispPushes.push(command.filter((part) => typeof part !== "function"));
  };
  (window.$crisp || []).forEach(record);
  window.$crisp = { push: record };
  window.__crispEmit = (name) => window.__crispHandlers[name] && window.__crispHandlers[name]();
`;

test.describe("support chat with CRISP_WEBSITE_ID", () => {
  let server: AppServer;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startAppServer({ CRISP_WEBSITE_ID: "test-site" });
  });
  test.afterAll(async () => server?.stop());

  test("the Crisp loader is requested with the website id and the bubble is hidden, also after navigating and closing", async ({ page }) => {
    const loaderRequests: string[] = [];
    await page.route("https://client.crisp.chat/l.js", async (route) => {
      loaderRequests.push(route.request().url());
      await route.fulfill({ contentType: "application/javascript", body: crispStub });
    });
    await page.goto(server.url);
    await expect.poll(() => loaderRequests).toEqual(["https://client.crisp.chat/l.js"]);
    expect(await page.evaluate(() => (window as Window & { CRISP_WEBSITE_ID?: string }).CRISP_WEBSITE_ID)).toBe("test-site");
    const pushes = () => page.evaluate(() => (window as Window & { __crispPushes?: unknown[][] }).__crispPushes ?? []);
    await expect.poll(pushes).toContainEqual(["do", "chat:hide"]);
    const hides = async () => (await pushes()).filter((push) => push[1] === "chat:hide").length;

    const beforeNavigation = await hides();
    await page.evaluate(() => window.history.pushState(null, "", "/elsewhere-on-the-site"));
    await expect.poll(hides).toBeGreaterThan(beforeNavigation);

    const beforeClose = await hides();
    await page.evaluate(() => (window as Window & { __crispEmit?: (name: string) => void }).__crispEmit?.("chat:closed"));
    await expect.poll(hides).toBeGreaterThan(beforeClose);
  });

  test("Help in the footer opens the chat", async ({ page }) => {
    await page.route("https://client.crisp.chat/l.js", (route) => route.fulfill({ contentType: "application/javascript", body: crispStub }));
    await page.goto(server.url);
    test.skip((await page.locator("footer").count()) === 0, "the site footer (reading-site work) is where HelpLink is rendered");
    await page.locator("footer").getByRole("button", { name: "Help" }).click();
    const pushes = () => page.evaluate(() => (window as Window & { __crispPushes?: unknown[][] }).__crispPushes ?? []);
    await expect.poll(pushes).toContainEqual(["do", "chat:show"]);
    expect(await pushes()).toContainEqual(["do", "chat:open"]);
  });
});

// The test process writes the editor's session and the events straight into the server's
// database, so that database must be a PostgreSQL server (PGlite has a single owner).
const isSessionStub = readFileSync("src/server/auth/session.ts", "utf8").includes("CONTRACT STUB");

test.describe("analytics dashboard", () => {
  test.skip(!process.env.TEST_DATABASE_URL, "needs TEST_DATABASE_URL: the test seeds the server's database directly");
  test.skip(isSessionStub, "needs the sign-in work's requireRole (src/server/auth/session.ts is still the contract stub)");

  let server: AppServer;
  let database: { url: string; drop: () => Promise<void> };
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    database = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
    server = await startAppServer({ DATABASE_URL: database.url, AUTH_SECRET: "e2e-only-secret-0123456789abcdefghijklmnop" });
  });
  test.afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  test("an editor sees the seeded visitors, page views, top lists and a chart", async ({ page, context }) => {
    const handle = await openPostgres(database.url);
    try {
      const editor = await createUser(handle.db, { role: "editor" });
      const token = randomUUID();
      await handle.db.insert(sessions).values({ sessionToken: token, userId: editor.id, expires: new Date(Date.now() + 86_400_000) });
      const today = new Date();
      for (const [visitor, pathname] of [["v1", "/"], ["v1", "/pricing"], ["v2", "/"], ["v3", "/"]] as const) {
        await createAnalyticsEvent(handle.db, { visitorHash: visitor, pathname, createdAt: today, referrerDomain: "news.example.com" });
      }
      await createAnalyticsEvent(handle.db, { name: "Outbound Link: Click", props: { url: "https://example.org/essay" }, createdAt: today });
      await context.addCookies([{ name: "authjs.session-token", value: token, url: server.url, httpOnly: true, sameSite: "Lax" }]);
    } finally {
      await handle.close();
    }

    await page.goto(`${server.url}/admin/analytics?range=7d`);
    await expect(page.getByRole("heading", { name: "Analytics", level: 1 })).toBeVisible();
    await expect(page.getByRole("term").filter({ hasText: "Unique visitors" }).locator("+ dd")).toHaveText("3");
    await expect(page.getByRole("term").filter({ hasText: "Page views" }).locator("+ dd")).toHaveText("4");
    await expect(page.getByRole("region", { name: "Top referrers" }).getByRole("row", { name: /news\.example\.com/ })).toContainText("4");
    await expect(page.getByRole("region", { name: "Outbound link clicks" })).toContainText("https://example.org/essay");
    await expect(page.getByTestId("daily-chart").first().locator(".recharts-line-curve")).toHaveCount(2);
  });
});

async function createPostgresDatabase(serverUrl: string) {
  const name = `groundwork_e2e_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
