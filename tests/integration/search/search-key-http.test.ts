import { liteClient } from "algoliasearch/lite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type AppServer } from "../../support/app-server";
import { signInThroughOutbox } from "../../support/sign-in";

// The key route over real HTTP with real sessions: the sample reader has no subscription,
// the sample subscriber a complimentary one (both from the embedded default's seed).
describe("the search key route", () => {
  let server: AppServer;
  beforeAll(async () => {
    server = await startAppServer();
  }, 180_000);
  afterAll(() => server?.stop());

  const getKey = (cookie?: { name: string; value: string }) =>
    fetch(`${server.url}/api/search/key`, { headers: cookie ? { cookie: `${cookie.name}=${cookie.value}` } : {} });

  it("answers anonymous visitors 401 and readers without a subscription 403", async () => {
    const anonymous = await getKey();
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error: { code: "unauthorized" } });

    const reader = await getKey(await signInThroughOutbox(server.url, "reader@groundwork.local"));
    expect(reader.status).toBe(403);
    expect(await reader.json()).toMatchObject({ error: { code: "forbidden" } });
  });

  it("gives a subscriber an hour-long key that the search route accepts", async () => {
    const response = await getKey(await signInThroughOutbox(server.url, "subscriber@groundwork.local"));
    expect(response.status).toBe(200);
    const key = (await response.json()) as {
      appId: string;
      apiKey: string;
      indexName: string;
      validUntil: number;
      host: string;
      protocol: "http";
    };
    // Everything a client needs to configure itself: app id, key, host and both sort orders' indices.
    expect(key).toMatchObject({
      appId: "groundwork",
      host: new URL(server.url).host,
      protocol: "http",
      indexName: "posts",
      indices: { newest: "posts", relevance: "posts_relevance" },
    });
    expect(key.validUntil - Date.now() / 1000).toBeGreaterThan(3500);

    const client = liteClient(key.appId, key.apiKey, { hosts: [{ url: key.host, accept: "read", protocol: key.protocol }] });
    const { results } = await client.search({ requests: [{ indexName: "posts", query: "habit" }] });
    expect((results[0] as { nbHits: number }).nbHits).toBeGreaterThan(0);
  });
});
