import "server-only";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { AppError } from "@/server/errors";
import { getDb } from "@/server/db/client";
import { userRoles, users } from "@/server/db/schema";
import { assertRole, type Actor } from "@/server/auth/permissions";
import { recordAudit } from "@/server/audit/record-audit";

export type ChangeRoleOptions = { actor: Actor; userId: string; role: (typeof userRoles)[number] };

/**
 * Owners only. The owners' rows are locked first, so two owners demoting each other at
 * the same moment cannot leave the site with none.
 */
export async function changeRole(options: ChangeRoleOptions) {
  assertRole(options.actor, "owner");
  const role = z.enum(userRoles).parse(options.role);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const owners = await tx.select({ id: users.id }).from(users).where(eq(users.role, "owner")).for("update");
    const [member] = await tx
      .select({ id: users.id, handle: users.handle, role: users.role })
      .from(users)
      .where(eq(users.id, options.userId))
      .for("update");
    if (!member) throw new AppError("not_found", "This member does not exist.");
    if (member.role === role) return member;
    if (member.role === "owner" && owners.length <= 1) {
      throw new AppError("conflict", "The last owner cannot be demoted: make someone else an owner first.", {
        fields: { role: "The last owner cannot be demoted." },
      });
    }
    const [updated] = await tx
      .update(users)
      .set({ role, updatedAt: new Date() })
      .where(eq(users.id, member.id))
      .returning({ id: users.id, handle: users.handle, role: users.role });
    await recordAudit(tx, {
      actor: options.actor,
      action: "user.role",
      entityType: "user",
      entityId: member.id,
      summary: `Changed @${member.handle}'s role from ${member.role} to ${role}`,
    });
    return updated!;
  });
}
