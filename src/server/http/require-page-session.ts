import "server-only";
import { redirect } from "next/navigation";
import type { AppSession } from "@/lib/session";
import type { UserRole } from "@/lib/roles";
import { signInRedirectPath } from "@/lib/auth-gate";
import { actorFromSession, hasRole, type Actor } from "@/server/auth/permissions";
import { getSession } from "@/server/auth/session";

/**
 * For pages and layouts: the session, or a redirect to sign-in with SessionRequired and a
 * way back to `callbackPath` (the page's own path).
 */
export async function requireUserForPage(callbackPath: string): Promise<AppSession> {
  const session = await getSession();
  if (!session) redirect(signInRedirectPath(callbackPath));
  return session;
}

/**
 * For admin pages: the actor, or the sign-in gate (no session) / the admin home (too low a
 * role — the layout already shows readers the 403 page). Pages pass the actor on to domain
 * functions, which check again.
 */
export async function requireAdminPage(role: UserRole, path: string): Promise<Actor> {
  const actor = actorFromSession(await requireUserForPage(path));
  if (!hasRole(actor, role)) redirect("/admin");
  return actor;
}
