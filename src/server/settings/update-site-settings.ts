import "server-only";
import { getDb } from "@/server/db/client";
import { assertRole, type Actor } from "@/server/auth/permissions";
import { saveSiteSettings } from "./save-site-settings";
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
  const summary = `Updated site settings (${values.siteName})`;
  await db.transaction((tx) => saveSiteSettings(tx, values, { actor: options.actor, section: "site", summary }));
  return values;
}
