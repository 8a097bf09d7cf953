import type { IncomingMessage, ServerResponse } from "node:http";
import { answerLegacyRedirect, mayAnswerLegacyRedirect } from "@/server/http/answer-legacy-redirect";
import type { StepResult } from "./request-steps";
import { writeAnswer } from "./write-answer";

/**
 * Old addresses (imports, editors' redirects) answer 301 before Next.js: ahead of its route
 * cache, where the catch-all keeps a cached 404 for an unknown path for up to an hour, which a
 * redirect added since must not wait out. Synchronous "next" for all but the paths in the
 * in-memory list, so a cached page (and an ordinary 404) pays no query and no extra tick.
 */
export function runLegacyRedirectStep(request: IncomingMessage, response: ServerResponse): StepResult | Promise<StepResult> {
  const url = request.url ?? "/";
  const queryAt = url.indexOf("?");
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  if (!mayAnswerLegacyRedirect(request.method, pathname)) return "next";
  return answerLegacyRedirect(request.method!, pathname, queryAt === -1 ? "" : url.slice(queryAt)).then((answer) => {
    if (!answer) return "next";
    writeAnswer(response, answer, request.method === "HEAD");
    return "answered";
  });
}
