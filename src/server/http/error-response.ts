import "server-only";
import type { ErrorCode } from "@/server/errors";
import { classifyError } from "./classify-error";

type ErrorBody = { error: { code: ErrorCode; message: string; fields?: Record<string, string> } };

/** `app`: `{ error: { code, message, fields? } }`; `algolia`: the search protocol's `{ message, status }`. */
export type ErrorFormat = "app" | "algolia";

/** Anything thrown in a route handler, as the response the client sees (never a stack trace). */
export function toErrorResponse(error: unknown, format: ErrorFormat = "app"): Response {
  const { status, code, message, fields, headers } = classifyError(error);
  if (format === "algolia") return Response.json({ message, status }, { status, headers: { "cache-control": "no-store", ...headers } });
  return Response.json({ error: { code, message, fields } } satisfies ErrorBody, { status, headers });
}
