import "server-only";
import { findRedirect, mayBeOldPath } from "@/server/import/find-redirect";
import { isOwnPath } from "@/server/redirects/own-paths";
import type { HttpAnswer } from "./http-answer";

/**
 * Whether a request may be for an old address, decided without a query: GET or HEAD, not one
 * of this site's own paths (a post page costs one regex test), and in this process's list of
 * old paths (see mayBeOldPath). Everything else goes straight on to Next.js.
 */
export function mayAnswerLegacyRedirect(method: string | undefined, pathname: string): boolean {
  return (method === "GET" || method === "HEAD") && !isOwnPath(pathname) && mayBeOldPath(pathname);
}

/**
 * A 301 to the post an old address (a Substack /p/…, a WordPress dated permalink, a Medium
 * /@user/slug-id…) became, for GET and HEAD, keeping the query string; null for everything
 * else, which then goes on as usual (to a page or the 404). A lookup that fails is a miss:
 * an old link must not take the page down with it.
 */
export async function answerLegacyRedirect(method: string, pathname: string, search: string): Promise<HttpAnswer | null> {
  if (!mayAnswerLegacyRedirect(method, pathname)) return null;
  try {
    const target = await findRedirect(pathname);
    return target
      ? {
          status: 301,
          headers: { location: `${target}${search}`, "cache-control": "public, max-age=3600", "content-type": "text/plain" },
          body: `Moved permanently to ${target}${search}`,
        }
      : null;
  } catch (error) {
    console.error("[redirects] lookup failed", error);
    return null;
  }
}
