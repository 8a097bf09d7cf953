import "server-only";
import type { AppSession } from "@/lib/session";
import type { UserRole } from "@/server/db/schema/auth";

// CONTRACT STUB — implemented by the sign-in work (Auth.js behind these three functions).

/** The current session, or null. Cached per request. */
export async function getSession(): Promise<AppSession | null> {
  return null;
}

/** The session, or an AppError("unauthorized") — pages redirect to sign-in instead. */
export async function requireUser(): Promise<AppSession> {
  throw new Error("not implemented");
}

/** The session of someone with at least this role, or AppError("forbidden"/"unauthorized"). */
export async function requireRole(_role: UserRole): Promise<AppSession> {
  throw new Error("not implemented");
}
