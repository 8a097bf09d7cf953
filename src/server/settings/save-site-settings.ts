import "server-only";
import type { Actor } from "@/server/auth/permissions";
import { recordAudit } from "@/server/audit/record-audit";
import { siteSettings } from "@/server/db/schema";
import type { Transaction } from "@/server/db/transaction";
import { defaultSiteSettings } from "./get-site-settings";

/** The columns a settings screen may change; the row's id and stamp are this module's. */
export type SiteSettingsValues = Partial<Omit<typeof siteSettings.$inferInsert, "id" | "updatedAt" | "updatedBy">>;

/** Who saved which section of the settings, and the audit line that says what changed. */
export type SiteSettingsChange = {
  actor: Actor;
  section: "site" | "access" | "design" | "welcome-mail" | "comments";
  summary: string;
  now?: Date;
};

/**
 * The one writer of the settings row (every settings use case calls it): inserted on first save
 * with the site's defaults for the columns not given, stamped with who and when, and audited in
 * the same transaction, so neither the change nor its audit row exists alone. The caller has
 * checked the role and parsed the input.
 */
export async function saveSiteSettings(tx: Transaction, values: SiteSettingsValues, change: SiteSettingsChange): Promise<void> {
  const now = change.now ?? new Date();
  const stamp = { updatedAt: now, updatedBy: change.actor.id };
  await tx
    .insert(siteSettings)
    .values({ id: 1, ...defaultSiteSettings(), ...values, ...stamp })
    .onConflictDoUpdate({ target: siteSettings.id, set: { ...values, ...stamp } });
  await recordAudit(tx, {
    actor: change.actor,
    action: "settings.update",
    entityType: "settings",
    entityId: change.section,
    summary: change.summary,
    now,
  });
}
