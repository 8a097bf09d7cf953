import "server-only";
import { asc, inArray } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { assertRole, type Actor } from "@/server/auth/permissions";

/** People who can be named as a post's author: editors and owners. */
export async function listAuthors(options: { actor: Actor }) {
  assertRole(options.actor, "editor");
  const db = await getDb();
  return db
    .select({ id: users.id, handle: users.handle, name: users.name })
    .from(users)
    .where(inArray(users.role, ["editor", "owner"]))
    .orderBy(asc(users.handle));
}
