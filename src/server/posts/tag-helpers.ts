import "server-only";
import { and, eq, ne } from "drizzle-orm";
import { AppError } from "@/server/errors";
import { postTags, posts, tags, users, type Tag } from "@/server/db/schema";
import type { Transaction } from "@/server/db/transaction";
import { afterPostWrite, type AfterPostWrite } from "./after-post-write";

export async function getTagOrThrow(tx: Transaction, id: string): Promise<Tag> {
  const [tag] = await tx.select().from(tags).where(eq(tags.id, id));
  if (!tag) throw new AppError("not_found", "This tag does not exist.");
  return tag;
}

export async function assertTagSlugFree(tx: Transaction, slug: string, exceptId?: string): Promise<void> {
  const [clash] = await tx
    .select({ id: tags.id })
    .from(tags)
    .where(exceptId ? and(eq(tags.slug, slug), ne(tags.id, exceptId)) : eq(tags.slug, slug))
    .limit(1);
  if (clash) throw new AppError("conflict", "Another tag already uses this slug.", { fields: { slug: "taken" } });
}

/**
 * The public posts carrying a tag: their pages and search entries show the tag, so a
 * rename or delete must refresh them. Read inside the transaction, applied after it.
 */
export async function readTaggedPostEffects(tx: Transaction, tagId: string, tagSlugs: string[]): Promise<AfterPostWrite[]> {
  const rows = await tx
    .select({ id: posts.id, slug: posts.slug, status: posts.status, authorHandle: users.handle })
    .from(postTags)
    .innerJoin(posts, eq(posts.id, postTags.postId))
    .innerJoin(users, eq(users.id, posts.authorId))
    .where(and(eq(postTags.tagId, tagId), ne(posts.status, "draft")));
  return rows.map((row) => ({ postId: row.id, keys: { slug: row.slug, tagSlugs, authorHandle: row.authorHandle }, search: "sync" }));
}

export async function applyEffects(effects: AfterPostWrite[]): Promise<void> {
  for (const effect of effects) await afterPostWrite(effect);
}
