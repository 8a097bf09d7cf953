import "server-only";
import type { IncomingMessage, ServerResponse } from "node:http";
import { currentOutage } from "@/server/db/outage-latch";
import { getEnv } from "@/server/env";
import { unavailableAnswer, type UnavailableAnswer } from "./unavailable-response";

/**
 * What the HTTP server asks just before a response's status line goes out
 * (scripts/client-ip-preload.mjs, the only code that sees every response, cached pages included):
 *
 * - A 5xx during a database outage becomes the readable 503 with Retry-After. The request that
 *   meets an outage first fails inside a page render, and Next.js answers that with a 500 of its
 *   own (a page cannot choose 503); reading pages never pass the proxy that answers 503 later.
 * - The Content-Security-Policy (fixed at build time in next.config.ts) lets the browser reach the
 *   configured SENTRY_DSN's origin, known only at run time (a self-hosted Sentry, say).
 */
export type ResponseHeadHook = (request: IncomingMessage, response: ServerResponse, status: number) => UnavailableAnswer | undefined;

export function installResponseHeadHook(): void {
  const env = getEnv();
  const sentryOrigin = env.SENTRY_DSN ? new URL(env.SENTRY_DSN).origin : undefined;
  const apiPrefixes = ["/api", "/1", env.AUTH_BASE_PATH];
  const hook: ResponseHeadHook = (request, response, status) => {
    if (sentryOrigin) allowConnectTo(response, sentryOrigin);
    if (status < 500 || !currentOutage()) return undefined;
    const pathname = (request.url ?? "/").split("?")[0] ?? "/";
    return unavailableAnswer(pathname, request.headers.accept ?? "", apiPrefixes);
  };
  (globalThis as { groundworkResponseHead?: ResponseHeadHook }).groundworkResponseHead = hook;
}

export function allowConnectTo(response: Pick<ServerResponse, "getHeader" | "setHeader">, origin: string): void {
  const policy = response.getHeader("content-security-policy");
  if (typeof policy !== "string" || policy.includes(` ${origin}`)) return;
  response.setHeader("content-security-policy", policy.replace("connect-src 'self'", `connect-src 'self' ${origin}`));
}
