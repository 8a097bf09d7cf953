import "server-only";
import { cache } from "react";
import { redirect } from "next/navigation";
import type { AppSession } from "@/lib/session";
import type { UserRole } from "@/server/db/schema/auth";
import { AppError } from "@/server/errors";
import { auth } from "./auth";
import { signInRedirectPath } from "./gate";

const roleRank: Record<UserRole, number> = { reader: 0, editor: 1, owner: 2 };

/** True when `role` is at least `required` (reader < editor < owner). */
export function hasRole(role: UserRole, required: UserRole): boolean {
  return roleRank[role] >= roleRank[required];
}

/** The current session, or null. Cached per request; read from the database session row. */
export const getSession = cache(async (): Promise<AppSession | null> => {
  const session = await auth();
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
export async function requireUser(): Promise<AppSession> {
  const session = await getSession();
  if (!session) throw new AppError("unauthorized", "Sign in to do that.");
  return session;
}

/** The session of someone with at least this role, or AppError("forbidden"/"unauthorized"). */
export async function requireRole(role: UserRole): Promise<AppSession> {
  const session = await requireUser();
  if (!hasRole(session.role, role)) throw new AppError("forbidden", "Your account is not allowed to do that.");
  return session;
}

/**
 * For pages and layouts: the session, or a redirect to sign-in with SessionRequired and a
 * way back to `callbackPath` (the page's own path).
 */
export async function requireUserForPage(callbackPath: string): Promise<AppSession> {
  const session = await getSession();
  if (!session) redirect(signInRedirectPath(callbackPath));
  return session;
}

/** For pages: like requireUserForPage; a signed-in person without the role is sent home. */
export async function requireRoleForPage(role: UserRole, callbackPath: string): Promise<AppSession> {
  const session = await requireUserForPage(callbackPath);
  if (!hasRole(session.role, role)) redirect("/");
  return session;
}
