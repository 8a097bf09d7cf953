import type { IncomingMessage, ServerResponse } from "node:http";
import { answerReadiness } from "@/server/http/answer-readiness";
import { unavailableAnswer } from "@/server/http/unavailable-response";
import { writeAnswer } from "./write-answer";

/**
 * What the server answers before Next.js has prepared: /readyz says "starting" (503), anything
 * else gets the 503 with Retry-After. It imports no app module that loads Next.js's own (see
 * next-internals.ts, point 8): the request steps are imported once Next.js has prepared.
 */
export function answerWhileStarting(request: IncomingMessage, response: ServerResponse): void {
  const pathname = (request.url ?? "/").split("?")[0] ?? "/";
  if (pathname === "/readyz") {
    void answerReadiness("starting", () => Promise.resolve({})).then((answer) => writeAnswer(response, answer, request.method === "HEAD"));
    return;
  }
  writeAnswer(response, unavailableAnswer(pathname, request.headers.accept ?? "", ["/api", "/1"]));
}
