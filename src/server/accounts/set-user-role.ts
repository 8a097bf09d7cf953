import "server-only";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/server/db/client";
import { userRoles, users, type UserRole } from "@/server/db/schema";
import { AppError } from "@/server/errors";

export const roleSchema = z.enum(userRoles);

/** Sets the role of the account with this email (any letter case). */
export async function setUserRole(email: string, role: UserRole): Promise<{ id: string; email: string; role: UserRole }> {
  const db = await getDb();
  const parsedRole = roleSchema.parse(role);
  const [updated] = await db
    .update(users)
    .set({ role: parsedRole, updatedAt: new Date() })
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .returning({ id: users.id, email: users.email, role: users.role });
  if (!updated) throw new AppError("not_found", `No account with the email ${email}.`);
  return updated;
}
