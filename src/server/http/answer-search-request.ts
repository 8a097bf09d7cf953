import "server-only";
import { isDatabaseDown } from "@/server/db/database-outage";
import { runFacetSearch, runSearchBatch, runSingleSearch, type SearchCredentials } from "@/server/search/run-protocol-searches";
import { maxBodyBytes, ProtocolError } from "@/server/search/protocol";
import { toErrorAnswer } from "./error-response";
import type { HttpAnswer } from "./http-answer";
import { unavailableAnswer } from "./unavailable-response";

/**
 * A request under /1/ as plain values, so that the one implementation below serves both
 * adapters: the Next.js route file (src/app/1/[...path]/route.ts, search-route.ts) and the Node.js fast path
 * (serve-search-request.ts). The body is read through `readText` only when a route wants it,
 * after the outage check, as the route files always did; it throws a 413 AppError past `limit`
 * bytes (Content-Length first, then the bytes actually read).
 */
export type SearchHttpRequest = {
  method: string;
  /** As requested, still percent-encoded, under /1/. */
  pathname: string;
  searchParams: URLSearchParams;
  /** A request header by its lower-case name, repeated values joined with ", " (as `Headers.get`). */
  header: (name: string) => string | null;
  readText: (limit: number) => Promise<string>;
};

type SearchInput = SearchCredentials & { body: string; userAgent: string | null };
type SearchRoute = { pattern: RegExp; run: (params: string[], input: SearchInput) => Promise<unknown> };

/** The protocol's POST routes, most specific first, as Next.js matches the route files; the rest of /1/ is a JSON 404. */
const routes: SearchRoute[] = [
  {
    pattern: /^\/1\/indexes\/([^/]+)\/facets\/([^/]+)\/query$/,
    run: ([indexName = "", facet = ""], input) => runFacetSearch({ ...input, indexName, facet }),
  },
  {
    // The Algolia multi-query endpoint: the client calls /1/indexes/*/queries (the segment is a literal "*").
    pattern: /^\/1\/indexes\/([^/]+)\/queries$/,
    run: async ([indexName], input) => {
      if (indexName !== "*") throw new ProtocolError(404, "Not Found: use /1/indexes/*/queries");
      return runSearchBatch(input);
    },
  },
  { pattern: /^\/1\/indexes\/([^/]+)\/query$/, run: ([indexName = ""], input) => runSingleSearch({ ...input, indexName }) },
];

const searchHeaders = { "content-type": "application/json", "cache-control": "no-store" };

/**
 * The search protocol's edge, once: a noticed database outage answers first (the proxy does
 * not run for /1/: it cost each keystroke about a third of a millisecond), then the body is
 * read with its limit, then the domain function checks the credentials before anything else.
 * Failures take Algolia's error shape `{ message, status }`; nothing is cached.
 */
export async function answerSearchRequest(request: SearchHttpRequest): Promise<HttpAnswer> {
  if (await isDatabaseDown()) return unavailableAnswer(request.pathname, request.header("accept") ?? "", ["/1"]);
  try {
    const match = request.method === "POST" ? matchRoute(request.pathname) : undefined;
    if (!match) throw new ProtocolError(404, "Not Found");
    const body = await request.readText(maxBodyBytes);
    const result = await match.route.run(match.params, {
      ...readSearchCredentials(request),
      body,
      userAgent: request.header("user-agent") ?? null,
    });
    return { status: 200, headers: searchHeaders, body: JSON.stringify(result) };
  } catch (error) {
    return toErrorAnswer(error, "algolia");
  }
}

function matchRoute(pathname: string): { route: SearchRoute; params: string[] } | undefined {
  for (const route of routes) {
    const match = route.pattern.exec(pathname);
    if (!match) continue;
    try {
      return { route, params: match.slice(1).map((segment) => decodeURIComponent(segment)) };
    } catch {
      return undefined; // a malformed escape: no index has that name
    }
  }
  return undefined;
}

/** Algolia clients send credentials as headers, or as query parameters to avoid a preflight. */
function readSearchCredentials(request: SearchHttpRequest): SearchCredentials {
  return {
    appId: request.header("x-algolia-application-id") ?? request.searchParams.get("x-algolia-application-id") ?? "",
    apiKey: request.header("x-algolia-api-key") ?? request.searchParams.get("x-algolia-api-key") ?? "",
  };
}
