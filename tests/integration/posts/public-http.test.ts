import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type AppServer } from "../../support/app-server";

/** The built app over HTTP: what feed readers, crawlers and link previews receive. */
describe("public pages over HTTP", () => {
  let app: AppServer;

  beforeAll(async () => {
    app = await startAppServer();
  }, 120_000);

  afterAll(async () => {
    await app?.stop();
  });

  it("serves an Atom feed of the latest posts with absolute links", async () => {
    const response = await fetch(`${app.url}/feed.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/atom+xml");
    const xml = await response.text();
    const entries = xml.match(/<entry>/g) ?? [];
    expect(entries.length).toBeGreaterThanOrEqual(1);
    expect(entries.length).toBeLessThanOrEqual(50);
    for (const [, href] of xml.matchAll(/<link[^>]* href="([^"]+)"/g)) expect(href!.startsWith(app.url)).toBe(true);
    expect(xml).not.toMatch(/<script/i);
  });

  it("lists public URLs in the sitemap and points robots at it", async () => {
    const sitemap = await (await fetch(`${app.url}/sitemap.xml`)).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(locs).toContain(`${app.url}/`);
    expect(locs.some((loc) => loc.startsWith(`${app.url}/posts/`))).toBe(true);
    expect(locs.some((loc) => loc.startsWith(`${app.url}/tags/`))).toBe(true);
    expect(locs.some((loc) => loc.startsWith(`${app.url}/authors/`))).toBe(true);
    const robots = await (await fetch(`${app.url}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${app.url}/sitemap.xml`);
  });

  it("gives every sitemap post a page with canonical URL, Open Graph, Twitter card and JSON-LD", async () => {
    const sitemap = await (await fetch(`${app.url}/sitemap.xml`)).text();
    const postUrl = sitemap.match(/<loc>([^<]+\/posts\/[^<]+)<\/loc>/)![1]!;
    const response = await fetch(postUrl);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<link rel="canonical" href="${postUrl}"/>`);
    expect(html).toMatch(/<meta property="og:type" content="article"\/>/);
    expect(html).toMatch(/<meta name="twitter:card" content="summary(_large_image)?"\/>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"\/>/);
    const jsonLd = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!;
    expect(jsonLd).not.toContain("<");
    expect(JSON.parse(jsonLd)).toMatchObject({ "@type": "Article", url: postUrl });
  });

  it("answers 404 with the friendly page for unknown posts, tags, authors and page numbers", async () => {
    for (const path of ["/posts/no-such-post", "/tags/no-such-tag", "/authors/no-such-author", "/?page=0", "/?page=99999"]) {
      const response = await fetch(`${app.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain("couldn’t find that page");
    }
  });
});
