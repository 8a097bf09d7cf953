import "server-only";
import { getDb } from "@/server/db/client";
import { siteSettings } from "@/server/db/schema";
import { assertRole, type Actor } from "@/server/auth/permissions";
import { recordAudit } from "@/server/audit/record-audit";
import { accessSettingsFormSchema, type AccessSettingsForm } from "./access-settings-input";
import type { AccessSettings } from "./get-access-settings";
import { defaultSiteSettings } from "./get-site-settings";

export type UpdateAccessSettingsOptions = { actor: Actor; input: AccessSettingsForm; now?: Date };

/** Owners only. The settings row is created on first save, with the site's defaults for the rest. */
export async function updateAccessSettings(options: UpdateAccessSettingsOptions): Promise<AccessSettings> {
  assertRole(options.actor, "owner");
  const input = accessSettingsFormSchema.parse(options.input);
  const now = options.now ?? new Date();
  const values = {
    defaultPostAccess: input.defaultPostAccess,
    meterFreePaidPosts: input.meterFreePaidPosts,
    giftLinksPerMonth: input.giftLinksPerMonth,
    archivePaidAfterDays: input.archivePaidAfterDays,
  };
  const db = await getDb();
  await db.transaction(async (tx) => {
    const stamp = { updatedAt: now, updatedBy: options.actor.id };
    await tx
      .insert(siteSettings)
      .values({ id: 1, ...defaultSiteSettings(), ...values, ...stamp })
      .onConflictDoUpdate({ target: siteSettings.id, set: { ...values, ...stamp } });
    await recordAudit(tx, {
      actor: options.actor,
      action: "settings.update",
      entityType: "settings",
      entityId: "access",
      summary: `Updated paywall settings (new posts ${values.defaultPostAccess}, meter ${values.meterFreePaidPosts}, gift links ${values.giftLinksPerMonth}, archive ${values.archivePaidAfterDays ?? "off"})`,
      now,
    });
  });
  return {
    defaultPostAccess: values.defaultPostAccess,
    meterLimit: values.meterFreePaidPosts,
    giftLinksPerMonth: values.giftLinksPerMonth,
    archivePaidAfterDays: values.archivePaidAfterDays,
  };
}
