import { readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import autocannon from "autocannon";
import sharp from "sharp";
import { waitForSignInLink } from "../e2e/support/mail";

// Two app nodes behind HAProxy (started by `npm run test:cluster`, see tests/support/cluster.ts).
// The browser only ever talks to the load balancer; a test pins a request to one node with the
// X-Test-Node header the test's HAProxy honours, and reads X-Served-By to see who answered.

type State = { url: string; nodes: { name: string; port: number; pid: number }[]; controlUrl: string };
const state = JSON.parse(readFileSync(process.env.CLUSTER_STATE_FILE!, "utf8")) as State;
const run = Date.now()
  .toString(36)
  .replace(/\d/g, (digit) => "abcdefghij"[Number(digit)]!);

test.describe.configure({ mode: "serial" });

const pinned = (node: string) => ({ "x-test-node": node });
const servedBy = (headers: Record<string, string>) => headers["x-served-by"];

async function signIn(context: BrowserContext, email: string, linkNode: string, confirmNode: string): Promise<Page> {
  await context.setExtraHTTPHeaders(pinned(linkNode));
  const page = await context.newPage();
  const form = await page.goto("/signin?callbackUrl=%2Faccount");
  expect(servedBy(form!.headers())).toBe(linkNode);
  const since = Date.now();
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  const link = await waitForSignInLink(email, since);
  await context.setExtraHTTPHeaders(pinned(confirmNode));
  const confirmation = await page.goto(link);
  expect(servedBy(confirmation!.headers())).toBe(confirmNode);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname === "/account");
  return page;
}

test.describe("two nodes behind HAProxy", () => {
  let subscriber: BrowserContext;
  let subscriberPage: Page;

  test.afterAll(async () => {
    await subscriber?.close();
  });

  test("a subscriber asks for a sign-in link on app1 and confirms it on app2", async ({ browser }) => {
    subscriber = await browser.newContext();
    subscriberPage = await signIn(subscriber, "subscriber@groundwork.local", "app1", "app2");
    // Signed in on both nodes: the session lives in PostgreSQL, not in a process.
    for (const node of ["app1", "app2"]) {
      const account = await subscriber.request.get("/api/auth/session", { headers: pinned(node) });
      expect(servedBy(account.headers())).toBe(node);
      expect(await account.json()).toMatchObject({ user: { email: "subscriber@groundwork.local" } });
    }
  });

  test("an editor uploads a cover and publishes on app1; app2 serves the cover, and the post on its home page and in search at once", async ({
    browser,
    request,
  }) => {
    const editor = await browser.newContext();
    try {
      const page = await signIn(editor, "owner@groundwork.local", "app1", "app1");
      const word = `zeroth${run}`;
      const title = `Across nodes ${run}`;
      await page.goto("/admin/posts/new");
      await page.getByLabel("Title").fill(title);
      const png = await sharp({ create: { width: 1200, height: 630, channels: 3, background: "#2f855a" } })
        .png()
        .toBuffer();
      await page
        .getByRole("group", { name: "Cover image" })
        .getByLabel("Upload an image")
        .setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: png });
      await expect(page.getByText("Cover image uploaded")).toBeVisible();
      const coverSrc = (await page.getByRole("img", { name: "Cover preview" }).getAttribute("src"))!;
      const [fromApp1, fromApp2] = [
        await request.get(coverSrc, { headers: pinned("app1") }),
        await request.get(coverSrc, { headers: pinned("app2") }),
      ];
      expect([servedBy(fromApp1.headers()), servedBy(fromApp2.headers())]).toEqual(["app1", "app2"]);
      expect(fromApp2.status()).toBe(200);
      expect(fromApp2.headers()["content-type"]).toBe("image/webp");
      expect(Buffer.compare(await fromApp2.body(), await fromApp1.body())).toBe(0);

      await page.getByLabel("Cover description (for screen readers)").fill("A green field");
      await page.getByLabel("Body (Markdown)").fill(`A post written on one node and read on the other: ${word}.`);
      await page.getByRole("button", { name: "Publish now" }).click();
      await page.getByRole("dialog", { name: "Publish this post now?" }).getByRole("button", { name: "Publish", exact: true }).click();
      await expect(page.getByText("Post published")).toBeVisible();
      const publishedAt = Date.now();

      // The very first reads on app2 after the publish already show it.
      const hits = await searchOn(subscriber.request, "app2", word);
      expect(hits).toEqual([title]);
      const searchMs = Date.now() - publishedAt;
      const home = await request.get("/", { headers: pinned("app2") });
      expect(servedBy(home.headers())).toBe("app2");
      expect(await home.text()).toContain(title);
      const homeMs = Date.now() - publishedAt;
      // How long that took is a figure, not a promise (tests never fail on time): printed for the record.
      console.log(`published on app1 → on app2: in search after ${searchMs} ms, on the home page after ${homeMs} ms`);

      // And so does the subscriber's browser, pinned to app2.
      await subscriber.setExtraHTTPHeaders(pinned("app2"));
      await subscriberPage.goto("/");
      await expect(subscriberPage.getByRole("link", { name: title }).first()).toBeVisible();
      await subscriberPage.goto(`/search?q=${word}`);
      await expect(subscriberPage.locator(".ais-Hits-item").first()).toContainText(title);
    } finally {
      await editor.close();
    }
  });

  test("rate limits are shared: the sixth sign-in request from one address is refused, whichever node takes it", async () => {
    // From an address of its own (127.0.0.2), which HAProxy appends to X-Forwarded-For.
    const answers: { status: number; node: string }[] = [];
    for (let i = 1; i <= 7; i++)
      answers.push(await requestLinkFrom("127.0.0.2", i % 2 === 1 ? "app1" : "app2", `flood-${i}-${run}@example.test`));
    expect(answers.map((answer) => answer.node)).toEqual(["app1", "app2", "app1", "app2", "app1", "app2", "app1"]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });

  test("Redis, then PostgreSQL, restarted during load: the cached reading pages answer 200 throughout, both nodes stay in rotation", async ({
    request,
  }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const postPath = new URL(/<loc>([^<]+\/posts\/[^<]+)<\/loc>/.exec(sitemap)![1]!).pathname;
    const paths = ["/", "/tags", "/pricing", postPath];
    // Rendered and cached (in Redis) by both nodes before the load.
    for (const node of ["app1", "app2"])
      for (const path of paths) expect((await request.get(path, { headers: pinned(node) })).status()).toBe(200);
    const control = (service: string, action: string) => fetch(`${state.controlUrl}/${service}/${action}`, { method: "POST" });
    const statuses = new Map<number, number>();
    const servedBy = new Set<string>();
    let errors = 0;
    const steps = (async () => {
      const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      await pause(3_000);
      await control("redis", "stop");
      await pause(5_000);
      await control("redis", "start");
      await pause(3_000);
      await control("postgres", "stop");
      await pause(5_000);
      await control("postgres", "start");
    })();
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        { url: state.url, connections: 8, duration: 24, requests: paths.map((path) => ({ path })) },
        (error, done) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(done)),
      );
      instance.on("response", (_client, status, _bytes, _time) => statuses.set(status, (statuses.get(status) ?? 0) + 1));
      instance.on("reqError", () => errors++);
    });
    await steps;
    for (const node of ["app1", "app2"]) {
      const ready = await fetch(`${state.url}/readyz`, { headers: pinned(node) });
      servedBy.add(ready.headers.get("x-served-by") ?? "");
    }
    console.log(
      `Redis stopped 3–8 s, PostgreSQL 11–16 s, 24 s of load through HAProxy: ${JSON.stringify(Object.fromEntries(statuses))} (${Math.round(result.requests.average)} req/s), ${errors} errors`,
    );
    expect(errors).toBe(0);
    expect([...statuses.keys()]).toEqual([200]);
    expect(servedBy).toEqual(new Set(["app1", "app2"]));
  });

  test("a node killed during 20 s of load: HAProxy stops sending to it, and the failed requests are counted", async () => {
    const paths = ["/", "/tags", "/pricing"];
    const failures: number[] = [];
    let responses = 0;
    const victim = state.nodes.find((node) => node.name === "app2")!;
    let killedAt = 0;
    const killer = setTimeout(() => {
      killedAt = Date.now();
      process.kill(-victim.pid, "SIGKILL");
    }, 5_000);
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        { url: state.url, connections: 8, duration: 20, requests: paths.map((path) => ({ path })) },
        (error, done) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(done)),
      );
      instance.on("response", (_client, status) => {
        responses++;
        if (status !== 200) failures.push(Date.now());
      });
      instance.on("reqError", () => failures.push(Date.now()));
    });
    clearTimeout(killer);
    const window = failures.length > 0 ? failures.at(-1)! - failures[0]! : 0;
    const late = failures.filter((time) => time > killedAt + 2_000).length;
    console.log(
      `load through HAProxy for 20 s, app2 killed at 5 s: ${responses} responses (${Math.round(result.requests.average)} req/s), ` +
        `${failures.length} failed${failures.length ? ` within ${window} ms, the first ${failures[0]! - killedAt} ms after the kill` : ""}, ${late} more than 2 s after it`,
    );
    // HAProxy has taken app2 out: a request pinned to it is answered by app1.
    const after = await fetch(`${state.url}/readyz`, { headers: pinned("app2") });
    expect(after.headers.get("x-served-by")).toBe("app1");
    expect(late).toBe(0);
    expect(window).toBeLessThan(1_000);
    expect(responses).toBeGreaterThan(100);
  });
});

/** One search through the Algolia protocol on `node`, with the signed-in subscriber's search key; the hits' titles. */
async function searchOn(request: APIRequestContext, node: string, query: string): Promise<string[]> {
  const key = (await (await request.get("/api/search/key", { headers: pinned(node) })).json()) as { appId: string; apiKey: string };
  const response = await request.post(
    `/1/indexes/*/queries?x-algolia-application-id=${encodeURIComponent(key.appId)}&x-algolia-api-key=${encodeURIComponent(key.apiKey)}`,
    {
      headers: { ...pinned(node), "content-type": "application/x-www-form-urlencoded" },
      data: JSON.stringify({ requests: [{ indexName: "posts", query }] }),
    },
  );
  expect(servedBy(response.headers())).toBe(node);
  const body = (await response.json()) as { results: { hits: { title: string }[] }[] };
  return body.results[0]!.hits.map((hit) => hit.title);
}

/** Asks for a magic link over plain HTTP from a given local address (CSRF token, then the form post). */
async function requestLinkFrom(localAddress: string, node: string, email: string): Promise<{ status: number; node: string }> {
  const csrf = await send({ localAddress, method: "GET", path: "/api/auth/csrf", headers: pinned(node) });
  const cookie = csrf.cookies.join("; ");
  const token = (JSON.parse(csrf.body) as { csrfToken: string }).csrfToken;
  const form = new URLSearchParams({ csrfToken: token, email, callbackUrl: "/" }).toString();
  const answer = await send({
    localAddress,
    method: "POST",
    path: "/api/auth/signin/email",
    headers: { ...pinned(node), cookie, "content-type": "application/x-www-form-urlencoded", "x-auth-return-redirect": "1" },
    body: form,
  });
  return { status: answer.status, node: answer.servedBy };
}

function send(input: {
  localAddress: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}): Promise<{ status: number; body: string; cookies: string[]; servedBy: string }> {
  const target = new URL(input.path, state.url);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: "127.0.0.1",
        port: target.port,
        path: target.pathname + target.search,
        method: input.method,
        localAddress: input.localAddress,
        headers: { host: target.host, ...input.headers, ...(input.body ? { "content-length": Buffer.byteLength(input.body) } : {}) },
      },
      (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString()));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            body,
            cookies: (response.headers["set-cookie"] ?? []).map((line) => line.split(";")[0]!),
            servedBy: String(response.headers["x-served-by"] ?? ""),
          }),
        );
      },
    );
    outgoing.on("error", reject);
    outgoing.end(input.body);
  });
}
