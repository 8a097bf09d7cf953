import "server-only";
import { findRedirect } from "@/server/import/find-redirect";

/** This site's own paths never redirect, whatever an import stored. */
const ownPrefixes = /^\/(api|admin|account|search|signin|pricing|dev|uploads|_next|posts|tags|authors|page)(\/|$)/;

/**
 * A 301 to the post an old address (a Substack /p/…, a WordPress dated permalink, a Medium
 * /@user/slug-id…) became, for GET and HEAD, keeping the query string; null for everything
 * else, which then goes on as usual (to a page or the 404). A lookup that fails is a miss:
 * an old link must not take the page down with it.
 */
export async function answerLegacyRedirect(method: string, pathname: string, search: string): Promise<Response | null> {
  if ((method !== "GET" && method !== "HEAD") || pathname === "/" || ownPrefixes.test(pathname)) return null;
  try {
    const target = await findRedirect(pathname);
    return target
      ? new Response(null, { status: 301, headers: { location: `${target}${search}`, "cache-control": "public, max-age=3600" } })
      : null;
  } catch (error) {
    console.error("[redirects] lookup failed", error);
    return null;
  }
}
