import "server-only";
import { auditLog } from "@/server/db/schema";
import type { Actor } from "@/server/auth/permissions";
import type { Transaction } from "@/server/db/transaction";

export type AuditEntityType = "post" | "tag" | "user" | "settings" | "subscription" | "task" | "import" | "redirect" | "comment";

export type RecordAuditOptions = {
  actor: Actor;
  action: string;
  entityType: AuditEntityType;
  entityId: string;
  summary: string;
  now?: Date;
};

/** Written inside the same transaction as the change it describes, so neither exists alone. */
export async function recordAudit(tx: Transaction, options: RecordAuditOptions): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: options.actor.id,
    action: options.action,
    entityType: options.entityType,
    entityId: options.entityId,
    summary: options.summary.slice(0, 500),
    createdAt: options.now ?? new Date(),
  });
}
