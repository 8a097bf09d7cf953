import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { importSources, users } from "@/server/db/schema";
import type { Actor } from "@/server/auth/permissions";
import { createUserWithHandle } from "@/server/accounts/create-user-with-handle";
import type { ImportAuthor, ImportPlatform } from "../types";

export type AuthorChoice = { userId: string; note: string | null };

/**
 * Who an imported post is by: the author this platform's author became in an earlier import;
 * else the editor or owner with the same address; else a new editor with that address, who
 * signs in (claims it) by the usual magic link. An author with no address, or whose address
 * belongs to a reader here, is credited to the person importing — an export cannot make a
 * reader an editor.
 */
export async function resolveImportAuthor(
  platform: ImportPlatform,
  author: ImportAuthor | null,
  actor: Actor,
  runId: string,
): Promise<AuthorChoice> {
  if (!author) return { userId: actor.id, note: null };
  const db = await getDb();
  const [mapped] = await db
    .select({ entityId: importSources.entityId })
    .from(importSources)
    .where(and(eq(importSources.platform, platform), eq(importSources.kind, "author"), eq(importSources.sourceId, author.sourceId)));
  if (mapped) return { userId: mapped.entityId, note: null };
  if (!author.email) return { userId: actor.id, note: `${author.name} has no address in the export: credited to you.` };
  const email = author.email.toLowerCase();
  const [existing] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  if (existing?.role === "reader") return { userId: actor.id, note: `${email} is a reader here, not an editor: credited to you.` };
  const userId = existing?.id ?? (await createUserWithHandle({ email, name: author.name, role: "editor" })).id;
  await db
    .insert(importSources)
    .values({ platform, kind: "author", sourceId: author.sourceId, entityId: userId, runId, note: existing ? { preExisting: true } : null })
    .onConflictDoNothing();
  return { userId, note: null };
}
