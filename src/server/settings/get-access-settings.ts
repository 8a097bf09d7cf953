import "server-only";
import { eq } from "drizzle-orm";
import type { ReadingPolicy } from "@/lib/decide-reading";
import type { PostAccess } from "@/lib/post-access";
import { getDb } from "@/server/db/client";
import { siteSettings } from "@/server/db/schema";

/** The access section of the site settings (#26): defaults until an owner saves them. */
export type AccessSettings = ReadingPolicy & { defaultPostAccess: PostAccess; giftLinksPerMonth: number };

export const defaultAccessSettings: AccessSettings = {
  defaultPostAccess: "public",
  meterLimit: 0,
  giftLinksPerMonth: 5,
  archivePaidAfterDays: null,
};

export async function getAccessSettings(): Promise<AccessSettings> {
  const db = await getDb();
  const [row] = await db
    .select({
      defaultPostAccess: siteSettings.defaultPostAccess,
      meterLimit: siteSettings.meterFreePaidPosts,
      giftLinksPerMonth: siteSettings.giftLinksPerMonth,
      archivePaidAfterDays: siteSettings.archivePaidAfterDays,
    })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  return row ?? defaultAccessSettings;
}
