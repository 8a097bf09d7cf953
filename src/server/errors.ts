import { ZodError } from "zod";

export const errorStatus = {
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

/** The one error type domain code throws; its code decides the HTTP status. */
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

export type ErrorBody = { error: { code: ErrorCode; message: string; fields?: Record<string, string> } };

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

/** Maps anything thrown in a route to the wire shape; unknown errors are logged, never shown. */
export function toErrorResponse(error: unknown): Response {
  if (error instanceof ZodError) {
    const { message, fields } = describeZodError(error);
    return Response.json({ error: { code: "bad_request", message, fields } } satisfies ErrorBody, { status: 400 });
  }
  if (error instanceof AppError) {
    return Response.json(
      { error: { code: error.code, message: error.message, fields: error.details?.fields } } satisfies ErrorBody,
      { status: error.status, headers: error.details?.headers },
    );
  }
  console.error("[unhandled]", error);
  return Response.json(
    { error: { code: "internal_error", message: "Something went wrong on our side. Please try again." } } satisfies ErrorBody,
    { status: 500 },
  );
}
