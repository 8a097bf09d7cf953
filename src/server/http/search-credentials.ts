import "server-only";
import type { SearchCredentials } from "@/server/search/handle-search-request";
import { maxBodyBytes } from "@/server/search/protocol";
import { ProtocolError } from "@/server/search/protocol-error";
import { toErrorResponse } from "./error-response";

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
export const searchRouteOptions = { read: "text", limit: maxBodyBytes, errors: "algolia", crossSite: "allow" } as const;
export const searchHeaders = { "cache-control": "no-store" };

/** Any other method or path under /1/: Algolia's JSON 404, never an HTML page. */
export async function answerUnknownSearchRoute(): Promise<Response> {
  return toErrorResponse(new ProtocolError(404, "Not Found"), "algolia");
}
