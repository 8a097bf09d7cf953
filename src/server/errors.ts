import type { ZodError } from "zod";

const errorStatus = {
  bad_request: 400,
  validation_failed: 422,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  unavailable: 503,
  internal_error: 500,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/** The code of a status (each status has one code). */
export function errorCodeForStatus(status: number): ErrorCode {
  const entry = Object.entries(errorStatus).find(([, value]) => value === status);
  return (entry?.[0] as ErrorCode | undefined) ?? "internal_error";
}

/**
 * The one error type domain code throws; its code decides the HTTP status. The edge
 * (src/server/http/classify-error.ts) turns it into a response or an action result.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: { headers?: Record<string, string>; fields?: Record<string, string> },
  ) {
    super(message);
    this.name = "AppError";
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

export function describeZodError(error: ZodError): { message: string; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "body";
    fields[key] ??= issue.message;
  }
  const first = error.issues[0];
  const where = first?.path.length ? `${first.path.join(".")}: ` : "";
  return { message: `${where}${first?.message ?? "Invalid input"}`, fields };
}
