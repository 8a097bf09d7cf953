import "server-only";
import { getDb } from "@/server/db/client";
import { assertRole, type Actor } from "@/server/auth/permissions";
import { designSettingsFormSchema, type DesignSettingsForm } from "./design-settings-input";
import { saveSiteSettings } from "./save-site-settings";

export type UpdateDesignSettingsOptions = { actor: Actor; input: DesignSettingsForm; now?: Date };

/**
 * Owners only. Saves the accents, the post font, the header and footer links and the footer
 * text; the logo and icon are kept. The row is created on first save with the site's defaults.
 */
export async function updateDesignSettings(options: UpdateDesignSettingsOptions): Promise<void> {
  assertRole(options.actor, "owner");
  const input = designSettingsFormSchema.parse(options.input);
  const now = options.now ?? new Date();
  const values = {
    accentLight: input.accentLight,
    accentDark: input.accentDark,
    postFont: input.postFont,
    // Empty: the default links.
    navLinks: input.navLinks.length > 0 ? input.navLinks : null,
    socialLinks: input.socialLinks,
    footerText: input.footerText,
  };
  const db = await getDb();
  const summary = `Updated design (accents ${values.accentLight} / ${values.accentDark}, post font ${values.postFont}, ${input.navLinks.length} header links, ${values.socialLinks.length} social links)`;
  await db.transaction((tx) => saveSiteSettings(tx, values, { actor: options.actor, section: "design", summary, now }));
}
