import "server-only";
import { eq } from "drizzle-orm";
import { AppError } from "@/server/errors";
import { getDb } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { assertRole, type Actor } from "@/server/auth/permissions";

export async function getMember(options: { actor: Actor; id: string }) {
  assertRole(options.actor, "editor");
  const db = await getDb();
  const [member] = await db
    .select({ id: users.id, email: users.email, handle: users.handle, name: users.name, role: users.role, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, options.id));
  if (!member) throw new AppError("not_found", "This member does not exist.");
  return member;
}
