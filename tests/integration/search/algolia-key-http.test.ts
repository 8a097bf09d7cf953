import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type AppServer } from "../../support/app-server";
import { signInThroughOutbox } from "../../support/sign-in";

// With Algolia configured, the key route over real HTTP hands out Algolia's key and app id,
// and tells the browser client to use Algolia's own hosts (host: null).
const algoliaEnv = {
  ALGOLIA_APP_ID: "TESTAPP",
  ALGOLIA_ADMIN_API_KEY: "admin-key-123",
  ALGOLIA_SEARCH_API_KEY: "search-key-456",
  // Nothing listens here: no test request may reach the real Algolia.
  ALGOLIA_API_URL: "http://127.0.0.1:4948",
};

describe("the search key route with Algolia configured", () => {
  let server: AppServer;
  beforeAll(async () => {
    server = await startAppServer(algoliaEnv);
  }, 180_000);
  afterAll(() => server?.stop());

  it("gives a subscriber an Algolia secured key signed with the search-only key, for Algolia's hosts", async () => {
    const cookie = await signInThroughOutbox(server.url, "subscriber@groundwork.local");
    const response = await fetch(`${server.url}/api/search/key`, { headers: { cookie: `${cookie.name}=${cookie.value}` } });
    expect(response.status).toBe(200);
    const key = (await response.json()) as { appId: string; apiKey: string; indexName: string; validUntil: number; host?: null };
    expect(key).toMatchObject({ appId: "TESTAPP", indexName: "posts", host: null });
    expect(key.validUntil - Date.now() / 1000).toBeGreaterThan(3500);

    const decoded = Buffer.from(key.apiKey, "base64").toString("utf8");
    const params = decoded.slice(64);
    expect(createHmac("sha256", algoliaEnv.ALGOLIA_SEARCH_API_KEY).update(params).digest("hex")).toBe(decoded.slice(0, 64));
    const restrictions = new URLSearchParams(params);
    expect(restrictions.get("restrictIndices")).toBe("posts,posts_relevance");
    expect(restrictions.get("userToken")).toBeTruthy();
    expect(Number(restrictions.get("validUntil"))).toBe(key.validUntil);

    const anonymous = await fetch(`${server.url}/api/search/key`);
    expect(anonymous.status).toBe(401);
  });
});
