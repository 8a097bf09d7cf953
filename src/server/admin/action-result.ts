import "server-only";
import { ZodError } from "zod";
import { AppError, describeZodError, type ErrorCode } from "@/server/errors";
import type { ActionError } from "@/lib/admin/action-types";

/**
 * Server actions return errors as values (forms show them inline and keep what was typed);
 * anything unexpected is logged and reported without details.
 */
export function toActionError(error: unknown): ActionError {
  if (error instanceof ZodError) {
    const { message, fields } = describeZodError(error);
    return { code: "bad_request", message, fields };
  }
  if (error instanceof AppError) return { code: error.code as ErrorCode, message: error.message, fields: error.details?.fields };
  console.error("[admin action]", error);
  return { code: "internal_error", message: "Something went wrong on our side. Please try again." };
}
