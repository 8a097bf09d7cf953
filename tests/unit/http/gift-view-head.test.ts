import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isGiftView, markGiftView } from "@/server/http/gift-view-head";

describe("isGiftView", () => {
  it("is a post's address with a gift token, read by GET or HEAD", () => {
    expect(isGiftView("GET", "/posts/a-post?gift=abc.def")).toBe(true);
    expect(isGiftView("HEAD", "/posts/a-post?utm_source=x&gift=")).toBe(true);
    expect(isGiftView("GET", "/posts/a-post?_rsc=1&gift=abc")).toBe(true);
  });

  it("is nothing else", () => {
    expect(isGiftView("GET", "/posts/a-post")).toBe(false);
    expect(isGiftView("GET", "/posts/a-post?gifted=1")).toBe(false);
    expect(isGiftView("GET", "/posts/a-post?nogift=1")).toBe(false);
    expect(isGiftView("GET", "/tags/x?gift=abc")).toBe(false);
    expect(isGiftView("POST", "/posts/a-post?gift=abc")).toBe(false);
  });
});

describe("markGiftView", () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    // As Next.js answers a cached page: its own Cache-Control, set before the body is ended.
    server = createServer((request, response) => {
      markGiftView(request, response);
      response.setHeader("cache-control", "s-maxage=3600, stale-while-revalidate");
      if (request.url?.includes("head-object")) response.writeHead(200, { "Cache-Control": "public, max-age=60" });
      response.end("<html>preview</html>");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("makes a gift view private and not indexed, over the page's own cache headers", async () => {
    for (const path of ["/posts/p?gift=t", "/posts/p?gift=t&head-object=1"]) {
      const response = await fetch(base + path);
      expect(response.headers.get("cache-control"), path).toBe("private, no-store");
      expect(response.headers.get("x-robots-tag"), path).toBe("noindex");
      expect(await response.text()).toBe("<html>preview</html>");
    }
  });

  it("leaves every other page as it was", async () => {
    const response = await fetch(`${base}/posts/p`);
    expect(response.headers.get("cache-control")).toBe("s-maxage=3600, stale-while-revalidate");
    expect(response.headers.get("x-robots-tag")).toBeNull();
  });
});
