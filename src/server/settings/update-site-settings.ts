import "server-only";
import { getDb } from "@/server/db/client";
import { siteSettings } from "@/server/db/schema";
import { assertRole, type Actor } from "@/server/auth/permissions";
import { recordAudit } from "@/server/audit/record-audit";
import { siteSettingsFormSchema, type SiteSettings, type SiteSettingsForm } from "./site-settings-input";

export type UpdateSiteSettingsOptions = { actor: Actor; input: SiteSettingsForm };

/** Owners only; one row, inserted on first save. */
export async function updateSiteSettings(options: UpdateSiteSettingsOptions): Promise<SiteSettings> {
  assertRole(options.actor, "owner");
  const input = siteSettingsFormSchema.parse(options.input);
  const values = {
    siteName: input.siteName,
    description: input.description,
    monthlyPlanName: input.monthlyPlanName,
    monthlyPriceCents: input.monthlyPrice,
    yearlyPlanName: input.yearlyPlanName,
    yearlyPriceCents: input.yearlyPrice,
  };
  const db = await getDb();
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .insert(siteSettings)
      .values({ id: 1, ...values, updatedAt: now, updatedBy: options.actor.id })
      .onConflictDoUpdate({ target: siteSettings.id, set: { ...values, updatedAt: now, updatedBy: options.actor.id } });
    await recordAudit(tx, {
      actor: options.actor,
      action: "settings.update",
      entityType: "settings",
      entityId: "site",
      summary: `Updated site settings (${values.siteName})`,
      now,
    });
  });
  return values;
}
