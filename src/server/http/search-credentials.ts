import "server-only";
import type { SearchCredentials } from "@/server/search/handle-search-request";

/** Algolia clients send credentials as headers, or as query parameters to avoid a preflight. */
export function readSearchCredentials(request: Request): SearchCredentials {
  const url = new URL(request.url);
  return {
    appId: request.headers.get("x-algolia-application-id") ?? url.searchParams.get("x-algolia-application-id") ?? "",
    apiKey: request.headers.get("x-algolia-api-key") ?? url.searchParams.get("x-algolia-api-key") ?? "",
  };
}

/** The search protocol's routes: Algolia's error shape, its body limit, and no cache. Search keys, not cookies, authorize. */
export const searchRouteOptions = { read: "json", errors: "algolia", crossSite: "allow" } as const;
export const searchHeaders = { "cache-control": "no-store" };
