import "server-only";
import { eq } from "drizzle-orm";
import type { PostFont } from "@/lib/design/post-fonts";
import type { SiteLink } from "@/lib/design/site-link";
import { defaultAccents } from "@/lib/design/theme-surfaces";
import { getDb } from "@/server/db/client";
import { siteSettings } from "@/server/db/schema";

/** What every page, feed and mail shows of the site's design (#31). */
export type DesignSettings = {
  accentLight: string;
  accentDark: string;
  postFont: PostFont;
  navLinks: SiteLink[];
  socialLinks: SiteLink[];
  footerText: string;
  logoUrl: string | null;
  iconUrl: string | null;
};

/** The header's links until an owner sets others. */
export const defaultNavLinks: SiteLink[] = [
  { href: "/", label: "Home" },
  { href: "/tags", label: "Topics" },
  { href: "/pricing", label: "Pricing" },
];

export const defaultDesignSettings: DesignSettings = {
  accentLight: defaultAccents.light,
  accentDark: defaultAccents.dark,
  postFont: "inter",
  navLinks: defaultNavLinks,
  socialLinks: [],
  footerText: "",
  logoUrl: null,
  iconUrl: null,
};

export async function getDesignSettings(): Promise<DesignSettings> {
  const db = await getDb();
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
  if (!row) return defaultDesignSettings;
  return {
    accentLight: row.accentLight ?? defaultAccents.light,
    accentDark: row.accentDark ?? defaultAccents.dark,
    postFont: row.postFont === "serif" ? "serif" : "inter",
    navLinks: row.navLinks && row.navLinks.length > 0 ? row.navLinks : defaultNavLinks,
    socialLinks: row.socialLinks,
    footerText: row.footerText,
    logoUrl: row.logoUrl,
    iconUrl: row.iconUrl,
  };
}
