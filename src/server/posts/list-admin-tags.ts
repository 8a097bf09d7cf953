import "server-only";
import { asc, count, eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { postTags, tags } from "@/server/db/schema";
import { assertRole, type Actor } from "@/server/auth/permissions";

/** Every tag with how many posts carry it (drafts included). */
export async function listAdminTags(options: { actor: Actor }) {
  assertRole(options.actor, "editor");
  const db = await getDb();
  const rows = await db
    .select({ id: tags.id, name: tags.name, slug: tags.slug, description: tags.description, postCount: count(postTags.postId) })
    .from(tags)
    .leftJoin(postTags, eq(postTags.tagId, tags.id))
    .groupBy(tags.id)
    .orderBy(asc(tags.name));
  return rows.map((row) => ({ ...row, postCount: Number(row.postCount) }));
}
