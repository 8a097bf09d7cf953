import "server-only";
import { and, eq, like, ne } from "drizzle-orm";
import { slugify } from "@/lib/slug";
import { AppError } from "@/server/errors";
import { posts } from "@/server/db/schema";
import type { Transaction } from "@/server/db/transaction";

export function slugTakenError(): AppError {
  return new AppError("conflict", "This slug is already used by another post.", { fields: { slug: "taken" } });
}

/**
 * The slug a post is saved under. A slug the editor typed must be free (else a "taken"
 * error for the slug field); an empty one is derived from the title and made unique with a
 * numeric suffix, since nobody chose it.
 */
export async function resolvePostSlug(tx: Transaction, options: { slug: string; title: string; postId?: string }): Promise<string> {
  const others = (slug: string) => (options.postId ? and(eq(posts.slug, slug), ne(posts.id, options.postId)) : eq(posts.slug, slug));
  if (options.slug !== "") {
    const [clash] = await tx.select({ id: posts.id }).from(posts).where(others(options.slug)).limit(1);
    if (clash) throw slugTakenError();
    return options.slug;
  }
  const base = slugify(options.title) || "post";
  const similar = await tx
    .select({ slug: posts.slug })
    .from(posts)
    .where(options.postId ? and(like(posts.slug, `${base}%`), ne(posts.id, options.postId)) : like(posts.slug, `${base}%`));
  const used = new Set(similar.map((row) => row.slug));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}
