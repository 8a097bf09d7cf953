import "server-only";
import { eq } from "drizzle-orm";
import { AppError } from "@/server/errors";
import { posts } from "@/server/db/schema";
import type { Transaction } from "@/server/db/transaction";

/** The post a redirect should lead to, or a field error the form shows beside the target. */
export async function findPostBySlugOrThrow(tx: Transaction, slug: string): Promise<{ id: string; slug: string }> {
  const [post] = await tx.select({ id: posts.id, slug: posts.slug }).from(posts).where(eq(posts.slug, slug)).limit(1);
  if (!post) throw new AppError("validation_failed", `There is no post “${slug}”.`, { fields: { target: "No post has this slug." } });
  return post;
}
