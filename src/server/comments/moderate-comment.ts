import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { recordAudit } from "@/server/audit/record-audit";
import { assertRole, type Actor } from "@/server/auth/permissions";
import { getDb } from "@/server/db/client";
import { commentReports, comments } from "@/server/db/schema";
import type { Transaction } from "@/server/db/transaction";
import { AppError } from "@/server/errors";
import { enqueueTask } from "@/server/jobs/enqueue-task";
import { findCommentOrThrow, type FoundComment } from "./find-comment";

export const moderationActions = ["hide", "show", "delete", "approve", "dismiss-reports"] as const;
export type ModerationAction = (typeof moderationActions)[number];

export type ModerateCommentOptions = { actor: Actor; commentId: string; action: ModerationAction; now?: Date };

const pastTense: Record<ModerationAction, string> = {
  hide: "Hid",
  show: "Showed",
  delete: "Deleted",
  approve: "Approved",
  "dismiss-reports": "Dismissed the reports of",
};

/**
 * An editor's decision on a comment: hide (the text stays for the admin), show again, delete
 * (as its author would), approve a held first comment, or dismiss its reports. Hiding, deleting
 * and dismissing settle the open reports. Audited in the same transaction. Returns the post's
 * slug (its comments cache to expire) and a line for the editor.
 */
export async function moderateComment(options: ModerateCommentOptions): Promise<{ slug: string; message: string }> {
  assertRole(options.actor, "editor");
  const now = options.now ?? new Date();
  const db = await getDb();
  return db.transaction(async (tx) => {
    const comment = await findCommentOrThrow(options.commentId, tx);
    await apply(tx, comment, options.action, options.actor, now);
    if (options.action !== "show" && options.action !== "approve") {
      await tx
        .update(commentReports)
        .set({ resolvedAt: now, resolvedBy: options.actor.id })
        .where(and(eq(commentReports.commentId, comment.id), isNull(commentReports.resolvedAt)));
    }
    const message = `${pastTense[options.action]} the comment`;
    await recordAudit(tx, {
      actor: options.actor,
      action: `comment.${options.action}`,
      entityType: "comment",
      entityId: comment.id,
      summary: `${message} on /posts/${comment.postSlug}: “${comment.body.slice(0, 80)}”`,
      now,
    });
    return { slug: comment.postSlug, message: `${message}.` };
  });
}

async function apply(tx: Transaction, comment: FoundComment, action: ModerationAction, actor: Actor, now: Date): Promise<void> {
  const where = eq(comments.id, comment.id);
  switch (action) {
    case "hide":
      if (comment.deletedAt) throw new AppError("conflict", "This comment was deleted.");
      await tx.update(comments).set({ hiddenAt: now, hiddenBy: actor.id }).where(where);
      return;
    case "show":
      if (comment.deletedAt) throw new AppError("conflict", "This comment was deleted; it cannot be shown again.");
      await tx.update(comments).set({ hiddenAt: null, hiddenBy: null }).where(where);
      return;
    case "delete":
      if (comment.deletedAt) throw new AppError("conflict", "This comment was already deleted.");
      await tx.update(comments).set({ body: "", deletedAt: now }).where(where);
      return;
    case "approve":
      if (comment.status !== "held") throw new AppError("conflict", "This comment is not waiting for approval.");
      await tx.update(comments).set({ status: "published" }).where(where);
      await enqueueTask(tx, { kind: "comments.notify", payload: { commentId: comment.id, event: "approved" } });
      return;
    case "dismiss-reports":
      return;
  }
}
