import "server-only";
import { eq } from "drizzle-orm";
import { getEnv } from "@/server/env";
import { getDb } from "@/server/db/client";
import { siteSettings } from "@/server/db/schema";
import type { SiteSettings } from "./site-settings-input";

export function defaultSiteSettings(): SiteSettings {
  return {
    siteName: getEnv().SITE_NAME,
    description: "Essays on personal growth and mindset.",
    monthlyPlanName: "Monthly",
    monthlyPriceCents: 600,
    yearlyPlanName: "Yearly",
    yearlyPriceCents: 6000,
  };
}

/** Public: the header, metadata and pricing page read it. Defaults until an owner saves. */
export async function getSiteSettings(): Promise<SiteSettings> {
  const db = await getDb();
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
  if (!row) return defaultSiteSettings();
  const { siteName, description, monthlyPlanName, monthlyPriceCents, yearlyPlanName, yearlyPriceCents } = row;
  return { siteName, description, monthlyPlanName, monthlyPriceCents, yearlyPlanName, yearlyPriceCents };
}
