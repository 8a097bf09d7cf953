import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { AppError } from "@/server/errors";
import { posts, type NewPost, type Post } from "@/server/db/schema";
import type { Transaction } from "@/server/db/transaction";
import { PostConflictError } from "./post-conflict-error";

/**
 * Optimistic concurrency: `UPDATE … WHERE id = ? AND version = ?` bumps the version; no row
 * means the post is gone (not_found) or someone saved since `version` (conflict, carrying
 * what they saved). Nothing is overwritten silently.
 */
export async function writePostVersion(
  tx: Transaction,
  options: { id: string; version: number; set: Partial<NewPost>; now: Date },
): Promise<Post> {
  const [updated] = await tx
    .update(posts)
    .set({ ...options.set, version: sql`${posts.version} + 1`, updatedAt: options.now })
    .where(and(eq(posts.id, options.id), eq(posts.version, options.version)))
    .returning();
  if (updated) return updated;
  const [current] = await tx.select().from(posts).where(eq(posts.id, options.id));
  if (!current) throw new AppError("not_found", "This post no longer exists.");
  throw new PostConflictError(current);
}

export async function getPostOrThrow(tx: Transaction, id: string): Promise<Post> {
  const [post] = await tx.select().from(posts).where(eq(posts.id, id));
  if (!post) throw new AppError("not_found", "This post no longer exists.");
  return post;
}
