import "server-only";
import { getDb } from "@/server/db/client";
import { assertRole, type Actor } from "@/server/auth/permissions";
import { accessSettingsFormSchema, type AccessSettingsForm } from "./access-settings-input";
import type { AccessSettings } from "./get-access-settings";
import { saveSiteSettings } from "./save-site-settings";

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
  const summary = `Updated paywall settings (new posts ${values.defaultPostAccess}, meter ${values.meterFreePaidPosts}, gift links ${values.giftLinksPerMonth}, archive ${values.archivePaidAfterDays ?? "off"})`;
  await db.transaction((tx) => saveSiteSettings(tx, values, { actor: options.actor, section: "access", summary, now }));
  return {
    defaultPostAccess: values.defaultPostAccess,
    meterLimit: values.meterFreePaidPosts,
    giftLinksPerMonth: values.giftLinksPerMonth,
    archivePaidAfterDays: values.archivePaidAfterDays,
  };
}
