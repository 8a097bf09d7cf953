import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type AppServer } from "../../support/app-server";
import { signInThroughOutbox } from "../../support/sign-in";

const notFoundHeading = "We couldn’t find that page";

/** What a browser without JavaScript, a crawler or a slow phone receives for a missing or forbidden page. */
describe("404 and 403 pages over HTTP", () => {
  let app: AppServer;

  beforeAll(async () => {
    app = await startAppServer();
  }, 120_000);

  afterAll(async () => {
    await app?.stop();
  });

  it("sends the 404 page rendered on the server, with lang and its text, for every kind of missing page", async () => {
    for (const path of ["/posts/no-such-post", "/tags/no-such-topic", "/authors/nobody-at-all", "/page/9999", "/no/such/page"]) {
      for (const attempt of ["first", "cached"]) {
        const response = await fetch(`${app.url}${path}`);
        expect(response.status, `${path} ${attempt}`).toBe(404);
        const html = await response.text();
        expect(html, path).toMatch(/^<!DOCTYPE html><html lang="en"/);
        expect(html, path).not.toContain("__next_error__");
        expect(html, path).toContain(`<h1 class="text-3xl font-bold tracking-tight sm:text-4xl">${notFoundHeading}</h1>`);
        expect(html, path).toContain("<title>Page not found · Groundwork</title>");
        expect(html, path).toContain('<meta name="robots" content="noindex"/>');
        expect(response.headers.get("content-security-policy"), path).toContain("default-src 'self'");
      }
    }
  });

  it("gzips the 404 page for browsers that take it", async () => {
    const { get } = await import("node:http");
    const { headers, body } = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      get(`${app.url}/posts/no-such-post`, { headers: { "accept-encoding": "gzip" } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      }).on("error", reject);
    });
    expect(headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(body).toString()).toContain(notFoundHeading);
  });

  it("answers an address that cannot be decoded with the 404 page, and the API with JSON", async () => {
    for (const path of ["/posts/%E0%A4%A", "/%E0%A4%A", "/tags/%C3"]) {
      const response = await fetch(`${app.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("content-type"), path).toContain("text/html");
      const html = await response.text();
      expect(html, path).toMatch(/^<!DOCTYPE html><html lang="en"/);
      expect(html, path).toContain(notFoundHeading);
    }
    const api = await fetch(`${app.url}/api/posts/%E0%A4%A/comments`);
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ error: { code: "not_found" } });
  });

  it("keeps the internal pages to the server itself", async () => {
    for (const path of ["/_gw/not-found", "/_gw/forbidden"]) {
      const response = await fetch(`${app.url}${path}`, { headers: { "x-groundwork-internal-page": "guess" } });
      expect(response.status, path).toBe(404);
      const html = await response.text();
      // The page's markup, not its React payload: every page's payload carries the layout's
      // 403 boundary, which is why the text itself would be found there.
      const markup = html.slice(0, html.indexOf("self.__next_f"));
      expect(markup, path).toContain(notFoundHeading);
      expect(markup, path).not.toContain("This area is for editors");
    }
  });

  it("redirects page 1 of a listing to the listing (308)", async () => {
    for (const [from, to] of [
      ["/page/1", "/"],
      ["/tags/habits/page/1", "/tags/habits"],
      ["/authors/someone/page/1", "/authors/someone"],
    ]) {
      const response = await fetch(`${app.url}${from}`, { redirect: "manual" });
      expect(response.status, from).toBe(308);
      expect(new URL(response.headers.get("location")!, app.url).pathname, from).toBe(to);
    }
  });

  it("sends a reader who opens the admin the 403 page rendered on the server, private", async () => {
    const cookie = await signInThroughOutbox(app.url, "error-pages-reader@example.test");
    const response = await fetch(`${app.url}/admin`, { headers: { cookie: `${cookie.name}=${cookie.value}` } });
    expect(response.status).toBe(403);
    expect(response.headers.get("cache-control")).toMatch(/private/);
    const html = await response.text();
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en"/);
    expect(html).not.toContain("__next_error__");
    expect(html).toContain("This area is for editors</h1>");
  });

  it("leaves a client-side navigation's RSC answer to Next.js", async () => {
    const response = await fetch(`${app.url}/posts/no-such-post`, { headers: { rsc: "1" }, redirect: "manual" });
    expect(await response.text()).not.toMatch(/^<!DOCTYPE html>/);
  });
});
