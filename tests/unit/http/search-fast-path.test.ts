import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hstsValue, securityHeaderRules } from "@/lib/security-headers";
import { createSearchRequestHandler } from "@/server/http/serve-search-request";

/**
 * What the fast path takes and what it leaves to Next.js. Requests it leaves get a 599 here
 * (standing in for Next.js); no request below reaches the database.
 */
let server: Server;
let origin: string;

beforeAll(async () => {
  const handler = createSearchRequestHandler();
  server = createServer((request, response) => {
    if (handler(request, response)) return;
    response.writeHead(599).end("next");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the search fast path", () => {
  it("answers the protocol's methods under /1/ and leaves the rest to Next.js", async () => {
    // node:http sends the path as written (fetch would resolve dot segments first).
    const status = (method: string, path: string) =>
      new Promise<number>((resolve, reject) => {
        const sent = httpRequest(`${origin}${path}`, { method, path }, (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        });
        sent.on("error", reject).end();
      });
    expect(await status("GET", "/1/keys")).toBe(404);
    expect(await status("DELETE", "/1/indexes/posts")).toBe(404);
    expect(await status("POST", "/1/indexes/%2A/nothing")).toBe(404);
    for (const method of ["HEAD", "OPTIONS"]) expect(await status(method, "/1/indexes/*/queries"), method).toBe(599);
    // Paths Next.js normalizes before routing: it answers them (a redirect, or the route file after decoding).
    for (const path of [
      "/1",
      "/1/",
      "/1/indexes/*/queries/",
      "/1//indexes",
      "/1/a/../b",
      "/1/./keys",
      "/1/a%2Fb",
      "/1/a%5Cb",
      "/1/%E0%A4%A",
      "/api/search/key",
    ]) {
      expect(await status("GET", path), path).toBe(599);
    }
  });

  it("sends Algolia's JSON 404 with the security headers, and HSTS only when the request came over https", async () => {
    const ask = (proto?: string) => fetch(`${origin}/1/keys`, { headers: proto ? { "x-forwarded-proto": proto } : {} });
    const plain = await ask();
    expect(await plain.json()).toEqual({ message: "Not Found", status: 404 });
    expect(plain.headers.get("content-type")).toBe("application/json");
    expect(plain.headers.get("cache-control")).toBe("no-store");
    expect(plain.headers.get("content-length")).toBe("36");
    for (const { key, value } of securityHeaderRules()[0]!.headers) expect(plain.headers.get(key), key).toBe(value);
    expect(plain.headers.get("strict-transport-security")).toBeNull();
    expect((await ask("https")).headers.get("strict-transport-security")).toBe(hstsValue);
    expect((await ask("http")).headers.get("strict-transport-security")).toBeNull();
  });

  it("refuses, at start, a header rule it cannot match as Next.js would", () => {
    expect(() => createSearchRequestHandler([{ source: "/posts/:slug", headers: [{ key: "X-A", value: "1" }] }])).toThrow(/\/posts\/:slug/);
  });
});
