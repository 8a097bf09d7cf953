import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { analyticsEvents, sessions, subscriptions } from "@/server/db/schema";
import type { DatabaseHandle } from "@/server/db/open";
import { setEnvForTests } from "@/server/env";
import { acceptEvent, type EventClient } from "@/server/analytics/accept-event";
import { flushSettledSearches } from "@/server/analytics/note-search";
import { getSearchParentKey, getSearchAppId } from "@/server/search/search-parent-key";
import { createSecuredSearchKey } from "@/server/search/secured-key";
import { runSearchBatch } from "@/server/search/run-protocol-searches";
import { createUser } from "@/server/seed/factories";
import { readSessionToken } from "@/server/http/read-session-token";
import { createTestDatabase, databaseTargets } from "../../support/db";
import { seedSearchFixture } from "../search/fixtures";

const chrome = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

describe.each(databaseTargets)("analytics counts readers, not editors, on %s", (target) => {
  let handle: DatabaseHandle;
  let address = 0;
  beforeAll(async () => {
    setEnvForTests({ TRUST_PROXY: "true", ANALYTICS_FORWARD_URL: "", SITE_URL: "https://groundwork.test" });
    handle = await createTestDatabase(target);
  }, 120_000);
  afterAll(async () => handle.close());
  beforeEach(async () => {
    await handle.db.delete(analyticsEvents);
  });

  const view = async (path: string, client: Partial<EventClient> = {}) => {
    const body = JSON.stringify({ n: "pageview", u: `https://groundwork.test${path}`, d: "groundwork.test", r: null });
    const { work } = await acceptEvent(body, { userAgent: chrome, address: `203.0.113.${++address % 250}`, country: null, ...client });
    await work?.();
  };
  const countedPaths = async () =>
    (await handle.db.select({ pathname: analyticsEvents.pathname }).from(analyticsEvents)).map((row) => row.pathname);

  const sessionFor = async (role: "reader" | "editor" | "owner") => {
    const user = await createUser(handle.db, { role });
    const token = randomUUID();
    await handle.db.insert(sessions).values({ sessionToken: token, userId: user.id, expires: new Date(Date.now() + 86_400_000) });
    return token;
  };

  it("does not count views of /admin, /account or /dev pages, and counts the reading pages", async () => {
    for (const path of [
      "/admin",
      "/admin/posts/1",
      "/account",
      "/dev/mailbox",
      "/posts/hello",
      "/",
      "/administration-of-habits",
      "/accounts-of-growth",
    ])
      await view(path);
    expect((await countedPaths()).sort()).toEqual(["/", "/accounts-of-growth", "/administration-of-habits", "/posts/hello"]);
  });

  it("does not count an editor's or owner's own views; counts a signed-in reader's and an unknown cookie's", async () => {
    await view("/posts/by-editor", { sessionToken: await sessionFor("editor") });
    await view("/posts/by-owner", { sessionToken: await sessionFor("owner") });
    await view("/posts/by-reader", { sessionToken: await sessionFor("reader") });
    await view("/posts/by-stranger", { sessionToken: "not-a-session" });
    expect((await countedPaths()).sort()).toEqual(["/posts/by-reader", "/posts/by-stranger"]);
  });

  it("reads the session cookie the beacon carries (either name), and nothing else", () => {
    expect(readSessionToken(new Headers({ cookie: "theme=dark; authjs.session-token=abc123; other=1" }))).toBe("abc123");
    expect(readSessionToken(new Headers({ cookie: "__Secure-authjs.session-token=xyz" }))).toBe("xyz");
    expect(readSessionToken(new Headers({ cookie: "authjs.csrf-token=nope" }))).toBeNull();
    expect(readSessionToken(new Headers())).toBeNull();
  });

  it("notes a subscriber's search for analytics, and not a bot's", async () => {
    await seedSearchFixture(handle.db);
    const subscriber = await createUser(handle.db);
    await handle.db
      .insert(subscriptions)
      .values({ userId: subscriber.id, source: "complimentary", plan: "complimentary", status: "active" });
    const apiKey = createSecuredSearchKey(getSearchParentKey(), subscriber.id).apiKey;
    const search = (query: string, userAgent: string) =>
      runSearchBatch({
        appId: getSearchAppId(),
        apiKey,
        userAgent,
        body: JSON.stringify({ requests: [{ indexName: "posts", query, hitsPerPage: 5 }] }),
      });
    await search("habit", googlebot);
    await flushSettledSearches({ all: true });
    expect(await handle.db.select().from(analyticsEvents).where(eq(analyticsEvents.name, "Search"))).toHaveLength(0);
    await search("habit", chrome);
    await flushSettledSearches({ all: true });
    const searches = await handle.db.select().from(analyticsEvents).where(eq(analyticsEvents.name, "Search"));
    expect(searches.map((row) => row.props.query)).toEqual(["habit"]);
  });
});
