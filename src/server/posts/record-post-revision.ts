import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { postRevisions, type Post } from "@/server/db/schema";
import type { Transaction } from "@/server/db/transaction";
import type { Actor } from "@/server/auth/permissions";

/** Autosaves by the same person within this window update one revision instead of adding one. */
const autosaveBurstMs = 10 * 60_000;

export type RecordPostRevisionOptions = {
  actor: Actor;
  /** The post before this save (null for a new post): recorded first if it has no revision yet. */
  before: Post | null;
  after: Post;
  isAutosave: boolean;
  now: Date;
};

const textOf = (post: Post) => ({
  title: post.title,
  excerpt: post.hasCustomExcerpt ? post.excerpt : "",
  bodyMarkdown: post.bodyMarkdown,
  coverImageUrl: post.coverImageUrl,
  coverImageAlt: post.coverImageAlt,
  access: post.access,
});

/**
 * Every save keeps the text it saved, in the save's transaction. Posts written before
 * revisions existed get their earlier text recorded at their first save, so it can be restored.
 */
export async function recordPostRevision(tx: Transaction, options: RecordPostRevisionOptions): Promise<void> {
  const { actor, before, after, isAutosave, now } = options;
  const [latest] = await tx
    .select({
      id: postRevisions.id,
      savedById: postRevisions.savedById,
      isAutosave: postRevisions.isAutosave,
      savedAt: postRevisions.savedAt,
    })
    .from(postRevisions)
    .where(eq(postRevisions.postId, after.id))
    .orderBy(desc(postRevisions.savedAt), desc(postRevisions.version))
    .limit(1);
  if (!latest && before) {
    await tx
      .insert(postRevisions)
      .values({ postId: before.id, version: before.version, ...textOf(before), savedById: null, savedAt: before.updatedAt });
  }
  const isSameBurst =
    isAutosave && latest?.isAutosave && latest.savedById === actor.id && now.getTime() - latest.savedAt.getTime() < autosaveBurstMs;
  if (isSameBurst) {
    await tx
      .update(postRevisions)
      .set({ version: after.version, ...textOf(after), savedAt: now })
      .where(and(eq(postRevisions.id, latest.id), eq(postRevisions.postId, after.id)));
    return;
  }
  await tx
    .insert(postRevisions)
    .values({ postId: after.id, version: after.version, ...textOf(after), savedById: actor.id, isAutosave, savedAt: now });
}
