import "server-only";
import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { auditLog, importRuns, importSources, postRevisions, posts } from "@/server/db/schema";

/**
 * Where the account came from (an import: the platform, the old id, what the old home said about
 * their access) and, for editors, what they did here: posts they author, revisions they saved,
 * imports they ran, their lines in the admin log.
 */
export async function readMemberWork(db: Database, userId: string) {
  const [provenance, authored, revisions, imports, actions] = await Promise.all([
    db
      .select({
        platform: importSources.platform,
        kind: importSources.kind,
        sourceId: importSources.sourceId,
        note: importSources.note,
        importedAt: importSources.createdAt,
        fileName: importRuns.fileName,
        format: importRuns.format,
      })
      .from(importSources)
      .innerJoin(importRuns, eq(importRuns.id, importSources.runId))
      .where(and(inArray(importSources.kind, ["member", "author"]), eq(importSources.entityId, userId)))
      .orderBy(asc(importSources.createdAt)),
    db
      .select({ id: posts.id, slug: posts.slug, title: posts.title, status: posts.status, publishedAt: posts.publishedAt })
      .from(posts)
      .where(eq(posts.authorId, userId))
      .orderBy(asc(posts.createdAt)),
    db.select({ saved: count() }).from(postRevisions).where(eq(postRevisions.savedById, userId)),
    db
      .select({ id: importRuns.id, fileName: importRuns.fileName, status: importRuns.status, createdAt: importRuns.createdAt })
      .from(importRuns)
      .where(eq(importRuns.createdBy, userId))
      .orderBy(asc(importRuns.createdAt)),
    db
      .select({
        action: auditLog.action,
        entityType: auditLog.entityType,
        entityId: auditLog.entityId,
        summary: auditLog.summary,
        at: auditLog.createdAt,
      })
      .from(auditLog)
      .where(eq(auditLog.actorId, userId))
      .orderBy(asc(auditLog.createdAt)),
  ]);
  return {
    importedFrom: provenance,
    postsAuthored: authored,
    postRevisionsSaved: Number(revisions[0]?.saved ?? 0),
    importsRun: imports,
    adminActions: actions,
  };
}
