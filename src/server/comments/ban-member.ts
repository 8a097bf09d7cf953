import "server-only";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { recordAudit } from "@/server/audit/record-audit";
import { assertRole, hasRole, type Actor } from "@/server/auth/permissions";
import { getDb } from "@/server/db/client";
import { commentBans, users } from "@/server/db/schema";
import { AppError } from "@/server/errors";

export const banInputSchema = z.object({
  userId: z.string().min(1).max(200),
  reason: z
    .string()
    .trim()
    .min(1, "Give a reason: the member sees it when they try to comment.")
    .max(500, "Keep the reason under 500 characters."),
  /** A date (YYYY-MM-DD): the ban ends at the start of that day, UTC; empty: until lifted. */
  until: z
    .string()
    .trim()
    .default("")
    .refine((value) => value === "" || /^\d{4}-\d{2}-\d{2}$/.test(value), "Use a date like 2027-01-31, or leave it empty.")
    .transform((value) => (value === "" ? null : new Date(`${value}T00:00:00Z`))),
});

export type BanMemberOptions = { actor: Actor; input: z.input<typeof banInputSchema>; now?: Date };

/** An editor stops a reader from commenting, with the reason they will be shown and an optional end. Banning again replaces it. */
export async function banMember(options: BanMemberOptions): Promise<{ handle: string }> {
  assertRole(options.actor, "editor");
  const input = banInputSchema.parse(options.input);
  const now = options.now ?? new Date();
  if (input.until && Number.isNaN(input.until.getTime())) throw new AppError("bad_request", "That date does not exist.");
  if (input.until && input.until.getTime() <= now.getTime()) throw new AppError("bad_request", "The end date must be in the future.");
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [member] = await tx.select({ handle: users.handle, role: users.role }).from(users).where(eq(users.id, input.userId));
    if (!member) throw new AppError("not_found", "No such member.");
    if (hasRole(member, "editor")) throw new AppError("bad_request", "Editors and owners cannot be banned from commenting.");
    const values = { reason: input.reason, until: input.until, bannedBy: options.actor.id, createdAt: now };
    await tx
      .insert(commentBans)
      .values({ userId: input.userId, ...values })
      .onConflictDoUpdate({ target: commentBans.userId, set: values });
    await recordAudit(tx, {
      actor: options.actor,
      action: "comment.ban",
      entityType: "user",
      entityId: input.userId,
      summary: `Banned @${member.handle} from commenting${input.until ? ` until ${input.until.toISOString().slice(0, 10)}` : ""}: ${input.reason}`,
      now,
    });
    return { handle: member.handle };
  });
}

/** Lifts a member's ban (nothing to lift is a 404). */
export async function unbanMember(options: { actor: Actor; userId: string; now?: Date }): Promise<void> {
  assertRole(options.actor, "editor");
  const db = await getDb();
  await db.transaction(async (tx) => {
    const removed = await tx.delete(commentBans).where(eq(commentBans.userId, options.userId)).returning({ userId: commentBans.userId });
    if (removed.length === 0) throw new AppError("not_found", "This member is not banned.");
    await recordAudit(tx, {
      actor: options.actor,
      action: "comment.unban",
      entityType: "user",
      entityId: options.userId,
      summary: "Lifted the ban from commenting",
      now: options.now,
    });
  });
}
