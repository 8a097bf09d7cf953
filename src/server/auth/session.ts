import "server-only";
import { cache } from "react";
import type { AppSession } from "@/lib/session";
import type { UserRole } from "@/lib/roles";
import { AppError } from "@/server/errors";
import { auth } from "./auth";
import { hasRole } from "./permissions";
import { trackSessionLookup } from "./session-lookup";

/**
 * The current session, or null. Cached per request; read from the database session row.
 * A lookup that fails (the database is down) throws: it is an outage, not "signed out".
 */
export const getSession = cache(async (): Promise<AppSession | null> => {
  const { result: session, failure } = await trackSessionLookup(() => auth());
  if (failure) throw failure;
  if (!session?.user?.id || !session.account?.handle) return null;
  return {
    user: { id: session.user.id, email: session.user.email, name: session.user.name ?? null, image: session.user.image ?? null },
    account: { id: session.account.id, handle: session.account.handle },
    role: session.role,
    canSearch: session.canSearch,
    expires: session.expires,
  };
});

/** The session, or an AppError("unauthorized") — pages use requireUserForPage instead. */
async function requireUser(): Promise<AppSession> {
  const session = await getSession();
  if (!session) throw new AppError("unauthorized", "Sign in to do that.");
  return session;
}

/** The session of someone with at least this role, or AppError("forbidden"/"unauthorized"). */
export async function requireRole(role: UserRole): Promise<AppSession> {
  const session = await requireUser();
  if (!hasRole(session, role)) throw new AppError("forbidden", "Your account is not allowed to do that.");
  return session;
}
