import "server-only";
import type { IncomingMessage, ServerResponse } from "node:http";
import { hstsValue, securityHeaderRules, type HeaderRule } from "@/lib/security-headers";
import { keptPublicCommentAnswer, readPublicCommentAnswer, type PublicCommentAnswer } from "@/server/comments/public-comment-answer";
import { getEnv } from "@/server/env";
import { compileHeaderRules } from "./header-rules";
import { appRouterVary } from "./next-internals";

/**
 * The comments of a public post without Next.js, as a step of the server
 * (src/server/node-server/request-steps.ts, in production, after the post body's fast path):
 * `GET /api/posts/<slug>/comments` with no query is answered from this process's
 * copy of the encoded thread (comments/public-comment-answer.ts), kept until that post's comments
 * change, on any node. Next.js's route for it (routing, the proxy, two data-cache reads, web
 * streams) cost 2.6–5 ms of CPU a request (docs/capacity.md).
 *
 * Everything else goes on to the route file, which stays the one place with the paywall's rule:
 * a gated post (members, paid, or public past the archive age — checked on every request), a gift
 * link (`?gift=`, or any query), another method (HEAD too), comments off, a post that is not
 * live, a slug with anything but letters, digits, '-' and '_', and any request while the answer
 * cannot be read (a database outage: the route says 503). What the route adds to its answer is
 * added here: the security headers (next.config.ts), the HSTS header the proxy adds on an https
 * site, and App Router's Vary. The encoding step (encode-response.ts) gzips the bytes once by
 * their ETag and answers 304 to a reader who has them.
 */
export type CommentsRequestStep = (
  request: IncomingMessage,
  response: ServerResponse,
) => "next" | "answered" | Promise<"next" | "answered">;

const commentsPath = /^\/api\/posts\/([A-Za-z0-9_-]{1,200})\/comments$/;

export function createCommentsRequestHandler(rules: HeaderRule[] = securityHeaderRules()): CommentsRequestStep {
  const headersFor = compileHeaderRules(rules, "comments fast path");
  const isHttpsSite = getEnv().SITE_URL.startsWith("https:");
  const send = (request: IncomingMessage, response: ServerResponse, answer: PublicCommentAnswer) => {
    for (const [name, value] of headersFor(request)) response.setHeader(name, value);
    if (isHttpsSite) response.setHeader("strict-transport-security", hstsValue);
    response.setHeader("vary", appRouterVary);
    response.setHeader("content-type", "application/json");
    response.setHeader("cache-control", "public, no-cache");
    response.setHeader("etag", answer.etag);
    response.statusCode = 200;
    response.end(answer.body);
    return "answered" as const;
  };
  return (request, response) => {
    if (request.method !== "GET") return "next";
    const slug = commentsPath.exec(request.url ?? "")?.[1];
    if (!slug) return "next";
    const kept = keptPublicCommentAnswer(slug);
    if (kept) return send(request, response, kept);
    if (kept === null) return "next";
    return readPublicCommentAnswer(slug).then((answer) => (answer ? send(request, response, answer) : "next"));
  };
}
