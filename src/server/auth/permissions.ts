import { AppError } from "@/server/errors";
import type { AppSession } from "@/lib/session";
import type { UserRole } from "@/lib/roles";

/** Who is doing a write. Domain functions take it so tests can call them as anyone. */
export type Actor = { id: string; role: UserRole };

const rank: Record<UserRole, number> = { reader: 0, editor: 1, owner: 2 };

/** True when `subject` has at least `role` (reader < editor < owner). */
export function hasRole(subject: { role: UserRole }, role: UserRole): boolean {
  return rank[subject.role] >= rank[role];
}

/** Editors and owners: may write posts and tags, and grant complimentary subscriptions. */
export function canEdit(user: { role: UserRole } | null | undefined): boolean {
  return Boolean(user && hasRole(user, "editor"));
}

/** The domain-level check behind every write; the route or action checked the session too. */
export function assertRole(actor: Actor, role: UserRole, message?: string): void {
  if (!hasRole(actor, role)) {
    throw new AppError("forbidden", message ?? (role === "owner" ? "Only owners can do this." : "Only editors and owners can do this."));
  }
}

export function actorFromSession(session: AppSession): Actor {
  return { id: session.user.id, role: session.role };
}
