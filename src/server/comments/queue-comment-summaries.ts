import "server-only";
import { and, asc, eq, gt, inArray, isNull, lte, ne, or, sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { commentMailPreferences, comments, posts, users } from "@/server/db/schema";
import { queueMail } from "@/server/mail/queue-mail";
import { getSiteSettings } from "@/server/settings/get-site-settings";
import { getDesignSettings } from "@/server/settings/get-design-settings";
import { renderCommentSummaryMail, type MailComment } from "./render-comment-mail";

const dayMs = 86_400_000;
/** The most comments one summary lists; the rest are counted in the admin. */
const maxListed = 100;

/**
 * Editors who chose a daily summary get one a day at most: the comments (shown or waiting for
 * approval, not their own) since their last summary, or the last day for a first one. An editor
 * with nothing new gets no mail; their day starts again. Each editor's row is locked while their
 * summary is queued, so two runners never send one twice. Returns how many were queued.
 */
export async function queueCommentSummaries(now = new Date()): Promise<number> {
  const db = await getDb();
  const [{ siteName }, { logoUrl }] = await Promise.all([getSiteSettings(), getDesignSettings()]);
  const dueBefore = new Date(now.getTime() - dayMs);
  let queued = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const [editor] = await tx
        .select({ userId: users.id, email: users.email, lastSummaryAt: commentMailPreferences.lastSummaryAt })
        .from(commentMailPreferences)
        .innerJoin(users, eq(users.id, commentMailPreferences.userId))
        .where(
          and(
            eq(commentMailPreferences.newComments, "daily"),
            inArray(users.role, ["editor", "owner"]),
            or(isNull(commentMailPreferences.lastSummaryAt), lte(commentMailPreferences.lastSummaryAt, dueBefore)),
          ),
        )
        .limit(1)
        .for("update", { of: commentMailPreferences, skipLocked: true });
      if (!editor) return true;
      const since = editor.lastSummaryAt ?? dueBefore;
      const rows = await tx
        .select({
          id: comments.id,
          body: comments.body,
          status: comments.status,
          name: users.name,
          handle: users.handle,
          postSlug: posts.slug,
          postTitle: posts.title,
        })
        .from(comments)
        .innerJoin(users, eq(users.id, comments.authorId))
        .innerJoin(posts, eq(posts.id, comments.postId))
        .where(
          and(
            gt(comments.createdAt, since),
            lte(comments.createdAt, now),
            isNull(comments.deletedAt),
            ne(comments.authorId, editor.userId),
          ),
        )
        .orderBy(asc(comments.createdAt))
        .limit(maxListed);
      if (rows.length > 0) {
        const list: MailComment[] = rows.map((row) => ({
          id: row.id,
          authorName: row.name?.trim() || row.handle,
          body: row.body,
          postSlug: row.postSlug,
          postTitle: row.postTitle,
          isHeld: row.status === "held",
        }));
        await queueMail(tx, { kind: "comment_summary", ...renderCommentSummaryMail(list, siteName, logoUrl) }, [
          { userId: editor.userId, email: editor.email },
        ]);
        queued += 1;
      }
      await tx.update(commentMailPreferences).set({ lastSummaryAt: now }).where(eq(commentMailPreferences.userId, editor.userId));
      return false;
    });
    if (done) return queued;
  }
}

/** When the next summary falls due (a day after the earliest last summary of a daily editor), if any editor wants one. */
export async function nextCommentSummaryDue(): Promise<Date | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      earliest: sql<Date | string | null>`min(coalesce(${commentMailPreferences.lastSummaryAt}, '-infinity'::timestamptz))`,
      count: sql<number>`count(*)`,
    })
    .from(commentMailPreferences)
    .where(eq(commentMailPreferences.newComments, "daily"));
  if (!row || Number(row.count) === 0 || row.earliest === null) return null;
  const earliest = new Date(row.earliest);
  return Number.isFinite(earliest.getTime()) ? new Date(earliest.getTime() + dayMs) : new Date(0);
}
