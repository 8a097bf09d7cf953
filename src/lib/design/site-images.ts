/** The owner's two images (#31): the logo in the header and mail, the icon for tabs, apps and feeds. */
export const siteImageKinds = ["logo", "icon"] as const;
export type SiteImageKind = (typeof siteImageKinds)[number];

/** The square sizes stored for an icon: tab (32), iOS (180), the manifest (192, 512). */
export const siteIconSizes = [32, 180, 192, 512] as const;
export type SiteIconSize = (typeof siteIconSizes)[number];

/** The largest box a logo is stored in (twice the 40 px header height, for sharp screens). */
export const logoBox = { width: 640, height: 160 } as const;

const iconPattern = /^\/uploads\/icons\/([0-9a-f-]{36})-512\.png$/;
const logoPattern = /^\/uploads\/logos\/[0-9a-f-]{36}-(\d+)x(\d+)\.png$/;

/** The stored icon at another size (its sizes sit beside the 512 one); null when the URL is not one of ours. */
export function siteIconUrl(iconUrl: string, size: SiteIconSize): string | null {
  const id = iconPattern.exec(iconUrl)?.[1];
  return id ? `/uploads/icons/${id}-${size}.png` : null;
}

/** A stored logo's size in pixels, from its name; null when the URL is not one of ours. */
export function logoSize(logoUrl: string): { width: number; height: number } | null {
  const match = logoPattern.exec(logoUrl);
  return match ? { width: Number(match[1]), height: Number(match[2]) } : null;
}
