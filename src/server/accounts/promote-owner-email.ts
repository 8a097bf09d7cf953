import "server-only";
import { and, ne, sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { users } from "@/server/db/schema";

/** OWNER_EMAIL's account becomes owner whenever it signs in (configuration wins over the stored role). */
export async function promoteOwnerEmail(userEmail: string | null | undefined, ownerEmail: string | undefined): Promise<boolean> {
  const db = await getDb();
  if (!userEmail || !ownerEmail || userEmail.trim().toLowerCase() !== ownerEmail.trim().toLowerCase()) return false;
  const updated = await db
    .update(users)
    .set({ role: "owner", updatedAt: new Date() })
    .where(and(sql`lower(${users.email}) = ${ownerEmail.trim().toLowerCase()}`, ne(users.role, "owner")))
    .returning({ id: users.id });
  return updated.length > 0;
}
