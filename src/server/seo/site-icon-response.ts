import "server-only";
import { siteIconUrl, type SiteIconSize } from "@/lib/design/site-images";
import { readDesignSettings } from "@/server/settings/read-design-settings";
import { getUploadStorage } from "@/server/uploads/get-upload-storage";
import { uploadKeyFromPath } from "@/server/uploads/upload-key";
import { drawAppIcon } from "./draw-app-icon";

/** Browsers keep an icon for an hour: a new one shows within the hour (the icon's address has no version). */
export const siteIconCacheControl = "public, max-age=3600";

/** The owner's icon at `size` as PNG bytes (stored resized on upload), or null when none is set. */
export async function readSiteIconPng(size: SiteIconSize): Promise<Uint8Array | null> {
  const { iconUrl } = await readDesignSettings();
  const url = iconUrl ? siteIconUrl(iconUrl, size) : null;
  const key = url ? uploadKeyFromPath(url.slice("/uploads/".length).split("/")) : null;
  if (!key) return null;
  return (await getUploadStorage().get(key))?.body ?? null;
}

/** The site icon as a PNG response: the owner's when set, else the drawn one as before. */
export async function siteIconPng(size: SiteIconSize, options: { rounded?: boolean } = {}): Promise<Uint8Array> {
  return (await readSiteIconPng(size)) ?? new Uint8Array(await drawAppIcon(size, options).arrayBuffer());
}

export function pngResponse(png: Uint8Array, contentType = "image/png"): Response {
  return new Response(png as Uint8Array<ArrayBuffer>, { headers: { "Content-Type": contentType, "Cache-Control": siteIconCacheControl } });
}
