import { expect, test, type Page, type Request } from "@playwright/test";
import { startAppServer, type AppServer } from "../support/app-server";
import { signInAs } from "./support/sign-in";

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
    // Analytics sets no cookie: the intake answers without Set-Cookie, and the only cookies are
    // Auth.js's own (its session check sets CSRF and callback cookies, which is sign-in's business).
    expect(await accepted.then((response) => response.headerValue("set-cookie"))).toBeNull();
    const cookies = await page.context().cookies();
    expect(cookies.filter((cookie) => !cookie.name.startsWith("authjs."))).toEqual([]);
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

  test("the Crisp loader is requested with the website id and the bubble is hidden, also after navigating and closing", async ({
    page,
  }) => {
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
    await page.route("https://client.crisp.chat/l.js", (route) =>
      route.fulfill({ contentType: "application/javascript", body: crispStub }),
    );
    await page.goto(server.url);
    await page.locator("footer").getByRole("button", { name: "Help" }).click();
    const pushes = () => page.evaluate(() => (window as Window & { __crispPushes?: unknown[][] }).__crispPushes ?? []);
    await expect.poll(pushes).toContainEqual(["do", "chat:show"]);
    expect(await pushes()).toContainEqual(["do", "chat:open"]);
  });
});

test.describe("analytics dashboard", () => {
  test("the owner sees the numbers of events sent through the app, a chart and the numbers as a table", async ({
    page,
    baseURL,
    request,
  }) => {
    const run = Date.now().toString(36);
    const pathname = `/analytics-check-${run}`;
    const referrer = `news-${run}.example.com`;
    const outbound = `https://example.org/essay-${run}`;
    await signInAs(page, "owner@groundwork.local", "/account");

    // Known events through the intake, as three browsers would send them (not the owner's: their
    // own views are not counted): each user agent is one visitor (a hash of address and user agent), four page views in all.
    const send = async (userAgent: string, body: Record<string, unknown>) => {
      const response = await request.post("/api/event", {
        headers: { "content-type": "text/plain", "user-agent": userAgent },
        data: JSON.stringify({ d: "localhost", a: "Groundwork", v: "1.0.0", ...body }),
      });
      expect(response.status()).toBe(202);
    };
    const browsers = [1, 2, 3].map(
      (n) => `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 visitor-${run}-${n}`,
    );
    for (const userAgent of [browsers[0]!, browsers[0]!, browsers[1]!, browsers[2]!]) {
      await send(userAgent, { n: "pageview", u: `${baseURL}${pathname}`, r: `https://${referrer}/front-page` });
    }
    await send(browsers[0]!, { n: "Outbound Link: Click", u: `${baseURL}${pathname}`, p: { url: outbound } });

    const row = (region: string, name: string) =>
      page.getByRole("region", { name: region }).getByRole("row", { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) });
    // The intake stores after answering: reload until the events are in.
    await expect(async () => {
      await page.goto("/admin/analytics?range=7d");
      await expect(row("Top pages", pathname).getByRole("cell")).toHaveText(["4", "3"], { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });

    await expect(page.getByRole("heading", { name: "Analytics", level: 1 })).toBeVisible();
    await expect(row("Top referrers", referrer).getByRole("cell")).toHaveText(["4", "3"]);
    await expect(row("Outbound link clicks", outbound).getByRole("cell")).toHaveText(["1", "1"]);
    // Totals include the rest of this run's traffic, so at least what this test sent.
    const stat = (label: string) => page.getByRole("term").filter({ hasText: label }).locator("+ dd");
    expect(Number(await stat("Unique visitors").textContent())).toBeGreaterThanOrEqual(3);
    expect(Number(await stat("Page views").textContent())).toBeGreaterThanOrEqual(4);

    // The trend as a chart (two lines: visitors and page views) and the same numbers as a table.
    const traffic = page.getByRole("region", { name: "Visitors and page views per day" });
    await expect(traffic.getByTestId("daily-chart").locator(".recharts-line-curve")).toHaveCount(2);
    await traffic.getByText("Show the numbers").click();
    const today = new Date().toISOString().slice(0, 10);
    const todayCells = traffic
      .getByRole("table")
      .getByRole("row", { name: new RegExp(`^${today}`) })
      .getByRole("cell");
    await expect(todayCells).toHaveCount(2);
    expect(Number(await todayCells.nth(0).textContent())).toBeGreaterThanOrEqual(3);
    expect(Number(await todayCells.nth(1).textContent())).toBeGreaterThanOrEqual(4);
  });

  test("an editor's own browsing and the admin pages are not counted; a visitor's view of the same post is", async ({
    page,
    baseURL,
    request,
  }) => {
    const run = Date.now().toString(36);
    await signInAs(page, "owner@groundwork.local", "/account");
    const events = recordEvents(page);
    const postPath = await page
      .goto("/")
      .then(() => page.getByRole("main").getByRole("heading", { level: 2 }).first().getByRole("link").getAttribute("href"));
    await page.goto(`${postPath}?owner-${run}`);
    await page.goto("/admin/posts");
    await page.goto("/account");
    // The tracker knows who is signed in and sends nothing for the owner.
    await page.waitForTimeout(1_000);
    expect(events.filter((event) => event.n === "pageview")).toEqual([]);
    // Sent anyway with the owner's session cookie (an old tab's script, a hand-made beacon): accepted, not stored.
    const ownerView = await page.request.post("/api/event", {
      headers: { "content-type": "text/plain" },
      data: JSON.stringify({ n: "pageview", u: `${baseURL}/owner-only-${run}`, d: "localhost" }),
    });
    expect(ownerView.status()).toBe(202);
    // The admin's own pages are dropped whoever sends them.
    for (const path of [`/admin/analytics-${run}`, `/account-${run}`, `/admin/x-${run}`]) {
      await request.post("/api/event", {
        headers: { "content-type": "text/plain" },
        data: JSON.stringify({ n: "pageview", u: `${baseURL}${path}`, d: "localhost" }),
      });
    }
    const visitorView = await request.post("/api/event", {
      headers: { "content-type": "text/plain" },
      data: JSON.stringify({ n: "pageview", u: `${baseURL}/visitor-${run}`, d: "localhost" }),
    });
    expect(visitorView.status()).toBe(202);

    const topPages = page.getByRole("region", { name: "Top pages" });
    await expect(async () => {
      await page.goto("/admin/analytics?range=7d");
      await expect(topPages.getByRole("row", { name: new RegExp(`/visitor-${run}`) })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(topPages.getByRole("row", { name: new RegExp(`owner-only-${run}`) })).toHaveCount(0);
    await expect(topPages.getByRole("row", { name: new RegExp(`/admin/x-${run}`) })).toHaveCount(0);
    await expect(topPages.getByRole("row", { name: /^\/admin/ })).toHaveCount(0);
  });
});
