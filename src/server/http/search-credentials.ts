import "server-only";
import type { SearchCredentials } from "@/server/search/handle-search-request";
import { maxBodyBytes } from "@/server/search/protocol";
import { ProtocolError } from "@/server/search/protocol-error";
import { isDatabaseDown } from "@/server/db/database-outage";
import { toErrorResponse } from "./error-response";
import { unavailableResponse } from "./unavailable-response";
import { withRoute, type RouteContext } from "./with-route";

/** Algolia clients send credentials as headers, or as query parameters to avoid a preflight. */
export function readSearchCredentials(request: Request): SearchCredentials {
  const url = new URL(request.url);
  return {
    appId: request.headers.get("x-algolia-application-id") ?? url.searchParams.get("x-algolia-application-id") ?? "",
    apiKey: request.headers.get("x-algolia-api-key") ?? url.searchParams.get("x-algolia-api-key") ?? "",
  };
}

/**
 * The search protocol's routes: Algolia's error shape, its body limit, and no cache. Search
 * keys, not cookies, authorize. The body is read as text and parsed only after the
 * credentials are checked (a bad key is a 403 whatever the body holds).
 */
const searchRouteOptions = { read: "text", limit: maxBodyBytes, errors: "algolia", crossSite: "allow" } as const;
export const searchHeaders = { "cache-control": "no-store" };

/** A search protocol route: a noticed outage answers first (before the body is read), then `withRoute` with the options above. */
export function withSearchRoute<Params>(handler: (context: RouteContext<undefined, Params>) => Promise<Response>) {
  const route = withRoute<undefined, Params>(searchRouteOptions, handler);
  return async (request: Request, context?: { params: Promise<Params> }): Promise<Response> =>
    (await searchOutageResponse(request)) ?? route(request, context);
}

/**
 * The routes under /1/ run without the proxy (src/proxy.ts): it cost each keystroke's search
 * about a third of a millisecond and buffered its body once more. So they answer a noticed
 * database outage themselves, as the proxy would, before the credentials are read. (HSTS
 * behind a TLS proxy comes from next.config.ts, as for every path.)
 */
async function searchOutageResponse(request: Request): Promise<Response | null> {
  return (await isDatabaseDown()) ? unavailableResponse(request, ["/1"]) : null;
}

/** Any other method or path under /1/: Algolia's JSON 404, never an HTML page. */
export async function answerUnknownSearchRoute(request: Request): Promise<Response> {
  return (await searchOutageResponse(request)) ?? toErrorResponse(new ProtocolError(404, "Not Found"), "algolia");
}
