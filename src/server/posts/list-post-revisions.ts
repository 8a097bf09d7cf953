import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { postRevisions, users } from "@/server/db/schema";
import { assertRole, type Actor } from "@/server/auth/permissions";
import { AppError } from "@/server/errors";

import type { PostRevisionSummary, PostRevisionText } from "@/lib/post-revision";

const listLimit = 100;

/** A post's revisions, newest first, with who saved each (as the editor's history shows them). */
export async function listPostRevisions(options: { actor: Actor; postId: string }): Promise<PostRevisionSummary[]> {
  assertRole(options.actor, "editor");
  const db = await getDb();
  const rows = await db
    .select({
      id: postRevisions.id,
      version: postRevisions.version,
      savedAt: postRevisions.savedAt,
      isAutosave: postRevisions.isAutosave,
      title: postRevisions.title,
      name: users.name,
      handle: users.handle,
    })
    .from(postRevisions)
    .leftJoin(users, eq(users.id, postRevisions.savedById))
    .where(eq(postRevisions.postId, options.postId))
    .orderBy(desc(postRevisions.savedAt), desc(postRevisions.version))
    .limit(listLimit);
  return rows.map((row) => ({
    id: row.id,
    version: row.version,
    savedAt: row.savedAt.toISOString(),
    author: row.name || (row.handle ? `@${row.handle}` : null),
    isAutosave: row.isAutosave,
    title: row.title,
  }));
}

/** One revision's text, to compare with the current text or restore. */
export async function getPostRevision(options: { actor: Actor; postId: string; id: string }): Promise<PostRevisionText> {
  assertRole(options.actor, "editor");
  const db = await getDb();
  const [row] = await db
    .select({ revision: postRevisions, name: users.name, handle: users.handle })
    .from(postRevisions)
    .leftJoin(users, eq(users.id, postRevisions.savedById))
    .where(and(eq(postRevisions.id, options.id), eq(postRevisions.postId, options.postId)));
  if (!row) throw new AppError("not_found", "That revision no longer exists.");
  const { revision } = row;
  return {
    id: revision.id,
    version: revision.version,
    savedAt: revision.savedAt.toISOString(),
    author: row.name || (row.handle ? `@${row.handle}` : null),
    isAutosave: revision.isAutosave,
    title: revision.title,
    excerpt: revision.excerpt,
    bodyMarkdown: revision.bodyMarkdown,
    coverImageUrl: revision.coverImageUrl ?? "",
    coverImageAlt: revision.coverImageAlt ?? "",
    access: revision.access,
  };
}
