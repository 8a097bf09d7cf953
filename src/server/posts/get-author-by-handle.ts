import "server-only";
import { and, eq, exists, sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { posts, users } from "@/server/db/schema";
import { publicPostCondition } from "./public-post-condition";
import type { PublicAuthor } from "./types";

/**
 * An author is a user with at least one public post: every reader has a handle too, and
 * their names must not become public pages.
 */
export async function getAuthorByHandle(handle: string, now: Date = new Date()): Promise<PublicAuthor | null> {
  if (handle.length === 0 || handle.length > 64) return null;
  const db = await getDb();
  const [author] = await db
    .select({ id: users.id, handle: users.handle, name: users.name, bio: users.bio, image: users.image })
    .from(users)
    .where(
      and(
        sql`lower(${users.handle}) = lower(${handle})`,
        exists(
          db
            .select({ one: sql`1` })
            .from(posts)
            .where(and(eq(posts.authorId, users.id), publicPostCondition(now))),
        ),
      ),
    )
    .limit(1);
  return author ? { ...author, name: author.name ?? author.handle } : null;
}
