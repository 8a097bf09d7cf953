import "server-only";
import { ZodError } from "zod";
import { AppError, describeZodError, type ErrorCode } from "@/server/errors";
import { isStatementTimeout } from "@/server/db/is-statement-timeout";
import { markDatabaseUnavailable } from "@/server/db/outage-latch";

/** What the edge tells a client about a failure, whatever shape it is then written in. */
export type ErrorVerdict = {
  status: number;
  code: ErrorCode;
  message: string;
  fields?: Record<string, string>;
  headers?: Record<string, string>;
};

const genericMessage = "Something went wrong on our side. Please try again.";
/** How long a client should wait after a 503 before trying again, in seconds. */
const unavailableRetrySeconds = 5;

/**
 * The one place that decides what a thrown value means for the client: validation → 400,
 * AppError → its own status, a service that is down or too slow → 503 with Retry-After,
 * anything else → a generic 500, logged here and never shown. Routes (`toErrorResponse`) and
 * server actions (`toActionError`) only format this verdict.
 */
export function classifyError(error: unknown): ErrorVerdict {
  if (error instanceof ZodError) {
    const { message, fields } = describeZodError(error);
    return { status: 400, code: "bad_request", message, fields };
  }
  if (error instanceof AppError) {
    const verdict: ErrorVerdict = {
      status: error.status,
      code: error.code,
      message: error.message,
      fields: error.details?.fields,
      headers: error.details?.headers,
    };
    return error.code === "unavailable" ? withRetryAfter(verdict) : verdict;
  }
  // The database cannot be reached: an outage to retry, never a bug (nor "signed out"). From
  // now on the proxy answers 503 itself until the database is back (db/database-outage.ts).
  if (markDatabaseUnavailable(error)) {
    return withRetryAfter({
      status: 503,
      code: "unavailable",
      message: "The site is briefly unavailable. Please try again in a few seconds.",
    });
  }
  if (isStatementTimeout(error)) {
    return withRetryAfter({ status: 503, code: "unavailable", message: "This took too long. Please try again with a narrower request." });
  }
  // The message only: an error's other properties may hold a request body or a key.
  console.error("[edge] unhandled error:", error instanceof Error ? (error.stack ?? error.message) : "unknown error");
  return { status: 500, code: "internal_error", message: genericMessage };
}

function withRetryAfter(verdict: ErrorVerdict): ErrorVerdict {
  return { ...verdict, headers: { "Retry-After": String(unavailableRetrySeconds), ...verdict.headers } };
}
