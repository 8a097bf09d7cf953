import "server-only";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/server/db/client";
import type { Transaction } from "@/server/db/transaction";
import { users } from "@/server/db/schema";
import { AppError } from "@/server/errors";

const emailSchema = z.email();

/** The member with this email (case-insensitive, as the unique index is), or not_found. */
export async function findMemberByEmailOrThrow(email: string, tx?: Transaction) {
  const parsed = emailSchema.safeParse(email.trim());
  if (!parsed.success)
    throw new AppError("validation_failed", `"${email}" is not an email address.`, { fields: { email: "Enter an email address" } });
  const db = tx ?? (await getDb());
  const [member] = await db
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${parsed.data})`);
  if (!member) throw new AppError("not_found", `No member has the email ${parsed.data}. They need to sign in once first.`);
  return member;
}
