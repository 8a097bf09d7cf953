import "server-only";
import { and, desc, eq, or } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { auditLog, users } from "@/server/db/schema";
import { assertRole, type Actor } from "@/server/auth/permissions";
import type { AuditEntityType } from "./record-audit";

export type ListAuditEntriesOptions = {
  actor: Actor;
  entityType: AuditEntityType;
  entityId: string;
  /** Also list what this user did (for a member page). */
  includeActions?: boolean;
  limit?: number;
};

export type AuditListEntry = {
  id: string;
  action: string;
  entityType: string;
  entityId: string;
  summary: string;
  createdAt: Date;
  actorHandle: string | null;
};

export async function listAuditEntries(options: ListAuditEntriesOptions): Promise<AuditListEntry[]> {
  assertRole(options.actor, "editor");
  const db = await getDb();
  const aboutEntity = and(eq(auditLog.entityType, options.entityType), eq(auditLog.entityId, options.entityId));
  const where = options.includeActions ? or(aboutEntity, eq(auditLog.actorId, options.entityId)) : aboutEntity;
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      summary: auditLog.summary,
      createdAt: auditLog.createdAt,
      actorHandle: users.handle,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.createdAt))
    .limit(options.limit ?? 50);
}
