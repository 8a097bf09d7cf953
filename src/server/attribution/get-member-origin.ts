import "server-only";
import { and, eq } from "drizzle-orm";
import { assertRole, type Actor } from "@/server/auth/permissions";
import { getDb } from "@/server/db/client";
import { attributions, posts, tags, users, type Attribution } from "@/server/db/schema";

/** What brought a member, with the page named as editors know it (a post's title, a tag's name, an author's handle). */
export type MemberOrigin = Attribution & { pageLabel: string | null; postId: string | null };

export type GetMemberOriginOptions = { actor: Actor; userId: string };

/** Editors and owners: the member page shows it. */
export async function getMemberOrigin({ actor, userId }: GetMemberOriginOptions): Promise<MemberOrigin | null> {
  assertRole(actor, "editor");
  const db = await getDb();
  const [row] = await db
    .select()
    .from(attributions)
    .where(and(eq(attributions.userId, userId), eq(attributions.subject, "member")))
    .limit(1);
  if (!row) return null;
  return { ...row, ...(await labelOf(row)) };
}

async function labelOf(row: Attribution): Promise<{ pageLabel: string | null; postId: string | null }> {
  const db = await getDb();
  if (row.pageKind === "home") return { pageLabel: "The home page", postId: null };
  if (!row.pageId) return { pageLabel: null, postId: null };
  if (row.pageKind === "post") {
    const [post] = await db.select({ title: posts.title }).from(posts).where(eq(posts.id, row.pageId));
    return { pageLabel: post?.title ?? row.pagePath, postId: post ? row.pageId : null };
  }
  if (row.pageKind === "tag") {
    const [tag] = await db.select({ name: tags.name }).from(tags).where(eq(tags.id, row.pageId));
    return { pageLabel: tag ? `Tag: ${tag.name}` : row.pagePath, postId: null };
  }
  const [author] = await db.select({ handle: users.handle }).from(users).where(eq(users.id, row.pageId));
  return { pageLabel: author ? `Author: @${author.handle}` : row.pagePath, postId: null };
}
