import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { analyticsEvents } from "@/server/db/schema";
import type { DatabaseHandle } from "@/server/db/open";
import { setEnvForTests } from "@/server/env";
import { AppError } from "@/server/errors";
import { acceptEvent } from "@/server/analytics/accept-event";
import { maxEventBodyBytes } from "@/server/analytics/event-payload";
import { describeClient } from "@/server/http/client-address";
import { readBody } from "@/server/http/read-body";
import { recordSearch } from "@/server/analytics/record-search";
import { buildEventRow } from "@/server/analytics/build-event-row";
import { insertEventBatched } from "@/server/analytics/insert-event-batch";
import { createTestDatabase, databaseTargets } from "../../support/db";

const chrome = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const iphone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
let clientCounter = 0;

function eventRequest(body: unknown, init: { ua?: string; ip?: string; headers?: Record<string, string>; raw?: string } = {}) {
  clientCounter += 1;
  return new Request("http://localhost/api/event", {
    method: "POST",
    headers: {
      "content-type": "text/plain",
      "user-agent": init.ua ?? chrome,
      "x-forwarded-for": init.ip ?? `203.0.113.${clientCounter % 250}`,
      ...init.headers,
    },
    body: init.raw ?? JSON.stringify(body),
  });
}

/** What the route does: read the body at the edge, accept, then run the deferred write (here awaited instead of after()). */
async function accept(request: Request, now = new Date()) {
  const body = await readBody(request, "text", maxEventBodyBytes);
  return acceptEvent(body.value as string, describeClient(request.headers), { now: () => now });
}

async function send(request: Request, now = new Date()) {
  try {
    const { work } = await accept(request, now);
    await work?.();
    return 202;
  } catch (error) {
    if (error instanceof AppError) return error.status;
    throw error;
  }
}

describe.each(databaseTargets)("event intake on %s", (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    setEnvForTests({ TRUST_PROXY: "true", ANALYTICS_FORWARD_URL: "", SITE_URL: "https://groundwork.test" });
    handle = await createTestDatabase(target);
  });
  afterAll(async () => handle.close());
  beforeEach(async () => {
    await handle.db.delete(analyticsEvents);
  });
  const rows = () => handle.db.select().from(analyticsEvents).orderBy(analyticsEvents.id);

  it("stores a page view with its url parts, referrer domain, UTM, device and app", async () => {
    const status = await send(
      eventRequest(
        {
          n: "pageview",
          u: "https://groundwork.test/posts/hello?utm_source=newsletter&utm_medium=email&utm_campaign=spring",
          d: "groundwork.test",
          r: "https://www.news.example.com/item?id=1",
          a: "Groundwork",
          v: "1.0.0",
        },
        { ua: iphone, headers: { "cf-ipcountry": "de" } },
      ),
    );
    expect(status).toBe(202);
    const [row] = await rows();
    expect(row).toMatchObject({
      name: "pageview",
      pathname: "/posts/hello",
      hostname: "groundwork.test",
      referrerDomain: "news.example.com",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "spring",
      deviceType: "mobile",
      browser: "Safari",
      os: "iOS",
      country: "DE",
      appName: "Groundwork",
      appVersion: "1.0.0",
      props: {},
    });
    expect(row?.visitorHash).toMatch(/^[\w-]{24}$/);
    expect(JSON.stringify(row)).not.toContain("203.0.113");
  });

  it("stores outbound clicks, downloads (props as a JSON string) and funnel events", async () => {
    await send(eventRequest({ n: "Outbound Link: Click", u: "https://groundwork.test/posts/a", p: { url: "https://example.org/page" } }));
    await send(
      eventRequest({
        n: "File Download",
        u: "https://groundwork.test/posts/a",
        p: JSON.stringify({ url: "https://groundwork.test/files/guide.pdf" }),
      }),
    );
    await send(
      eventRequest({ n: "Search", u: "https://groundwork.test/search", p: { query: "habits", nbHits: 0, no_subscriptions: false } }),
    );
    await send(eventRequest({ n: "Checkout: Start", u: "https://groundwork.test/pricing", p: { plan: "monthly" } }));
    const stored = await rows();
    expect(stored.map((row) => [row.name, row.props])).toEqual([
      ["Outbound Link: Click", { url: "https://example.org/page" }],
      ["File Download", { url: "https://groundwork.test/files/guide.pdf" }],
      ["Search", { query: "habits", nbHits: 0, no_subscriptions: false }],
      ["Checkout: Start", { plan: "monthly" }],
    ]);
  });

  it("treats a referrer on the same host as internal navigation", async () => {
    await send(eventRequest({ n: "pageview", u: "https://groundwork.test/b", r: "https://groundwork.test/a" }));
    expect((await rows())[0]?.referrerDomain).toBeNull();
  });

  const tooManyProps = Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`k${i}`, i]));
  it.each([
    ["not JSON", { raw: "n=pageview" }, 400],
    ["a JSON array", { raw: "[]" }, 400],
    ["no name", { body: { u: "https://groundwork.test/" } }, 400],
    ["a name over 120 characters", { body: { n: "x".repeat(121), u: "https://groundwork.test/" } }, 400],
    ["a javascript: URL", { body: { n: "pageview", u: "javascript:alert(1)" } }, 400],
    ["an ftp URL", { body: { n: "pageview", u: "ftp://groundwork.test/file" } }, 400],
    ["31 props", { body: { n: "x", u: "https://groundwork.test/", p: tooManyProps } }, 400],
    ["an object prop value", { body: { n: "x", u: "https://groundwork.test/", p: { a: { b: 1 } } } }, 400],
    ["props that are not an object", { body: { n: "x", u: "https://groundwork.test/", p: "[1,2]" } }, 400],
    [
      "a body over 8 kB",
      {
        body: {
          n: "x",
          u: "https://groundwork.test/",
          p: { a: "y".repeat(2000), b: "y".repeat(2000), c: "y".repeat(2000), d: "y".repeat(2000), e: "y".repeat(300) },
        },
      },
      413,
    ],
  ])("refuses %s and stores nothing", async (_label, input, expected) => {
    const request = "raw" in input ? eventRequest(null, { raw: input.raw }) : eventRequest(input.body);
    expect(await send(request)).toBe(expected);
    expect(await rows()).toHaveLength(0);
  });

  it("refuses an event whose page is on another host, and stores nothing", async () => {
    expect(await send(eventRequest({ n: "pageview", u: "https://elsewhere.example/posts/a" }))).toBe(400);
    expect(await send(eventRequest({ n: "pageview", u: "https://groundwork.test.evil.example/" }))).toBe(400);
    expect(await send(eventRequest({ n: "pageview", u: "https://www.groundwork.test/posts/a" }))).toBe(202);
    expect((await rows()).map((row) => row.pathname)).toEqual(["/posts/a"]);
  });

  it("removes NUL characters from every field instead of losing the event", async () => {
    await send(
      eventRequest({
        n: "page\u0000view",
        u: "https://groundwork.test/a\u0000b",
        r: "https://ref.example/\u0000",
        p: { "k\u0000": "v\u0000" },
      }),
    );
    await send(eventRequest({ n: "Search", u: "https://groundwork.test/search", p: JSON.stringify({ query: "nul\u0000" }) }));
    const stored = await rows();
    expect(stored.map((row) => [row.name, row.props])).toEqual([
      ["pageview", { k: "v" }],
      ["Search", { query: "nul" }],
    ]);
  });

  it("one event the database refuses never takes other visitors' events in its batch with it, and the log shows no row", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const base = { visitorHash: "v".repeat(24), userAgent: chrome, country: null, createdAt: new Date() };
      const good = (path: string) => buildEventRow({ n: "pageview", u: `https://groundwork.test${path}` }, base);
      // What validation cannot foresee: a value PostgreSQL itself rejects (here a NUL inside jsonb).
      const bad = { ...good("/secret-visitor-path"), props: { note: "\u0000" } };
      await Promise.all([insertEventBatched(good("/one")), insertEventBatched(bad), insertEventBatched(good("/two"))]);
      expect((await rows()).map((row) => row.pathname)).toEqual(["/one", "/two"]);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(JSON.stringify(warn.mock.calls)).toContain("1 event(s) dropped");
      expect(JSON.stringify(warn.mock.calls)).not.toContain("secret-visitor-path");
    } finally {
      warn.mockRestore();
    }
  });

  it("answers 413 from Content-Length alone, before reading", async () => {
    const request = eventRequest({ n: "x", u: "https://groundwork.test/" }, { headers: { "content-length": "9000" } });
    expect(await send(request)).toBe(413);
  });

  it("drops bots and requests without a user agent, and stores nothing", async () => {
    const body = { n: "pageview", u: "https://groundwork.test/" };
    expect(await send(eventRequest(body, { ua: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }))).toBe(202);
    expect(await send(eventRequest(body, { ua: "curl/8.5.0" }))).toBe(202);
    expect(await send(eventRequest(body, { ua: "" }))).toBe(202);
    expect(await rows()).toHaveLength(0);
  });

  it("answers 429 to a flood from one client", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 305; i += 1) {
      const { status } = await accept(
        eventRequest({ n: "pageview", u: "https://groundwork.test/" }, { ip: `198.51.100.${target === "pglite" ? 7 : 8}` }),
      ).then(
        () => ({ status: 202 }),
        (error: AppError) => ({ status: error.status }),
      );
      statuses.push(status);
    }
    expect(statuses.filter((status) => status === 202)).toHaveLength(300);
    expect(statuses.at(-1)).toBe(429);
  });

  it("counts one IP + user agent as one visitor on a day and as two on different days", async () => {
    const body = { n: "pageview", u: "https://groundwork.test/" };
    const ip = "192.0.2.44";
    await send(eventRequest(body, { ip }), new Date("2026-03-01T08:00:00Z"));
    await send(eventRequest({ ...body, u: "https://groundwork.test/other" }, { ip }), new Date("2026-03-01T22:00:00Z"));
    await send(eventRequest(body, { ip }), new Date("2026-03-02T08:00:00Z"));
    await send(eventRequest(body, { ip, ua: iphone }), new Date("2026-03-02T09:00:00Z"));
    const hashes = (await rows()).map((row) => row.visitorHash);
    expect(hashes[0]).toBe(hashes[1]);
    expect(hashes[2]).not.toBe(hashes[0]);
    expect(hashes[3]).not.toBe(hashes[2]);
  });

  it("records a search from the server without throwing", async () => {
    await recordSearch({ query: " stoicism ", nbHits: 3, userId: "u1" });
    await recordSearch({ query: "focus", nbHits: 0, userId: "u2", message: "no_subscriptions" });
    const stored = await rows();
    expect(stored.map((row) => [row.name, row.props])).toEqual([
      ["Search", { query: "stoicism", nbHits: 3, no_subscriptions: false, source: "server" }],
      ["Search", { query: "focus", nbHits: 0, no_subscriptions: true, source: "server" }],
    ]);
  });
});
