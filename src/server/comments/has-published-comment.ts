import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { comments } from "@/server/db/schema";

/** Any comment of theirs ever published (a first comment waits for approval when the site says so). */
export async function hasPublishedComment(userId: string, db?: Pick<Awaited<ReturnType<typeof getDb>>, "select">): Promise<boolean> {
  const reader = db ?? (await getDb());
  const rows = await reader
    .select({ id: comments.id })
    .from(comments)
    .where(and(eq(comments.authorId, userId), eq(comments.status, "published")))
    .limit(1);
  return rows.length > 0;
}
