import "server-only";
import type { IncomingMessage, ServerResponse } from "node:http";
import { currentOutage } from "@/server/db/outage-latch";
import type { Env } from "@/server/env";
import { unavailableAnswer, type UnavailableAnswer } from "./unavailable-response";

/**
 * The server's look at each response just before its status line goes out (a step of
 * src/server/node-server/request-steps.ts, the only code that sees every response, cached
 * pages included):
 *
 * - A 5xx during a database outage becomes the readable 503 with Retry-After. The request that
 *   meets an outage first fails inside a page render, and Next.js answers that with a 500 of its
 *   own (a page cannot choose 503); reading pages never pass the proxy that answers 503 later.
 * - The Content-Security-Policy (fixed at build time in next.config.ts) lets the browser reach the
 *   configured SENTRY_DSN's origin, known only at run time (a self-hosted Sentry, say).
 */
export type ResponseHeadDecision = (request: IncomingMessage, response: ServerResponse, status: number) => UnavailableAnswer | undefined;

export function createOutageHead(env: Pick<Env, "SENTRY_DSN" | "AUTH_BASE_PATH">): ResponseHeadDecision {
  const sentryOrigin = env.SENTRY_DSN ? new URL(env.SENTRY_DSN).origin : undefined;
  const apiPrefixes = ["/api", "/1", env.AUTH_BASE_PATH];
  return (request, response, status) => {
    if (sentryOrigin) allowConnectTo(response, sentryOrigin);
    if (status < 500 || !currentOutage()) return undefined;
    const pathname = (request.url ?? "/").split("?")[0] ?? "/";
    return unavailableAnswer(pathname, request.headers.accept ?? "", apiPrefixes);
  };
}

export function allowConnectTo(response: Pick<ServerResponse, "getHeader" | "setHeader">, origin: string): void {
  const policy = response.getHeader("content-security-policy");
  if (typeof policy !== "string" || policy.includes(` ${origin}`)) return;
  response.setHeader("content-security-policy", policy.replace("connect-src 'self'", `connect-src 'self' ${origin}`));
}

/** The headers that describe the app's own body: they go with it when a replacement is sent. */
const bodyHeaders = new Set([
  "content-type",
  "content-length",
  "content-encoding",
  "etag",
  "last-modified",
  "cache-control",
  "location",
  "link",
  "vary",
]);
type Writer = (...args: unknown[]) => unknown;

/**
 * Asks `decide` once, before the head is written, whichever of writeHead, write or end writes
 * it. When it answers with a replacement, its status, headers and body go out instead of the
 * app's own; the security headers stay.
 */
export function watchResponseHead(request: IncomingMessage, response: ServerResponse, decide: ResponseHeadDecision): void {
  const writeHead = response.writeHead.bind(response) as Writer;
  const write = response.write.bind(response) as Writer;
  const end = response.end.bind(response) as Writer;
  let isDecided = false;
  let replacement: UnavailableAnswer | undefined;
  const decideOnce = (status: number) => {
    if (isDecided || response.headersSent) return;
    isDecided = true;
    replacement = decide(request, response, status);
    if (!replacement) return;
    for (const name of response.getHeaderNames()) if (bodyHeaders.has(name) || name.startsWith("x-nextjs-")) response.removeHeader(name);
    for (const [name, value] of Object.entries(replacement.headers)) response.setHeader(name, value);
    writeHead(replacement.status);
  };
  const callbackOf = (args: unknown[]) => args.find((each) => typeof each === "function") as (() => void) | undefined;
  response.writeHead = ((status: number, ...rest: unknown[]) => {
    decideOnce(status);
    return replacement ? response : writeHead(status, ...rest);
  }) as ServerResponse["writeHead"];
  response.write = ((...args: unknown[]) => {
    decideOnce(response.statusCode);
    if (!replacement) return write(...args);
    const callback = callbackOf(args);
    if (callback) queueMicrotask(callback);
    return true;
  }) as ServerResponse["write"];
  response.end = ((...args: unknown[]) => {
    decideOnce(response.statusCode);
    if (!replacement) return end(...args);
    const callback = callbackOf(args);
    if (response.writableEnded) {
      if (callback) queueMicrotask(callback);
      return response;
    }
    return end(replacement.body, callback);
  }) as ServerResponse["end"];
}
