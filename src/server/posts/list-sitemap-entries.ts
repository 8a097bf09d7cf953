import "server-only";
import { and, desc, eq, exists, max, sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { postTags, posts, tags, users } from "@/server/db/schema";
import { publicPostCondition } from "./public-post-condition";

export type SitemapEntries = {
  posts: { slug: string; updatedAt: string }[];
  tags: { slug: string }[];
  authors: { handle: string; updatedAt: string }[];
};

/** Every public URL with a last-modified date; a sitemap holds up to 50,000 URLs. */
export async function listSitemapEntries(now: Date = new Date()): Promise<SitemapEntries> {
  const db = await getDb();
  const isPublic = publicPostCondition(now);
  const [postRows, tagRows, authorRows] = await Promise.all([
    db.select({ slug: posts.slug, updatedAt: posts.updatedAt }).from(posts).where(isPublic).orderBy(desc(posts.publishedAt)).limit(45_000),
    db
      .select({ slug: tags.slug })
      .from(tags)
      .where(
        exists(
          db
            .select({ one: sql`1` })
            .from(postTags)
            .innerJoin(posts, eq(posts.id, postTags.postId))
            .where(and(eq(postTags.tagId, tags.id), isPublic)),
        ),
      ),
    db
      .select({ handle: users.handle, updatedAt: max(posts.updatedAt) })
      .from(users)
      .innerJoin(posts, and(eq(posts.authorId, users.id), isPublic))
      .groupBy(users.id),
  ]);
  return {
    posts: postRows.map((row) => ({ slug: row.slug, updatedAt: row.updatedAt.toISOString() })),
    tags: tagRows,
    authors: authorRows.map((row) => ({ handle: row.handle, updatedAt: new Date(row.updatedAt ?? now).toISOString() })),
  };
}
