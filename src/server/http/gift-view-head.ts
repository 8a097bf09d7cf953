import type { IncomingMessage, ServerResponse } from "node:http";
import { giftQueryParam } from "@/lib/gift-link";

/**
 * A gift view is a post's address with a gift token (`/posts/<slug>?gift=…`). Its HTML is the
 * cached page everyone gets (the preview; the island fetches the body with the token), but the
 * view itself opens the post in full in a browser, so:
 *
 * - `X-Robots-Tag: noindex` on the page's own response. A crawler that renders the page would
 *   see the whole post under this address; the header reaches it with the first response,
 *   before any script runs, and also works for crawlers that never run scripts. A robots meta
 *   tag added by the island would come too late (Google may not render a page at all, or
 *   render it without the body request), and the same header on the body endpoint alone
 *   covers only that JSON address, not the page that shows it. The page's canonical link is
 *   the post's own address, as on every post page.
 * - `Cache-Control: private, no-store`: no shared cache keeps an address carrying a token
 *   (each open is counted for the giver, and a revoked link must stop at once).
 *
 * Set just before the head goes out (a step of request-steps.ts), over what Next.js chose for
 * the cached page, so the cached bytes stay the same for everyone.
 */
export function isGiftView(method: string | undefined, url: string): boolean {
  if ((method !== "GET" && method !== "HEAD") || !url.startsWith("/posts/")) return false;
  const queryAt = url.indexOf("?");
  if (queryAt === -1 || !url.includes(`${giftQueryParam}=`, queryAt)) return false;
  return new URLSearchParams(url.slice(queryAt + 1)).has(giftQueryParam);
}

export const giftViewHeaders: Record<string, string> = { "cache-control": "private, no-store", "x-robots-tag": "noindex" };

type Writer = (...args: unknown[]) => unknown;

export function markGiftView(request: IncomingMessage, response: ServerResponse): void {
  if (!isGiftView(request.method, request.url ?? "/")) return;
  const writeHead = response.writeHead.bind(response) as Writer;
  response.writeHead = ((status: number, ...rest: unknown[]) => {
    for (const [name, value] of Object.entries(giftViewHeaders)) response.setHeader(name, value);
    // Headers given to writeHead itself would win over the ones set here.
    for (const each of rest) {
      if (each && typeof each === "object" && !Array.isArray(each)) {
        for (const name of Object.keys(each)) if (name.toLowerCase() in giftViewHeaders) delete (each as Record<string, unknown>)[name];
      }
    }
    return writeHead(status, ...rest);
  }) as ServerResponse["writeHead"];
}
