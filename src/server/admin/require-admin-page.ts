import "server-only";
import { redirect } from "next/navigation";
import { getSession } from "@/server/auth/session";
import type { UserRole } from "@/server/db/schema/auth";
import { actorFromSession, hasRole, type Actor } from "./actor";

/**
 * For admin pages: the actor, or the sign-in gate (no session) / the admin home (too low a
 * role — the layout already shows readers the 403 page). Pages pass the actor on to domain
 * functions, which check again.
 */
export async function requireAdminPage(role: UserRole, path: string): Promise<Actor> {
  const session = await getSession();
  if (!session) redirect(`/signin?error=SessionRequired&callbackUrl=${encodeURIComponent(path)}`);
  const actor = actorFromSession(session);
  if (!hasRole(actor, role)) redirect("/admin");
  return actor;
}
