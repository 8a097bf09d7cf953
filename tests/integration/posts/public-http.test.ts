import { createHash } from "node:crypto";
import { get, type IncomingMessage } from "node:http";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type AppServer } from "../../support/app-server";
import { signInThroughOutbox } from "../../support/sign-in";
import { hasAtomValidator, validateAtom } from "../../support/validate-atom";

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
    const categories = xml.match(/<category [^>]*>/g) ?? [];
    expect(categories.length).toBeGreaterThan(0);
    for (const category of categories) expect(category).toMatch(/ term="[a-z0-9-]+"/);
  });

  it("links each topic page to the topic's own Atom feed, which holds only that topic's posts", async () => {
    const sitemap = await (await fetch(`${app.url}/sitemap.xml`)).text();
    const tagPath = new URL(sitemap.match(/<loc>([^<]+\/tags\/[^<]+)<\/loc>/)![1]!).pathname;
    const slug = tagPath.split("/").pop()!;
    const html = await (await fetch(`${app.url}${tagPath}`)).text();
    expect(html).toContain(`<link rel="alternate" type="application/atom+xml" href="${app.url}${tagPath}/feed.xml"/>`);
    expect(html).toContain(`href="${tagPath}/feed.xml"`);
    const response = await fetch(`${app.url}${tagPath}/feed.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/atom+xml");
    const xml = await response.text();
    const entries = xml.split("<entry>").slice(1);
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) expect(entry).toContain(`term="${slug}"`);
    for (const attempt of ["first", "cached"]) {
      const unknown = await fetch(`${app.url}/tags/no-such-topic/feed.xml`);
      expect(unknown.status, attempt).toBe(404);
      expect(await unknown.json(), attempt).toMatchObject({ error: { code: "not_found" } });
    }
    expect((await fetch(`${app.url}/feed.xml/more`)).status).toBe(404);
  });

  it.skipIf(!hasAtomValidator && !process.env.CI)("serves feeds that RFC 4287's RELAX NG schema accepts (jing)", async () => {
    const sitemap = await (await fetch(`${app.url}/sitemap.xml`)).text();
    const tagPath = new URL(sitemap.match(/<loc>([^<]+\/tags\/[^<]+)<\/loc>/)![1]!).pathname;
    for (const path of ["/feed.xml", `${tagPath}/feed.xml`]) {
      const xml = await (await fetch(`${app.url}${path}`)).text();
      expect(xml, path).toContain("<entry>");
      expect(validateAtom(xml), path).toEqual([]);
    }
    // The validator does catch what the W3C one reported before: a category without a term.
    const broken = (await (await fetch(`${app.url}/feed.xml`)).text()).replace(/(<category[^>]*) term="[^"]*"/, "$1");
    expect(validateAtom(broken).join("\n")).toContain('missing required attribute "term"');
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

  it("shares every post with an image: its cover, or a 1200×630 card drawn for it, also named in JSON-LD with the publisher's logo", async () => {
    const sitemap = await (await fetch(`${app.url}/sitemap.xml`)).text();
    const postUrls = [...sitemap.matchAll(/<loc>([^<]+\/posts\/[^<]+)<\/loc>/g)].map((match) => match[1]!).slice(0, 3);
    for (const postUrl of postUrls) {
      const html = await (await fetch(postUrl)).text();
      const ogImage = html.match(/<meta property="og:image" content="([^"]+)"\/>/)?.[1]?.replace(/&amp;/g, "&");
      const twitterImage = html.match(/<meta name="twitter:image" content="([^"]+)"\/>/)?.[1]?.replace(/&amp;/g, "&");
      expect(ogImage, postUrl).toBeTruthy();
      expect(twitterImage, postUrl).toBe(ogImage);
      expect(html).toContain(`<meta name="twitter:card" content="summary_large_image"/>`);
      const jsonLd = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!) as {
        image: string;
        publisher: { logo: { url: string } };
      };
      expect(jsonLd.image).toBe(ogImage);
      const logo = await fetch(jsonLd.publisher.logo.url);
      expect(logo.headers.get("content-type")).toBe("image/png");

      const image = await fetch(ogImage!);
      expect(image.status, ogImage).toBe(200);
      expect(image.headers.get("content-type"), ogImage).toMatch(/^image\/(png|webp|jpeg)$/);
      if (ogImage!.includes("/card.png")) {
        const png = Buffer.from(await image.arrayBuffer());
        expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
      }
    }
  });

  it("answers 404 with the friendly page for unknown posts, tags, authors and page numbers", async () => {
    for (const path of ["/posts/no-such-post", "/tags/no-such-tag", "/authors/no-such-author", "/page/0", "/page/99999", "/no-such-page"]) {
      const response = await fetch(`${app.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain("couldn’t find that page");
    }
  });

  it("serves a post with the same bytes to an anonymous visitor and to two signed-in readers, with nothing personal in it", async () => {
    const sitemap = await (await fetch(`${app.url}/sitemap.xml`)).text();
    const postUrl = sitemap.match(/<loc>([^<]+\/posts\/[^<]+)<\/loc>/)![1]!;
    const readers = [];
    for (const email of ["cache-reader-one@example.test", "cache-reader-two@example.test"]) {
      const cookie = await signInThroughOutbox(app.url, email);
      const header = `${cookie.name}=${cookie.value}`;
      const session = (await (await fetch(`${app.url}/api/auth/session`, { headers: { cookie: header } })).json()) as {
        account: { handle: string };
      };
      readers.push({ email, handle: session.account.handle, cookie: header });
    }
    const anonymous = await (await fetch(postUrl)).text();
    const asReaders = await Promise.all(
      readers.map(async (reader) => (await fetch(postUrl, { headers: { cookie: reader.cookie } })).text()),
    );
    for (const html of asReaders) expect(html).toBe(anonymous);
    for (const reader of readers) {
      expect(anonymous).not.toContain(reader.email);
      expect(anonymous).not.toContain(reader.handle);
    }
  });

  it("lets a CDN keep the reading pages briefly, answers 304 to a matching ETag, and keeps signed-in pages private", async () => {
    const sitemap = await (await fetch(`${app.url}/sitemap.xml`)).text();
    const postPath = new URL(sitemap.match(/<loc>([^<]+\/posts\/[^<]+)<\/loc>/)![1]!).pathname;
    const tagPath = new URL(sitemap.match(/<loc>([^<]+\/tags\/[^<]+)<\/loc>/)![1]!).pathname;
    const authorPath = new URL(sitemap.match(/<loc>([^<]+\/authors\/[^<]+)<\/loc>/)![1]!).pathname;
    const tagFeedPath = `${tagPath}/feed.xml`;
    for (const path of [
      "/",
      "/page/2",
      postPath,
      tagPath,
      authorPath,
      "/tags",
      "/pricing",
      "/feed.xml",
      tagFeedPath,
      "/sitemap.xml",
      "/robots.txt",
    ]) {
      await fetch(`${app.url}${path}`); // the first request after start renders it
      const response = await fetch(`${app.url}${path}`);
      expect(response.status, path).toBe(200);
      const cacheControl = response.headers.get("cache-control") ?? "";
      expect(cacheControl, path).toMatch(/^public, /);
      expect(cacheControl, path).toMatch(/s-maxage=\d+/);
      expect(cacheControl, path).toMatch(/stale-while-revalidate=\d+/);
      const etag = response.headers.get("etag");
      expect(etag, path).toBeTruthy();
      expect(await conditionalStatus(`${app.url}${path}`, etag!), path).toBe(304);
      // Pages, feeds and the sitemap come out of Next's route cache, with no render or handler run.
      if (path !== "/robots.txt") expect(response.headers.get("x-nextjs-cache"), path).toBe("HIT");
    }
    const cookie = await signInThroughOutbox(app.url, "cache-reader-private@example.test");
    for (const path of ["/account", "/signin", "/search", "/admin", "/pricing/success"]) {
      const response = await fetch(`${app.url}${path}`, { headers: { cookie: `${cookie.name}=${cookie.value}` }, redirect: "manual" });
      expect(response.headers.get("cache-control"), path).toMatch(/private.*no-store|no-store.*private/);
    }
  });

  it("sends a cached page gzipped to browsers that take it, the same page and ETag as uncompressed", async () => {
    const sitemap = await (await fetch(`${app.url}/sitemap.xml`)).text();
    const postPath = new URL(sitemap.match(/<loc>([^<]+\/posts\/[^<]+)<\/loc>/)![1]!).pathname;
    await fetch(`${app.url}${postPath}`);
    const plain = await rawGet(`${app.url}${postPath}`, {});
    const gzipped = await rawGet(`${app.url}${postPath}`, { "accept-encoding": "gzip, deflate, br" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gzipped.headers.vary).toMatch(/Accept-Encoding/i);
    expect(Number(gzipped.headers["content-length"])).toBe(gzipped.body.length);
    expect(gunzipSync(gzipped.body).equals(plain.body)).toBe(true);
    expect(gzipped.headers.etag).toBe(plain.headers.etag);
    // The body memo's ETag (encode-response.ts), which it can give only because Next.js hands a
    // cached page over as one string (src/server/http/next-internals.ts, point 1).
    expect(plain.headers.etag).toBe(`W/"${createHash("sha1").update(plain.body).digest("base64url")}"`);
    const again = await rawGet(`${app.url}${postPath}`, { "accept-encoding": "gzip", "if-none-match": gzipped.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // The feed, a route handler's response from the route cache, likewise.
    await fetch(`${app.url}/feed.xml`);
    const plainFeed = await rawGet(`${app.url}/feed.xml`, {});
    const gzippedFeed = await rawGet(`${app.url}/feed.xml`, { "accept-encoding": "gzip" });
    expect(gzippedFeed.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzippedFeed.body).equals(plainFeed.body)).toBe(true);
    expect(gzippedFeed.headers.etag).toBe(plainFeed.headers.etag);
    expect(gzippedFeed.headers["content-type"]).toContain("application/atom+xml");
    expect((await rawGet(`${app.url}/feed.xml`, { "accept-encoding": "gzip", "if-none-match": plainFeed.headers.etag! })).status).toBe(304);
    // Pages rendered per request are compressed too.
    const signIn = await rawGet(`${app.url}/signin`, { "accept-encoding": "gzip" });
    expect(signIn.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(signIn.body).toString("utf8")).toContain("</html>");
  });
});

/** A GET as a browser sends it, with the body as it came over the wire (fetch would decompress it). */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: IncomingMessage["headers"]; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    }).on("error", reject);
  });
}

/**
 * Status of a revalidation as a browser or CDN sends it. (fetch adds `Cache-Control: no-cache`
 * to any conditional request, which tells the server to answer in full.)
 */
function conditionalStatus(url: string, etag: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { "if-none-match": etag } }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    }).on("error", reject);
  });
}
