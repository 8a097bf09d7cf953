import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { tags } from "@/server/db/schema";
import type { PublicTag } from "./types";

export async function getTagBySlug(slug: string): Promise<PublicTag | null> {
  if (slug.length === 0 || slug.length > 200) return null;
  const db = await getDb();
  const [tag] = await db
    .select({ id: tags.id, slug: tags.slug, name: tags.name, description: tags.description })
    .from(tags)
    .where(eq(tags.slug, slug))
    .limit(1);
  return tag ?? null;
}
