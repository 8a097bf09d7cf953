import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/server/db/open";
import { createAnalyticsEvent } from "@/server/seed/analytics-events";
import { createPost, createUser } from "@/server/seed/factories";
import { resolveDateRange } from "@/lib/analytics-range";
import { countNoSubscriptionSearches } from "@/server/analytics/count-no-subscription-searches";
import { getOverview } from "@/server/analytics/get-overview";
import { listCountries } from "@/server/analytics/list-countries";
import { listDevicesAndBrowsers } from "@/server/analytics/list-devices-and-browsers";
import { listFileDownloads } from "@/server/analytics/list-file-downloads";
import { listNewAccounts } from "@/server/analytics/list-new-accounts";
import { listNewSubscriptions } from "@/server/analytics/list-new-subscriptions";
import { listOutboundClicks } from "@/server/analytics/list-outbound-clicks";
import { listSearchesWithoutResults } from "@/server/analytics/list-searches-without-results";
import { listTopPages } from "@/server/analytics/list-top-pages";
import { listTopPosts } from "@/server/analytics/list-top-posts";
import { listTopReferrers } from "@/server/analytics/list-top-referrers";
import { listTopSearches } from "@/server/analytics/list-top-searches";
import { listTopUtmSources } from "@/server/analytics/list-top-utm-sources";
import { createTestDatabase, databaseTargets } from "../../support/db";

const now = new Date("2026-05-20T12:00:00Z");
const at = (day: string, hour = 10) => new Date(`${day}T${String(hour).padStart(2, "0")}:00:00Z`);

describe.each(databaseTargets)("dashboard queries on %s", (target) => {
  let handle: DatabaseHandle;
  const week = resolveDateRange({ range: "7d" }, now); // 2026-05-14 .. 2026-05-20

  beforeAll(async () => {
    handle = await createTestDatabase(target);
    const db = handle.db;
    await createPost(db, { slug: "on-habits", title: "On habits" });
    const views: [string, string, string, Partial<Parameters<typeof createAnalyticsEvent>[1]>?][] = [
      ["2026-05-20", "a", "/posts/on-habits", { referrerDomain: "news.example.com", utmSource: "newsletter", country: "DE" }],
      ["2026-05-20", "a", "/posts/on-habits"],
      ["2026-05-20", "b", "/posts/on-habits", { referrerDomain: "news.example.com", deviceType: "mobile", browser: "Safari", os: "iOS" }],
      ["2026-05-18", "c", "/", { referrerDomain: "search.example.net" }],
      ["2026-05-18", "a", "/"],
      ["2026-05-01", "z", "/posts/on-habits"], // outside the week
    ];
    for (const [day, visitor, pathname, extra] of views) {
      await createAnalyticsEvent(db, { createdAt: at(day), visitorHash: visitor, pathname, ...extra });
    }
    const other = (name: string, props: Record<string, string | number | boolean>, day = "2026-05-19") =>
      createAnalyticsEvent(db, { name, props, createdAt: at(day), visitorHash: "a", pathname: "/posts/on-habits" });
    await other("Outbound Link: Click", { url: "https://example.org/a" });
    await other("Outbound Link: Click", { url: "https://example.org/a" });
    await other("Outbound Link: Click", { url: "https://example.org/b" });
    await other("File Download", { url: "https://groundwork.test/guide.pdf" });
    await other("Search", { query: "Habits", nbHits: 4, no_subscriptions: false });
    await other("Search", { query: "habits ", nbHits: 4, no_subscriptions: false });
    await other("Search", { query: "zen", nbHits: 0, no_subscriptions: false });
    await other("Search", { query: "focus", nbHits: 0, no_subscriptions: true });
    await other("Search", { query: "focus", nbHits: 0, no_subscriptions: true }, "2026-04-01");
    await createUser(db, { createdAt: at("2026-05-15") });
    await createUser(db, { createdAt: at("2026-05-15", 23) });
    await createUser(db, { createdAt: at("2026-05-19") });
  });
  afterAll(async () => handle.close());

  it("counts unique visitors, page views and a daily trend with zero days", async () => {
    const overview = await getOverview({ range: week });
    expect(overview).toMatchObject({ visitors: 3, pageViews: 5 });
    expect(overview.trend).toHaveLength(7);
    expect(overview.trend.find((point) => point.day === "2026-05-20")).toEqual({ day: "2026-05-20", visitors: 2, pageViews: 3 });
    expect(overview.trend.find((point) => point.day === "2026-05-18")).toEqual({ day: "2026-05-18", visitors: 2, pageViews: 2 });
    expect(overview.trend.find((point) => point.day === "2026-05-19")).toEqual({ day: "2026-05-19", visitors: 0, pageViews: 0 });
  });

  it("only counts today for the today range", async () => {
    expect(await getOverview({ range: resolveDateRange({ range: "today" }, now) })).toMatchObject({ visitors: 2, pageViews: 3 });
  });

  it("lists top pages and top posts with titles", async () => {
    expect(await listTopPages({ range: week })).toEqual([
      { label: "/posts/on-habits", events: 3, visitors: 2 },
      { label: "/", events: 2, visitors: 2 },
    ]);
    expect(await listTopPosts({ range: week })).toEqual([{ slug: "on-habits", title: "On habits", pageViews: 3, visitors: 2 }]);
  });

  it("lists referrers by domain, UTM sources, devices, browsers and countries", async () => {
    expect(await listTopReferrers({ range: week })).toEqual([
      { label: "news.example.com", events: 2, visitors: 2 },
      { label: "search.example.net", events: 1, visitors: 1 },
    ]);
    expect(await listTopUtmSources({ range: week })).toEqual([{ label: "newsletter", events: 1, visitors: 1 }]);
    const { devices, browsers, systems } = await listDevicesAndBrowsers({ range: week });
    expect(devices).toEqual([
      { label: "desktop", events: 4, visitors: 2 },
      { label: "mobile", events: 1, visitors: 1 },
    ]);
    expect(browsers.map((row) => row.label)).toEqual(["Chrome", "Safari"]);
    expect(systems.map((row) => row.label)).toEqual(["Windows", "iOS"]);
    expect(await listCountries({ range: week })).toEqual([{ label: "DE", events: 1, visitors: 1 }]);
  });

  it("lists outbound clicks by destination and downloads by file", async () => {
    expect(await listOutboundClicks({ range: week })).toEqual([
      { label: "https://example.org/a", events: 2, visitors: 1 },
      { label: "https://example.org/b", events: 1, visitors: 1 },
    ]);
    expect(await listFileDownloads({ range: week })).toEqual([{ label: "https://groundwork.test/guide.pdf", events: 1, visitors: 1 }]);
  });

  it("lists top searches, searches without results and no-subscription attempts", async () => {
    expect(await listTopSearches({ range: week })).toEqual([
      { label: "habits", events: 2, visitors: 1 },
      { label: "zen", events: 1, visitors: 1 },
    ]);
    expect(await listSearchesWithoutResults({ range: week })).toEqual([{ label: "zen", events: 1, visitors: 1 }]);
    expect(await countNoSubscriptionSearches({ range: week })).toEqual({ attempts: 1, visitors: 1 });
  });

  it("counts new accounts per day and says when subscriptions are not available", async () => {
    const accounts = await listNewAccounts({ range: week });
    expect(accounts.filter((point) => point.count > 0)).toEqual([
      { day: "2026-05-15", count: 2 },
      { day: "2026-05-19", count: 1 },
    ]);
    const subscriptions = await listNewSubscriptions({ range: week });
    expect(subscriptions.perDay).toHaveLength(7);
    if (!subscriptions.isAvailable) expect(subscriptions.perDay.every((point) => point.count === 0)).toBe(true);
  });
});
