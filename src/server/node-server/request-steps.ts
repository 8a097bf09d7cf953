import "server-only";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Env } from "@/server/env";
import { checkDependencies } from "@/server/health/check-dependencies";
import { createDependencyMonitor } from "@/server/health/dependency-monitor";
import { answerReadiness } from "@/server/http/answer-readiness";
import { stampClient } from "@/server/http/client-stamp";
import { encodeResponse } from "@/server/http/encode-response";
import { createErrorPageFetcher, createErrorPageStep } from "@/server/http/error-pages";
import { markGiftView } from "@/server/http/gift-view-head";
import { createOutageHead, watchResponseHead } from "@/server/http/response-head";
import { createClickRedirectStep } from "@/server/http/answer-click-redirect";
import { createCommentsRequestHandler } from "@/server/http/serve-comments-request";
import { createPostBodyRequestHandler } from "@/server/http/serve-post-body-request";
import { createSearchRequestHandler } from "@/server/http/serve-search-request";
import type { ServerState } from "./server-phase";
import { runLegacyRedirectStep } from "./legacy-redirect-step";
import { writeAnswer } from "./write-answer";
import { newsletterClicks } from "@/server/newsletter/newsletter-clicks";

/**
 * What the server does with a request before Next.js sees it: a plain ordered list of typed
 * steps, run first to last. A step either passes the request on ("next") or answers it itself
 * ("answered": Next.js never sees it). A step may be async (a later one, say, that checks an
 * entitlement before composing a cached page); the ones here are synchronous but for readiness,
 * the error pages, the post body's and the comments' fast paths, a newsletter link's first click and old links.
 */
export type StepResult = "next" | "answered";
export type RequestStep = {
  name: string;
  run(request: IncomingMessage, response: ServerResponse): StepResult | Promise<StepResult>;
};

export type StepOptions = { token: string; state: ServerState; env: Env; isDev: boolean; port: number };

export function createRequestSteps({ token, state, env, isDev, port }: StepOptions): RequestStep[] {
  const decideHead = createOutageHead(env);
  const errorPages = createErrorPageStep(token, createErrorPageFetcher(port, token));
  const serveSearch = createSearchRequestHandler();
  const servePostBody = createPostBodyRequestHandler();
  const serveComments = createCommentsRequestHandler();
  const currentDependencies = createDependencyMonitor(checkDependencies);
  return [
    // 1. Who is asking: the socket's address, before any header is believed (client-stamp.ts).
    { name: "client address", run: (request) => (stampClient(request, token), "next") },
    // 2. The load balancer's question, answered from the server's own phase (answer-readiness.ts).
    {
      name: "readiness",
      run: (request, response) => {
        if (!isReadinessRequest(request)) return "next";
        return answerReadiness(state.phase, currentDependencies).then((answer) => {
          writeAnswer(response, answer, request.method === "HEAD");
          return "answered";
        });
      },
    },
    // 3. While draining, every answer closes its connection, so no new request arrives on it.
    { name: "draining", run: (_request, response) => (state.phase === "draining" && response.setHeader("connection", "close"), "next") },
    // 4. Compression, and cached bodies encoded once (encode-response.ts).
    { name: "response encoding", run: (request, response) => (encodeResponse(request, response), "next") },
    // 5. The outage 503 in place of a failed render's 500, and Sentry's origin in the CSP (response-head.ts).
    { name: "outage and CSP head", run: (request, response) => (watchResponseHead(request, response, decideHead), "next") },
    // 6. The 404 and 403 pages rendered on the server, and the 404 page for a path that cannot be
    //    decoded, where Next.js sends an empty error document or a plain-text 500 (error-pages.ts).
    { name: "error pages", run: errorPages },
    // 7. The search protocol without Next.js's request path (serve-search-request.ts); `npm run dev`
    //    serves /1/ through the route file instead, with hot reload (the same implementation).
    ...(isDev
      ? []
      : [
          {
            name: "search fast path",
            run: (request, response) => (serveSearch(request, response) ? "answered" : "next"),
          } satisfies RequestStep,
          // 8. A gated post's body for the reader asking, decided as the route decides it
          //    (serve-post-body-request.ts); what it does not handle goes on to the route file.
          {
            name: "post body fast path",
            run: (request, response) => {
              const served = servePostBody(request, response);
              return served === false ? "next" : served.then((answered) => (answered ? "answered" : "next"));
            },
          } satisfies RequestStep,
          // 9. A public post's comments from this process's copy, dropped on every node when they
          //    change (serve-comments-request.ts); a gated post's go on to the route and its paywall check.
          { name: "comments fast path", run: serveComments } satisfies RequestStep,
        ]),
    // 10. A newsletter's counted link: a 302 to its address, the click counted in a later batch;
    //     a forged one goes on to Next.js's 404, sent as our page by step 6 (answer-click-redirect.ts).
    { name: "newsletter links", run: createClickRedirectStep(newsletterClicks) },
    // 11. Old addresses from an import or an editor: a 301 to the post (legacy-redirect-step.ts).
    { name: "old links", run: runLegacyRedirectStep },
    // 12. A post's address with a gift token: not indexed, not kept by shared caches (gift-view-head.ts).
    { name: "gift views", run: (request, response) => (markGiftView(request, response), "next") },
  ];
}

/** Runs the steps in order, then `next` (Next.js's request handler) unless a step answered. */
export function runRequestSteps(
  steps: RequestStep[],
  next: (request: IncomingMessage, response: ServerResponse) => Promise<void>,
): (request: IncomingMessage, response: ServerResponse) => void {
  const fail = (response: ServerResponse, error: unknown) => {
    console.error("[server] request failed before Next.js:", error instanceof Error ? error.message : error);
    if (!response.headersSent)
      writeAnswer(response, { status: 500, headers: { "content-type": "text/plain" }, body: "Internal Server Error" });
    else response.destroy();
  };
  const runFrom = (from: number, request: IncomingMessage, response: ServerResponse): void => {
    for (let index = from; index < steps.length; index++) {
      const result = steps[index]!.run(request, response);
      if (result === "answered") return;
      if (result !== "next") {
        result
          .then((outcome) => outcome === "next" && runFrom(index + 1, request, response))
          .catch((error: unknown) => fail(response, error));
        return;
      }
    }
    next(request, response).catch((error: unknown) => fail(response, error));
  };
  return (request, response) => {
    try {
      runFrom(0, request, response);
    } catch (error) {
      fail(response, error);
    }
  };
}

function isReadinessRequest(request: IncomingMessage): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const url = request.url ?? "/";
  return url === "/readyz" || url.startsWith("/readyz?");
}
