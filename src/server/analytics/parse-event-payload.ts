import { AppError, describeZodError } from "@/server/errors";
import { eventPayloadSchema, type EventPayload } from "./event-payload";

/** Body text → validated payload. JSON arrives as text/plain (no CORS preflight for a beacon). */
export function parseEventPayload(text: string): EventPayload {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new AppError("bad_request", "The event body must be a JSON object.");
  }
  if (typeof json !== "object" || json === null || Array.isArray(json)) {
    throw new AppError("bad_request", "The event body must be a JSON object.");
  }
  const result = eventPayloadSchema.safeParse(json);
  if (!result.success) {
    const { message, fields } = describeZodError(result.error);
    throw new AppError("bad_request", message, { fields });
  }
  return result.data;
}
