import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/server/db/open";
import { analyticsEvents, type NewAnalyticsEvent } from "@/server/db/schema";
import { insertAnalyticsRows } from "@/server/analytics/insert-analytics-rows";
import { createTestDatabase, databaseTargets } from "../../support/db";

// Every column of the table but its identity, so a column the insert left out would fail the first test.
const pageView: NewAnalyticsEvent = {
  createdAt: new Date("2026-11-20T08:30:00.123Z"),
  name: "Pageview",
  pathname: "/posts/a-quiet-morning",
  hostname: "groundwork.example",
  referrerDomain: "news.ycombinator.com",
  utmSource: "newsletter",
  utmMedium: "email",
  utmCampaign: "week-47",
  props: { title: `"Don't" — {braces}, [brackets], back\\slash, 日本語`, words: 1200, member: true },
  visitorHash: "hash-1",
  deviceType: "desktop",
  browser: "Firefox",
  os: "Linux",
  country: "NL",
  appName: "groundwork-ios",
  appVersion: "1.2.3",
};

// Only what the table requires: the rest takes the schema's defaults or stays empty.
const bare: NewAnalyticsEvent = {
  name: "Search",
  pathname: "/search",
  hostname: "groundwork.example",
  visitorHash: "hash-2",
  deviceType: "unknown",
  browser: "unknown",
  os: "unknown",
};

describe.each(databaseTargets)("analytics rows inserted as column arrays, on %s", (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(target);
  });
  afterAll(() => handle.close());

  it("stores every column as given, and the schema's defaults for what a row leaves out", async () => {
    const before = new Date();
    await insertAnalyticsRows(handle.db, [pageView, bare]);
    const rows = await handle.db.select().from(analyticsEvents).orderBy(asc(analyticsEvents.id));
    expect(rows).toHaveLength(2);
    const [stored, defaulted] = rows;
    expect(stored).toMatchObject({ ...pageView, id: expect.any(Number) });
    expect(defaulted).toMatchObject({ ...bare, props: {}, referrerDomain: null, country: null, appVersion: null });
    expect(defaulted!.createdAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
  });

  it("writes a batch of hundreds of rows in one statement, each with its own values", async () => {
    const batch = Array.from({ length: 500 }, (_, i) => ({ ...bare, visitorHash: `batch-${i}`, props: { query: `q${i}`, nbHits: i } }));
    await insertAnalyticsRows(handle.db, batch);
    const rows = await handle.db.select().from(analyticsEvents).orderBy(asc(analyticsEvents.id));
    const written = rows.filter((row) => row.visitorHash.startsWith("batch-"));
    expect(written.map((row) => [row.visitorHash, row.props])).toEqual(batch.map((row) => [row.visitorHash, row.props]));
  });
});
