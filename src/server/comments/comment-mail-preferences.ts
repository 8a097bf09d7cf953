import "server-only";
import { eq, sql } from "drizzle-orm";
import type { EditorCommentMailMode } from "@/lib/comment-rules";
import { getDb } from "@/server/db/client";
import { commentMailPreferences } from "@/server/db/schema";
import type { CommentMailScope } from "@/server/mail/unsubscribe-token";

/** What a member receives about comments; defaults (no row): reply mail on, new-comment mail off, report mail on. */
export type CommentMailPreferences = { replies: boolean; newComments: EditorCommentMailMode; reports: boolean };

export const defaultCommentMailPreferences: CommentMailPreferences = { replies: true, newComments: "off", reports: true };

export async function getCommentMailPreferences(userId: string): Promise<CommentMailPreferences> {
  const db = await getDb();
  const [row] = await db
    .select({
      replies: commentMailPreferences.replies,
      newComments: commentMailPreferences.newComments,
      reports: commentMailPreferences.reports,
    })
    .from(commentMailPreferences)
    .where(eq(commentMailPreferences.userId, userId));
  return row ?? defaultCommentMailPreferences;
}

/**
 * Changes some of them (the account page, an unsubscribe link); the rest keep their value. An
 * editor who turns the daily summary on gets the first a day later (not the last day at once).
 */
export async function setCommentMailPreferences(userId: string, change: Partial<CommentMailPreferences>, now = new Date()): Promise<void> {
  const db = await getDb();
  const summaryStart = change.newComments === "daily" ? { lastSummaryAt: now } : {};
  await db
    .insert(commentMailPreferences)
    .values({ userId, ...defaultCommentMailPreferences, ...change, ...summaryStart, updatedAt: now })
    .onConflictDoUpdate({
      target: commentMailPreferences.userId,
      set: {
        ...change,
        ...(change.newComments === "daily"
          ? {
              lastSummaryAt: sql`CASE WHEN ${commentMailPreferences.newComments} = 'daily' THEN ${commentMailPreferences.lastSummaryAt} ELSE ${now.toISOString()}::timestamptz END`,
            }
          : {}),
        updatedAt: now,
      },
    });
}

/** What an unsubscribe link of this scope turns off. */
export function commentMailChangeFor(scope: CommentMailScope): Partial<CommentMailPreferences> {
  if (scope === "replies") return { replies: false };
  if (scope === "new-comments") return { newComments: "off" };
  return { reports: false };
}

/** Whether mail of this scope still goes to them. */
export function isCommentMailOn(preferences: CommentMailPreferences, scope: CommentMailScope): boolean {
  if (scope === "replies") return preferences.replies;
  if (scope === "new-comments") return preferences.newComments !== "off";
  return preferences.reports;
}

/** How the unsubscribe page names it. */
export const commentMailScopeLabels: Record<CommentMailScope, string> = {
  replies: "emails about replies to your comments",
  "new-comments": "emails about new comments",
  reports: "emails about reported comments",
};
