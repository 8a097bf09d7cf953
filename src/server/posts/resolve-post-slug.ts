import "server-only";
import { and, like, ne } from "drizzle-orm";
import { nextFreeSlug, slugMaxLength, slugify } from "@/lib/slug";
import { AppError } from "@/server/errors";
import { posts } from "@/server/db/schema";
import type { Transaction } from "@/server/db/transaction";

export function slugTakenError(free?: string): AppError {
  const offer = free ? ` “${free}” is free.` : "";
  return new AppError("conflict", `This slug is already used by another post.${offer}`, { fields: { slug: "taken" } });
}

/**
 * The slug a post is saved under. An empty one is derived from the title and, when another
 * post has it, gets `-2`, `-3`, … (nextFreeSlug): nobody chose it, and the editor shows the
 * result, editable. A slug the editor typed must be free, else a "taken" error for the slug
 * field that names the next free one.
 */
export async function resolvePostSlug(tx: Transaction, options: { slug: string; title: string; postId?: string }): Promise<string> {
  const base = options.slug !== "" ? options.slug : slugify(options.title) || "post";
  // A long base loses its end to fit a suffix: look for what starts like that shorter stem.
  const escaped = base.slice(0, slugMaxLength - 8).replace(/[\\%_]/g, (c) => `\\${c}`);
  const similar = await tx
    .select({ slug: posts.slug })
    .from(posts)
    .where(options.postId ? and(like(posts.slug, `${escaped}%`), ne(posts.id, options.postId)) : like(posts.slug, `${escaped}%`));
  const used = new Set(similar.map((row) => row.slug));
  const free = nextFreeSlug(base, used);
  if (options.slug !== "" && free !== base) throw slugTakenError(free);
  return free;
}
