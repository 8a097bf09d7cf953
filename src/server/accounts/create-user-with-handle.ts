import "server-only";
import { getDb } from "@/server/db/client";
import { users, type User, type UserRole } from "@/server/db/schema";
import { isUniqueViolation } from "@/server/db/is-unique-violation";
import { createHandleFromEmail } from "./create-handle-from-email";

export type NewAccountInput = {
  id?: string;
  email: string;
  name?: string | null;
  image?: string | null;
  emailVerified?: Date | null;
  role?: UserRole;
};

/**
 * Creates an account with a stable id and a unique handle from its email. Two sign-ups
 * racing for the same handle both succeed: the loser of the unique index picks again.
 */
export async function createUserWithHandle(input: NewAccountInput): Promise<User> {
  const db = await getDb();
  const email = input.email.trim().toLowerCase();
  for (let attempt = 0; ; attempt++) {
    const handle = await createHandleFromEmail(email, { randomSuffix: attempt >= 2 });
    try {
      const [created] = await db
        .insert(users)
        .values({
          ...(input.id ? { id: input.id } : {}),
          email,
          name: input.name ?? null,
          image: input.image ?? null,
          emailVerified: input.emailVerified ?? null,
          handle,
          role: input.role ?? "reader",
        })
        .returning();
      if (!created) throw new Error("insert returned no row");
      return created;
    } catch (error) {
      if (attempt < 8 && isUniqueViolation(error, "users_handle_unique")) continue;
      throw error;
    }
  }
}
