import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type AppServer } from "../../support/app-server";

/**
 * The built app (`next start` through `npm start`) answers the search protocol from its Node.js
 * fast path (src/server/http/serve-search-request.ts), before Next.js routes the request, with
 * the answer and headers Next.js gives the route file. HEAD is left to Next.js, whose automatic
 * HEAD runs the route file's GET: so HEAD and GET of one path compare the two in one server.
 */
let app: AppServer;

beforeAll(async () => {
  app = await startAppServer();
}, 180_000);

afterAll(async () => {
  await app?.stop();
});

/** The header set a client sees, without what describes this one body's bytes or the moment. */
function headerSet(response: Response): Record<string, string> {
  const perBody = new Set(["date", "connection", "keep-alive", "content-length", "transfer-encoding", "content-encoding"]);
  return Object.fromEntries([...response.headers].filter(([name]) => !perBody.has(name)));
}

describe("the search protocol under next start", () => {
  it("answers GET /1/… from the fast path with the headers Next.js gives the route file (HEAD)", async () => {
    for (const forwardedProto of ["http", "https"]) {
      for (const path of ["/1/indexes/*/queries", "/1/indexes/posts/query", "/1/keys/abc"]) {
        const headers = { "x-forwarded-proto": forwardedProto, "accept-encoding": "identity" };
        const viaNext = await fetch(`${app.url}${path}`, { method: "HEAD", headers });
        const fast = await fetch(`${app.url}${path}`, { headers });
        expect(fast.status, path).toBe(404);
        expect(viaNext.status, path).toBe(404);
        expect(await fast.json()).toEqual({ message: "Not Found", status: 404 });
        expect(headerSet(fast), `${forwardedProto} ${path}`).toEqual(headerSet(viaNext));
        // Which one answered: the fast path sends its body whole, with its length; Next.js streams a route handler's.
        expect(fast.headers.get("content-length")).toBe("36");
        expect(fast.headers.get("strict-transport-security") !== null, forwardedProto).toBe(forwardedProto === "https");
      }
    }
  });

  it("refuses bad credentials, bad bodies and too-large bodies in Algolia's shape, with the security headers", async () => {
    const url = `${app.url}/1/indexes/*/queries?x-algolia-application-id=groundwork&x-algolia-api-key=forged`;
    const cases: [body: string, status: number, message: RegExp][] = [
      [JSON.stringify({ requests: [{ indexName: "posts", query: "habit" }] }), 403, /Invalid Application-ID or API key/],
      ["x".repeat(70_000), 413, /at most 65536 bytes/],
    ];
    for (const [body, status, message] of cases) {
      const response = await fetch(url, { method: "POST", body, headers: { "content-type": "application/x-www-form-urlencoded" } });
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual({ message: expect.stringMatching(message), status });
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });
});
