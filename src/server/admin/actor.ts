import { AppError } from "@/server/errors";
import type { AppSession } from "@/lib/session";
import type { UserRole } from "@/server/db/schema/auth";
import type { Database } from "@/server/db/client";

/** Who is doing an admin write. Domain functions take it so tests can call them as anyone. */
export type Actor = { id: string; role: UserRole };

/** A transaction handle: every admin write runs inside one. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

const rank: Record<UserRole, number> = { reader: 0, editor: 1, owner: 2 };

export function hasRole(actor: Actor, role: UserRole): boolean {
  return rank[actor.role] >= rank[role];
}

/** The domain-level check behind every write; the route or action checked the session too. */
export function assertRole(actor: Actor, role: UserRole): void {
  if (!hasRole(actor, role)) {
    throw new AppError("forbidden", role === "owner" ? "Only owners can do this." : "Only editors and owners can do this.");
  }
}

export function actorFromSession(session: AppSession): Actor {
  return { id: session.user.id, role: session.role };
}
