import { describe, expect, it } from "vitest";
import { addPageView, trailPayload, type Trail } from "@/lib/attribution-trail";
import { attributionChannel } from "@/server/attribution/attribution-channel";
import { parseAttributionPayload } from "@/server/attribution/attribution-payload";

const hour = 60 * 60 * 1000;
const start = Date.UTC(2026, 10, 28, 8);
const site = "https://groundwork.example";
const view = (trail: Trail, path: string, at: number, referrer = "") => addPageView(trail, new URL(path, site), referrer, at);
const empty: Trail = { pages: [] };

/** The payload as the server reads it, and the channel it decides. */
function received(trail: Trail, via: string, now: number) {
  const payload = parseAttributionPayload(trailPayload(trail, via, now));
  if (!payload) return null;
  const newest = payload.pages.at(-1);
  return { payload, channel: attributionChannel(payload, newest?.g === 1) };
}

describe("the browser's attribution trail", () => {
  it("keeps the public pages read, newest last, each once, and not the other pages", () => {
    let trail = view(empty, "/", start);
    trail = view(trail, "/posts/first", start + 1000);
    trail = view(trail, "/pricing", start + 2000);
    trail = view(trail, "/account", start + 3000);
    trail = view(trail, "/tags/mindset/page/2", start + 4000);
    trail = view(trail, "/authors/ada", start + 5000);
    trail = view(trail, "/posts/first?utm_source=x", start + 6000);
    expect(trail.pages.map((page) => page.p)).toEqual(["/", "/tags/mindset/page/2", "/authors/ada", "/posts/first"]);
    expect(received(trail, "/posts/first", start + 7000)?.payload.pages.at(-1)).toEqual({ p: "/posts/first", t: start + 6000 });
  });

  it("forgets pages and the source after 24 hours", () => {
    let trail = view(empty, "/posts/old?utm_source=mastodon", start, "https://social.example/@me");
    trail = view(trail, "/posts/recent", start + 20 * hour);
    expect(received(trail, "/", start + 23 * hour)?.payload).toMatchObject({ s: "mastodon", r: "social.example" });
    const later = received(trail, "/", start + 25 * hour)!.payload;
    expect(later.pages.map((page) => page.p)).toEqual(["/posts/recent"]);
    expect(later.s).toBeUndefined();
    expect(later.r).toBeUndefined();
    // Adding a page prunes what stored too: nothing older than a day stays in the browser.
    expect(view(trail, "/", start + 45 * hour).pages.map((page) => page.p)).toEqual(["/"]);
    expect(trailPayload(trail, "/", start + 50 * hour)).toBeUndefined();
  });

  it("keeps the source of the visit: another site's domain and the UTM tags, not its own domain", () => {
    const landed = view(empty, "/posts/a?utm_source=Mastodon&utm_medium=social&utm_campaign=launch", start, "https://www.Social.example/x");
    const next = view(landed, "/posts/b", start + 1000, `${site}/posts/a`);
    expect(received(next, "/posts/b", start + 2000)?.payload).toMatchObject({
      r: "www.social.example",
      s: "Mastodon",
      m: "social",
      c: "launch",
      via: "/posts/b",
    });
    const own = view(empty, "/posts/a", start, `${site}/`);
    expect(received(own, "/", start + 1)?.payload.r).toBeUndefined();
    // An address the server would refuse (an IPv6 literal) is left out, not sent to spoil the payload.
    const ipv6 = view(empty, "/posts/a", start, "http://[::1]:3000/");
    expect(received(ipv6, "/", start + 1)?.payload).toMatchObject({ pages: [{ p: "/posts/a" }] });
  });

  it("sends at most ten pages and stays under the server's 4 kB, dropping the oldest pages first", () => {
    let trail = empty;
    for (let i = 0; i < 30; i++) trail = view(trail, `/posts/${String(i).padStart(3, "0")}-${"x".repeat(280)}`, start + i);
    expect(trail.pages).toHaveLength(10);
    const text = trailPayload(trail, "/", start + 100)!;
    expect(text.length).toBeLessThanOrEqual(3500);
    const pages = parseAttributionPayload(text)!.pages;
    expect(pages.length).toBeGreaterThan(5);
    expect(pages.at(-1)?.p).toMatch(/^\/posts\/029-/);
    // A path longer than the server takes is not kept.
    expect(view(empty, `/posts/${"y".repeat(400)}`, start).pages).toEqual([]);
  });

  it("classifies the channel: newsletter by its UTM medium, a gift link, the pricing page, else direct", () => {
    expect(received(view(empty, "/posts/a?utm_medium=email", start), "/posts/a", start)?.channel).toBe("newsletter");
    expect(received(view(empty, "/posts/a?utm_medium=Newsletter", start), "/pricing", start)?.channel).toBe("newsletter");
    expect(received(view(empty, "/posts/a?gift=abc", start), "/posts/a", start)?.channel).toBe("gift");
    expect(received(view(empty, "/posts/a", start), "/pricing", start)?.channel).toBe("pricing");
    expect(received(view(empty, "/posts/a?utm_medium=social", start), "/posts/a", start)?.channel).toBe("direct");
  });

  it("strips control characters and bounds UTM values as the server would take them", () => {
    const trail = view(empty, `/?utm_source=${encodeURIComponent("a\u0000b")}&utm_campaign=${"c".repeat(300)}`, start);
    expect(received(trail, "/", start)?.payload).toMatchObject({ s: "ab", c: "c".repeat(100) });
  });
});
