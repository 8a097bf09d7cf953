import "server-only";
import type { SiteImageKind } from "@/lib/design/site-images";
import { assertRole, type Actor } from "@/server/auth/permissions";
import { getDb } from "@/server/db/client";
import { saveSiteImage } from "@/server/uploads/save-site-image";
import { saveSiteSettings } from "./save-site-settings";

export type SetSiteImageOptions = { actor: Actor; kind: SiteImageKind; bytes: Uint8Array | null; now?: Date };

/**
 * Owners only. Stores the uploaded logo or icon (resized) and makes it the site's; `bytes`
 * null goes back to the default (the site name, the drawn icon). The old files stay: cached
 * pages and sent mails may still point at them.
 */
export async function setSiteImage(options: SetSiteImageOptions): Promise<{ url: string | null }> {
  assertRole(options.actor, "owner");
  const url = options.bytes ? await saveSiteImage(options.kind, options.bytes) : null;
  const values = options.kind === "logo" ? { logoUrl: url } : { iconUrl: url };
  const now = options.now ?? new Date();
  const db = await getDb();
  const summary = url ? `Uploaded a new site ${options.kind}` : `Removed the site ${options.kind}`;
  await db.transaction((tx) => saveSiteSettings(tx, values, { actor: options.actor, section: "design", summary, now }));
  return { url };
}
