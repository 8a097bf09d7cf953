import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { importSources, posts, redirects, users } from "@/server/db/schema";
import { nextFreeSlug } from "./next-free-slug";
import { summarizeParsedImport, type ImportSummary } from "./summarize-parsed-import";
import type { ParsedImport } from "./types";

export type ImportPlan = {
  summary: ImportSummary;
  posts: { create: number; unchanged: number; renamed: { title: string; from: string; to: string }[] };
  authors: { matched: number; create: string[]; toImporter: string[] };
  members: { create: number; existing: number; unchanged: number };
  redirects: { create: number; taken: string[] };
};

const chunks = <T>(items: T[], size = 1000) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));

/**
 * The dry run: what importing `parsed` would do to this site now — posts new or already
 * imported (by their source id), slugs that must change, authors matched by email or created,
 * members new, already here or already imported, old links free or taken. Reads only.
 */
export async function planImport(parsed: ParsedImport): Promise<ImportPlan> {
  const db = await getDb();
  const known = async (kind: string, ids: string[]) => {
    const found = new Set<string>();
    for (const part of chunks(ids)) {
      const rows = await db
        .select({ sourceId: importSources.sourceId })
        .from(importSources)
        .where(and(eq(importSources.platform, parsed.platform), eq(importSources.kind, kind), inArray(importSources.sourceId, part)));
      for (const row of rows) found.add(row.sourceId);
    }
    return found;
  };
  const importedPosts = await known(
    "post",
    parsed.posts.map((post) => post.sourceId),
  );
  const fresh = parsed.posts.filter((post) => !importedPosts.has(post.sourceId));
  const taken = new Set((await db.select({ slug: posts.slug }).from(posts)).map((row) => row.slug));
  const renamed: ImportPlan["posts"]["renamed"] = [];
  for (const post of fresh) {
    const slug = nextFreeSlug(post.slug, post.title, taken);
    taken.add(slug);
    if (post.slug && slug !== post.slug) renamed.push({ title: post.title, from: post.slug, to: slug });
  }

  const authors = [...new Map(fresh.flatMap((post) => (post.author ? [[post.author.sourceId, post.author] as const] : []))).values()];
  const knownAuthors = await known(
    "author",
    authors.map((author) => author.sourceId),
  );
  const emails = authors.flatMap((author) => (author.email && !knownAuthors.has(author.sourceId) ? [author.email.toLowerCase()] : []));
  const byEmail = new Map<string, string>();
  for (const part of chunks(emails)) {
    const rows = await db
      .select({ email: users.email, role: users.role })
      .from(users)
      .where(inArray(sql`lower(${users.email})`, part));
    for (const row of rows) byEmail.set(row.email.toLowerCase(), row.role);
  }
  const pending = authors.filter((author) => !knownAuthors.has(author.sourceId));
  const role = (author: (typeof pending)[number]) => (author.email ? byEmail.get(author.email.toLowerCase()) : undefined);

  const importedMembers = await known(
    "member",
    parsed.members.map((member) => member.email),
  );
  const newMembers = parsed.members.filter((member) => !importedMembers.has(member.email));
  let existing = 0;
  for (const part of chunks(newMembers.map((member) => member.email))) {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .where(inArray(sql`lower(${users.email})`, part));
    existing += Number(row?.count ?? 0);
  }

  const paths = fresh.flatMap((post) => post.oldPaths);
  const takenPaths: string[] = [];
  for (const part of chunks(paths))
    takenPaths.push(
      ...(await db.select({ path: redirects.path }).from(redirects).where(inArray(redirects.path, part))).map((row) => row.path),
    );

  return {
    summary: summarizeParsedImport(parsed),
    posts: { create: fresh.length, unchanged: parsed.posts.length - fresh.length, renamed },
    authors: {
      matched: knownAuthors.size + pending.filter((author) => role(author) === "editor" || role(author) === "owner").length,
      create: pending.filter((author) => !role(author) && author.email).map((author) => `${author.name} <${author.email}>`),
      toImporter: pending.filter((author) => !author.email || role(author) === "reader").map((author) => author.name),
    },
    members: { create: newMembers.length - existing, existing, unchanged: parsed.members.length - newMembers.length },
    redirects: { create: new Set(paths).size - takenPaths.length, taken: takenPaths },
  };
}
