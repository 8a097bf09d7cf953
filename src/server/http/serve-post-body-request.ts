import "server-only";
import type { IncomingMessage, ServerResponse } from "node:http";
import { hstsValue, securityHeaderRules, type HeaderRule } from "@/lib/security-headers";
import { giftQueryParam } from "@/lib/gift-link";
import { sessionCookieNames } from "@/lib/auth-gate";
import { currentOutage } from "@/server/db/outage-latch";
import { getEnv } from "@/server/env";
import { readPostBodyFast } from "@/server/posts/read-post-body-fast";
import { compileHeaderRules } from "./header-rules";
import { appRouterVary } from "./next-internals";
import { postBodyHeaders } from "./post-body-headers";

/**
 * A gated post's body without Next.js's request path: every entitled reader of a paid or members
 * post asks GET /api/posts/<slug>/body once per page view, and Next.js's route handler path
 * (routing, the proxy, Auth.js's session lookup, web streams, a Request and a Response) cost
 * more CPU than the cached page itself (docs/capacity.md). In production the server answers it
 * here, a step before Next.js (src/server/node-server/request-steps.ts), with the route's rule,
 * answer and headers: readPostBodyFast, one statement for session, subscription, meter, post
 * and settings. Whatever it does not handle goes on to the route file
 * (src/app/api/posts/[slug]/body/route.ts), which stays the one for `npm run dev`: a gift token
 * (counted opens), another method, a slug that is not plain, a cookie value that would need
 * decoding, an unknown post (its 404), a noticed database outage (the proxy's 503), and an error.
 *
 * Returns false at once for other requests, else a promise of whether it answered.
 */
export type PostBodyRequestHandler = (request: IncomingMessage, response: ServerResponse) => false | Promise<boolean>;

const bodyPath = /^\/api\/posts\/([a-z0-9-]{1,200})\/body(?:\?(.*))?$/;

export function createPostBodyRequestHandler(rules: HeaderRule[] = securityHeaderRules()): PostBodyRequestHandler {
  const headersFor = compileHeaderRules(rules, "post body fast path");
  const isHttpsSite = getEnv().SITE_URL.startsWith("https:");
  const sessionCookie = sessionCookieNames[isHttpsSite ? 1 : 0]!;
  return (request, response) => {
    if (request.method !== "GET") return false;
    const match = bodyPath.exec(request.url ?? "");
    if (!match || currentOutage()) return false;
    const query = match[2];
    if (query !== undefined && query !== "" && new URLSearchParams(query).has(giftQueryParam)) return false;
    const cookies = request.headers.cookie ?? "";
    const sessionToken = readCookie(cookies, sessionCookie);
    if (sessionToken === undefined) return false;
    const hasSessionCookie = sessionCookieNames.some((name) => cookies.includes(`${name}=`));
    return readPostBodyFast({ slug: match[1]!, sessionToken, hasSessionCookie }).then(
      (read) => {
        if (!read) return false;
        // One header at a time, before writeHead: the response-head hook sees them all (the CSP).
        for (const [name, value] of headersFor(request)) response.setHeader(name, value);
        // The proxy adds HSTS to what it sees when SITE_URL is https (src/proxy.ts).
        if (isHttpsSite) response.setHeader("strict-transport-security", hstsValue);
        response.setHeader("vary", appRouterVary);
        for (const [name, value] of Object.entries(postBodyHeaders)) response.setHeader(name, value);
        response.setHeader("content-type", "application/json");
        const bytes = Buffer.from(read.json, "utf8");
        response.setHeader("content-length", bytes.length);
        response.writeHead(200);
        response.end(bytes);
        return true;
      },
      (error: unknown) => {
        // The route answers it again, with its error mapping (a 503 for an outage, say).
        console.error("[posts] body fast path:", error instanceof Error ? error.message : "unknown error");
        return false;
      },
    );
  };
}

/**
 * The first cookie of this name, as Auth.js's parser reads it: null when absent; undefined when
 * its value would need decoding (quoted or escaped), which the route then reads itself.
 */
function readCookie(header: string, name: string): string | null | undefined {
  if (!header.includes(name)) return null;
  for (const part of header.split(";")) {
    const at = part.indexOf("=");
    if (at === -1 || part.slice(0, at).trim() !== name) continue;
    const value = part.slice(at + 1).trim();
    return value.includes("%") || value.includes('"') ? undefined : value;
  }
  return null;
}
