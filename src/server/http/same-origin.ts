import "server-only";
import { getEnv } from "@/server/env";
import { AppError } from "@/server/errors";
import { isSiteOrigin } from "@/server/site-origin";

/** Methods that change state: a request from another site must not make them with the visitor's cookie. */
const unsafeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * True when the browser says the request comes from this site. `Origin` is compared with
 * the request's own origin and the site's (SITE_URL, with its loopback aliases on a local
 * start; behind a proxy the request URL is the server's
 * own); without Origin, `Sec-Fetch-Site` decides. With neither header (a script, curl, a
 * server like Stripe) the answer is `strict ? false : true`: only a browser can be tricked
 * into sending a visitor's cookie, and browsers send at least one of them.
 */
export function isSameSiteRequest(request: Request, { strict = false }: { strict?: boolean } = {}): boolean {
  const origin = request.headers.get("origin");
  if (origin) return origin === new URL(request.url).origin || isSiteOrigin(getEnv(), origin);
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite) return fetchSite === "same-origin" || (!strict && fetchSite === "none");
  return !strict;
}

/** Throws AppError("forbidden") for a cross-site state-changing request. */
export function assertSameSite(request: Request, message = "Cross-site requests are not accepted."): void {
  if (unsafeMethods.has(request.method.toUpperCase()) && !isSameSiteRequest(request)) throw new AppError("forbidden", message);
}
