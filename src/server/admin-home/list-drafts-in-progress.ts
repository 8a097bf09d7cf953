import "server-only";
import { count, desc, eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { posts, users } from "@/server/db/schema";

export type DraftInProgress = { id: string; title: string; authorName: string; updatedAt: Date };

/** The drafts touched last (most recent first) and how many drafts there are in all. */
export async function listDraftsInProgress({ limit = 5 }: { limit?: number } = {}): Promise<{ items: DraftInProgress[]; total: number }> {
  const db = await getDb();
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: posts.id, title: posts.title, name: users.name, handle: users.handle, updatedAt: posts.updatedAt })
      .from(posts)
      .innerJoin(users, eq(users.id, posts.authorId))
      .where(eq(posts.status, "draft"))
      .orderBy(desc(posts.updatedAt))
      .limit(limit),
    db.select({ total: count() }).from(posts).where(eq(posts.status, "draft")),
  ]);
  return {
    items: rows.map((row) => ({ id: row.id, title: row.title, authorName: row.name ?? `@${row.handle}`, updatedAt: row.updatedAt })),
    total: Number(total?.total ?? 0),
  };
}
