import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { mailBounces, users } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { assertRole, type Actor } from "@/server/auth/permissions";
import { recordAudit } from "@/server/audit/record-audit";

export type Bounce = { email: string; reason: string; bouncedAt: Date };

/** For the member page: is this address refused, and why. */
export async function getBounce(email: string): Promise<Bounce | null> {
  const db = await getDb();
  const [row] = await db.select().from(mailBounces).where(eq(mailBounces.email, email.toLowerCase()));
  return row ?? null;
}

/** An editor clears a bounce (the member fixed their mailbox): mail goes to the address again. */
export async function clearBounce(actor: Actor, userId: string, now = new Date()): Promise<boolean> {
  assertRole(actor, "editor");
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (!user) throw new AppError("not_found", "That member does not exist.");
    const deleted = await tx
      .delete(mailBounces)
      .where(eq(mailBounces.email, user.email.toLowerCase()))
      .returning({ email: mailBounces.email });
    if (deleted.length === 0) return false;
    await recordAudit(tx, {
      actor,
      action: "member.bounce.clear",
      entityType: "user",
      entityId: userId,
      summary: `Cleared the bounce of ${user.email}`,
      now,
    });
    return true;
  });
}
