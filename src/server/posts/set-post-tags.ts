import "server-only";
import { eq, inArray, sql } from "drizzle-orm";
import { slugify } from "@/lib/slug";
import { postTags, tags } from "@/server/db/schema";
import type { Transaction } from "@/server/db/transaction";

/**
 * Replaces a post's tags with the named ones: an existing tag is picked by its name in any
 * letter case, else by the name's slug (so "Habits" and "habits" are one tag, and a tag renamed
 * with its slug kept is still found by its new name); a new name creates the tag. Returns the
 * tag slugs.
 */
export async function setPostTags(tx: Transaction, postId: string, names: string[]): Promise<string[]> {
  const wanted = new Map<string, string>();
  for (const name of names) {
    const slug = slugify(name);
    if (slug && !wanted.has(slug)) wanted.set(slug, name.trim());
  }
  const lowerNames = [...wanted.values()].map((name) => name.toLowerCase());
  const byName =
    lowerNames.length > 0
      ? await tx
          .select()
          .from(tags)
          .where(inArray(sql`lower(${tags.name})`, lowerNames))
      : [];
  const unresolved = [...wanted]
    .filter(([, name]) => !byName.some((tag) => tag.name.toLowerCase() === name.toLowerCase()))
    .map(([slug]) => slug);
  const bySlug = unresolved.length > 0 ? await tx.select().from(tags).where(inArray(tags.slug, unresolved)) : [];
  const existing = [...byName, ...bySlug];
  const missing = unresolved.filter((slug) => !bySlug.some((tag) => tag.slug === slug));
  const created =
    missing.length > 0
      ? await tx
          .insert(tags)
          .values(missing.map((slug) => ({ slug, name: wanted.get(slug)! })))
          .onConflictDoNothing()
          .returning()
      : [];
  // A tag created by someone else between our read and insert: read it back.
  const raced = missing.filter((slug) => !created.some((tag) => tag.slug === slug));
  const rereads = raced.length > 0 ? await tx.select().from(tags).where(inArray(tags.slug, raced)) : [];
  const all = [...new Map([...existing, ...created, ...rereads].map((tag) => [tag.id, tag])).values()];

  await tx.delete(postTags).where(eq(postTags.postId, postId));
  if (all.length > 0) await tx.insert(postTags).values(all.map((tag) => ({ postId, tagId: tag.id })));
  return all.map((tag) => tag.slug);
}
