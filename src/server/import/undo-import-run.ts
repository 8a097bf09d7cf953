import "server-only";
import { rm } from "node:fs/promises";
import path from "node:path";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { AppError } from "@/server/errors";
import { getDb } from "@/server/db/client";
import { importRuns, importSources, posts, sessions, users } from "@/server/db/schema";
import { assertRole, type Actor } from "@/server/auth/permissions";
import { recordAudit } from "@/server/audit/record-audit";
import { removePostFromSearch } from "@/server/search/sync-post";
import { importFilePath } from "./import-file-path";
import { forgetRedirectPaths } from "./find-redirect";

export type UndoResult = { postsRemoved: number; postsKept: number; membersRemoved: number; membersKept: number };

/**
 * Takes an import back: the posts it created that nobody has edited since (same version), and
 * the accounts it created that have never signed in, are deleted with their tags' links, old
 * links and subscriptions; edited posts and used accounts stay and are counted as kept. The
 * source ids go too, so the same file can be imported again.
 */
export async function undoImportRun(options: { actor: Actor; runId: string; now?: Date }): Promise<UndoResult> {
  assertRole(options.actor, "owner");
  const db = await getDb();
  const [run] = await db.select().from(importRuns).where(eq(importRuns.id, options.runId));
  if (!run) throw new AppError("not_found", "There is no such import.");
  if (run.status !== "done" && run.status !== "failed")
    throw new AppError(
      "conflict",
      run.status === "undone" ? "This import was already undone." : "Wait for the import to finish before undoing it.",
    );
  const removedPostIds: string[] = [];
  const result = await db.transaction(async (tx) => {
    const sources = await tx.select().from(importSources).where(eq(importSources.runId, run.id));
    const postSources = sources.filter((s) => s.kind === "post");
    const current = postSources.length
      ? await tx
          .select({ id: posts.id, version: posts.version })
          .from(posts)
          .where(
            inArray(
              posts.id,
              postSources.map((s) => s.entityId),
            ),
          )
      : [];
    const untouched = current
      .filter((post) => postSources.some((s) => s.entityId === post.id && s.version === post.version))
      .map((post) => post.id);
    if (untouched.length) await tx.delete(posts).where(inArray(posts.id, untouched));
    removedPostIds.push(...untouched);
    const created = sources
      .filter((s) => (s.kind === "member" || s.kind === "author") && !(s.note as { preExisting?: boolean } | null)?.preExisting)
      .map((s) => s.entityId);
    let membersRemoved = 0;
    for (let i = 0; i < created.length; i += 1000) {
      const ids = created.slice(i, i + 1000);
      const removed = await tx
        .delete(users)
        .where(
          and(
            inArray(users.id, ids),
            isNull(users.emailVerified),
            sql`not exists (select 1 from ${sessions} where ${sessions.userId} = ${users.id})`,
            sql`not exists (select 1 from ${posts} where ${posts.authorId} = ${users.id})`,
          ),
        )
        .returning({ id: users.id });
      membersRemoved += removed.length;
    }
    await tx.delete(importSources).where(eq(importSources.runId, run.id));
    await tx.update(importRuns).set({ status: "undone" }).where(eq(importRuns.id, run.id));
    const outcome = {
      postsRemoved: untouched.length,
      postsKept: postSources.length - untouched.length,
      membersRemoved,
      membersKept: created.length - membersRemoved,
    };
    await recordAudit(tx, {
      actor: options.actor,
      action: "import.undo",
      entityType: "import",
      entityId: run.id,
      summary: `Undid the import of ${run.fileName}: ${outcome.postsRemoved} posts and ${membersRemoved} accounts removed, ${outcome.postsKept} edited posts and ${outcome.membersKept} used accounts kept`,
      now: options.now,
    });
    return outcome;
  });
  forgetRedirectPaths();
  for (const id of removedPostIds)
    await removePostFromSearch(id).catch((error: unknown) => console.error("[import] search removal failed", error));
  await rm(path.dirname(importFilePath(run.filePath)), { recursive: true, force: true });
  return result;
}
