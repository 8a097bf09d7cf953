import "server-only";
import type { IncomingMessage, ServerResponse } from "node:http";
import { clickPathPrefix, readClickToken } from "@/server/newsletter/click-token";
import { findMailLinkUrl, knownMailLinkUrl } from "@/server/newsletter/find-mail-link-url";
import { isScannerClick } from "@/server/newsletter/is-scanner-click";
import type { ClickCounter } from "@/server/newsletter/click-counter";

export type ClickRedirectStep = (request: IncomingMessage, response: ServerResponse) => "next" | "answered" | Promise<"next" | "answered">;

/**
 * A newsletter link (`/l/<token>`, click-token.ts) answered before Next.js: a 302 to the link's
 * address, the click recorded in memory for the next batch (click-counter.ts) unless it is a
 * scanner's (is-scanner-click.ts). The answer never waits on a write; only a process's first
 * click on a link reads its address, once. A forged, tampered or unknown token goes on to
 * Next.js, whose 404 the error-pages step sends as the site's 404 page: never a redirect.
 */
export function createClickRedirectStep(counter: ClickCounter): ClickRedirectStep {
  return (request, response) => {
    const url = request.url ?? "/";
    if (!url.startsWith(clickPathPrefix) || (request.method !== "GET" && request.method !== "HEAD")) return "next";
    const queryAt = url.indexOf("?");
    const claim = readClickToken(url.slice(clickPathPrefix.length, queryAt === -1 ? undefined : queryAt));
    if (!claim) return "next";
    const answer = (target: string | null): "next" | "answered" => {
      if (target === null) return "next";
      if (!isScannerClick(request.method, request.headers)) counter.record(claim);
      response.writeHead(302, {
        location: target,
        "cache-control": "no-store",
        "x-robots-tag": "noindex",
        "content-length": 0,
      });
      response.end();
      return "answered";
    };
    const known = knownMailLinkUrl(claim.linkId);
    return known !== undefined ? answer(known) : findMailLinkUrl(claim.linkId).then(answer);
  };
}
