import "server-only";
import type { ErrorCode } from "@/server/errors";
import { classifyError } from "./classify-error";
import { toResponse, type HttpAnswer } from "./http-answer";

type ErrorBody = { error: { code: ErrorCode; message: string; fields?: Record<string, string> } };

/** `app`: `{ error: { code, message, fields? } }`; `algolia`: the search protocol's `{ message, status }`. */
export type ErrorFormat = "app" | "algolia";

/** Anything thrown in a route handler, as the response the client sees (never a stack trace). */
export function toErrorResponse(error: unknown, format: ErrorFormat = "app"): Response {
  return toResponse(toErrorAnswer(error, format));
}

/** The same, as plain values (the search protocol's fast path writes them to Node.js itself). */
export function toErrorAnswer(error: unknown, format: ErrorFormat = "app"): HttpAnswer {
  const { status, code, message, fields, headers } = classifyError(error);
  if (format === "algolia") {
    return {
      status,
      headers: { "content-type": "application/json", "cache-control": "no-store", ...headers },
      body: JSON.stringify({ message, status }),
    };
  }
  const body = JSON.stringify({ error: { code, message, fields } } satisfies ErrorBody);
  return { status, headers: { "content-type": "application/json", ...headers }, body };
}
