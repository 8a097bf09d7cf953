import { describe, expect, it } from "vitest";
import { createClickCounter, type ClickCount, type DeliveryFacts } from "@/server/newsletter/click-counter";
import { isScannerClick } from "@/server/newsletter/is-scanner-click";

const browser = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";

/** A counter on a clock the test moves, over copies sent at `sentAt` in a mail of `linkCount` links. */
function counterAt(facts: Record<number, DeliveryFacts>) {
  let clock = 1_000_000;
  const written: ClickCount[][] = [];
  const counter = createClickCounter({
    now: () => clock,
    lookup: async (ids) => new Map(ids.filter((id) => facts[id]).map((id) => [id, facts[id]!])),
    write: async (counts) => void written.push(counts),
    flushEveryMs: 60_000,
  });
  const total = () => written.flat().reduce((sum, each) => sum + each.clicks, 0);
  return { counter, written, total, at: (ms: number) => (clock = ms) };
}

describe("the newsletter click counter", () => {
  it("writes the clicks of a flush summed per link and copy, in one write", async () => {
    const { counter, written, at } = counterAt({ 1: { sentAt: 0, linkCount: 4 }, 2: { sentAt: 0, linkCount: 4 } });
    at(60_000);
    counter.record({ linkId: 10, deliveryId: 1 });
    counter.record({ linkId: 10, deliveryId: 1 });
    counter.record({ linkId: 10, deliveryId: 2 });
    counter.record({ linkId: 11, deliveryId: 2 });
    await counter.flush();
    expect(written).toEqual([
      [
        { linkId: 10, deliveryId: 1, clicks: 2 },
        { linkId: 10, deliveryId: 2, clicks: 1 },
        { linkId: 11, deliveryId: 2, clicks: 1 },
      ],
    ]);
    expect(counter.waiting()).toBe(0);
  });

  it("drops a copy's clicks on many links within seconds of its delivery (a scanner), after the window has passed", async () => {
    const { counter, total, at } = counterAt({ 1: { sentAt: 100_000, linkCount: 5 } });
    at(101_000);
    for (const linkId of [1, 2, 3, 4, 5]) counter.record({ linkId, deliveryId: 1 });
    await counter.flush();
    expect(counter.waiting()).toBe(5);
    at(111_000);
    await counter.flush();
    expect(total()).toBe(0);
    expect(counter.waiting()).toBe(0);
  });

  it("counts a reader's one early click once the window has passed, and later clicks at once", async () => {
    const { counter, total, at } = counterAt({ 1: { sentAt: 100_000, linkCount: 5 } });
    at(103_000);
    counter.record({ linkId: 2, deliveryId: 1 });
    await counter.flush();
    expect(total()).toBe(0);
    at(112_000);
    counter.record({ linkId: 3, deliveryId: 1 });
    await counter.flush();
    expect(total()).toBe(2);
  });

  it("drops every link of a two-link mail clicked at once, and holds a copy not yet marked sent from its first click", async () => {
    const { counter, total, at } = counterAt({ 1: { sentAt: 100_000, linkCount: 2 }, 2: { sentAt: null, linkCount: 2 } });
    at(100_500);
    for (const deliveryId of [1, 2]) for (const linkId of [1, 2]) counter.record({ linkId, deliveryId });
    await counter.flush();
    at(200_000);
    await counter.flush();
    expect(total()).toBe(0);
  });

  it("decides the held clicks at shutdown (final), a scanner's still dropped", async () => {
    const { counter, total, at } = counterAt({ 1: { sentAt: 100_000, linkCount: 5 }, 2: { sentAt: 100_000, linkCount: 5 } });
    at(101_000);
    counter.record({ linkId: 1, deliveryId: 1 });
    for (const linkId of [1, 2, 3]) counter.record({ linkId, deliveryId: 2 });
    await counter.flush({ final: true });
    expect(total()).toBe(1);
    expect(counter.waiting()).toBe(0);
  });

  it("loses a failed write's batch with a log line, and keeps counting after", async () => {
    const lines: string[] = [];
    let fails = true;
    const written: ClickCount[] = [];
    const counter = createClickCounter({
      lookup: async (ids) => new Map(ids.map((id) => [id, { sentAt: 0, linkCount: 1 }])),
      write: async (counts) => {
        if (fails) throw new Error("database down");
        written.push(...counts);
      },
      log: (line) => lines.push(line),
    });
    counter.record({ linkId: 1, deliveryId: 1 });
    await counter.flush();
    expect(lines).toEqual(["1 click(s) not counted: database down"]);
    fails = false;
    counter.record({ linkId: 1, deliveryId: 1 });
    await counter.flush();
    expect(written).toEqual([{ linkId: 1, deliveryId: 1, clicks: 1 }]);
  });
});

describe("scanner requests on a newsletter link", () => {
  it("are HEAD, prefetches, bots and known mail scanners; a browser's GET is a click", () => {
    expect(isScannerClick("GET", { "user-agent": browser })).toBe(false);
    expect(isScannerClick("HEAD", { "user-agent": browser })).toBe(true);
    expect(isScannerClick("GET", { "user-agent": browser, purpose: "prefetch" })).toBe(true);
    expect(isScannerClick("GET", { "user-agent": browser, "sec-purpose": "prefetch;prerender" })).toBe(true);
    expect(isScannerClick("GET", { "user-agent": browser, "x-moz": "prefetch" })).toBe(true);
    expect(isScannerClick("GET", {})).toBe(true);
    expect(isScannerClick("GET", { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" })).toBe(true);
    expect(isScannerClick("GET", { "user-agent": "Barracuda Sentinel (EE)" })).toBe(true);
    expect(isScannerClick("GET", { "user-agent": "Mozilla/5.0 (compatible; Mimecast URL protect)" })).toBe(true);
    expect(isScannerClick("GET", { "user-agent": "curl/8.5.0" })).toBe(true);
  });
});
