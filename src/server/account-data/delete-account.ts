import "server-only";
import { and, count, eq, inArray, ne, sql } from "drizzle-orm";
import { getDb, type Database } from "@/server/db/client";
import type { Transaction } from "@/server/db/transaction";
import { auditLog, importSources, mailBounces, posts, users, verificationTokens } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { removeAvatarImage } from "@/server/uploads/save-avatar-image";
import { anonymiseMemberAudit } from "./anonymise-member-audit";
import { cancelMemberStripeSubscriptions } from "./cancel-member-stripe-subscriptions";
import { eraseMemberComments } from "./erase-member-comments";

export type DeleteAccountOptions = {
  userId: string;
  /** What the member typed to confirm: their own email address (any case). */
  confirmEmail: string;
  now?: Date;
};

export type DeletedAccount = { canceledStripeSubscriptions: string[]; commentPostSlugs: string[] };

/**
 * A member deletes their own account. Checks first (the typed address, the last owner, posts
 * they author); then each open Stripe subscription is canceled at Stripe — any failure stops here
 * with nothing deleted; then one transaction removes or anonymises every row about them (see
 * user-references.ts): comments become tombstones or go, the admin log forgets them, rows keyed by
 * their address (sign-in links, a bounce, import provenance) go, and the account row goes with
 * everything that cascades from it — sessions too, so they are signed out everywhere. Their uploaded
 * picture is removed from the store after that.
 */
export async function deleteAccount({ userId, confirmEmail, now = new Date() }: DeleteAccountOptions): Promise<DeletedAccount> {
  const db = await getDb();
  const [member] = await db
    .select({ id: users.id, email: users.email, handle: users.handle, role: users.role, image: users.image })
    .from(users)
    .where(eq(users.id, userId));
  if (!member) throw new AppError("not_found", "This account no longer exists.");
  if (confirmEmail.trim().toLowerCase() !== member.email.toLowerCase()) {
    throw new AppError("validation_failed", "Type your email address exactly to confirm.", {
      fields: { confirmEmail: "Type your email address" },
    });
  }
  if (member.role === "owner") await assertAnotherOwner(db, userId);
  const [authored] = await db.select({ n: count() }).from(posts).where(eq(posts.authorId, userId));
  const postCount = Number(authored?.n ?? 0);
  if (postCount > 0) {
    throw new AppError(
      "conflict",
      `You are the author of ${postCount === 1 ? "a post" : `${postCount} posts`}. Ask an owner to give ${postCount === 1 ? "it" : "them"} another author first.`,
    );
  }

  const canceledStripeSubscriptions = await cancelMemberStripeSubscriptions(db, userId);

  const commentPostSlugs = await db.transaction(async (tx) => {
    // Again under lock: two owners deleting themselves at once must not leave the site without one.
    const [still] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId)).for("update");
    if (!still) throw new AppError("not_found", "This account no longer exists.");
    if (still.role === "owner") await assertAnotherOwner(tx, userId);
    const slugs = await eraseMemberComments(tx, userId, now);
    await anonymiseMemberAudit(tx, member);
    const email = member.email.toLowerCase();
    await tx.delete(verificationTokens).where(sql`lower(${verificationTokens.identifier}) = ${email}`);
    await tx.delete(mailBounces).where(eq(mailBounces.email, email));
    await tx.delete(importSources).where(and(inArray(importSources.kind, ["member", "author"]), eq(importSources.entityId, userId)));
    await tx.delete(users).where(eq(users.id, userId));
    const stripeNote =
      canceledStripeSubscriptions.length > 0 ? ` (Stripe subscription canceled first: ${canceledStripeSubscriptions.join(", ")})` : "";
    await tx.insert(auditLog).values({
      actorId: null,
      action: "user.delete",
      entityType: "user",
      entityId: userId,
      summary: `A member deleted their account${stripeNote}`,
      createdAt: now,
    });
    return slugs;
  });
  // The uploaded picture is served publicly: it goes too once nothing points at it (best effort).
  await removeAvatarImage(member.image);
  return { canceledStripeSubscriptions, commentPostSlugs };
}

/** The site keeps at least one owner: the other owners' rows are locked (in a transaction) and counted. */
async function assertAnotherOwner(db: Database | Transaction, userId: string): Promise<void> {
  const others = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "owner"), ne(users.id, userId)))
    .for("update");
  if (others.length === 0) {
    throw new AppError("conflict", "You are the only owner. Make another member an owner first, then delete your account.");
  }
}
