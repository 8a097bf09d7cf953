import "server-only";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { EditorCommentMailMode } from "@/lib/comment-rules";
import { getDb } from "@/server/db/client";
import { commentMailPreferences, users } from "@/server/db/schema";
import type { Recipient } from "@/server/mail/queue-mail-deliveries";

const editorRoles = ["editor", "owner"] as const;

/** Editors and owners (other than `except`) who chose this mode for new comments. */
export async function listEditorsWanting(mode: Exclude<EditorCommentMailMode, "off">, except: string | null): Promise<Recipient[]> {
  const db = await getDb();
  return db
    .select({ userId: users.id, email: users.email })
    .from(users)
    .innerJoin(commentMailPreferences, eq(commentMailPreferences.userId, users.id))
    .where(
      and(inArray(users.role, [...editorRoles]), eq(commentMailPreferences.newComments, mode), except ? ne(users.id, except) : undefined),
    );
}

/** Editors and owners who get report mail (on unless they turned it off), other than `except`. */
export async function listEditorsForReports(except: string | null): Promise<Recipient[]> {
  const db = await getDb();
  return db
    .select({ userId: users.id, email: users.email })
    .from(users)
    .leftJoin(commentMailPreferences, eq(commentMailPreferences.userId, users.id))
    .where(
      and(
        inArray(users.role, [...editorRoles]),
        sql`coalesce(${commentMailPreferences.reports}, true)`,
        except ? ne(users.id, except) : undefined,
      ),
    );
}

/** Whether a member wants mail about replies to their comments (on unless they turned it off). */
export async function wantsReplyMail(userId: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ replies: commentMailPreferences.replies })
    .from(commentMailPreferences)
    .where(eq(commentMailPreferences.userId, userId));
  return row?.replies ?? true;
}
