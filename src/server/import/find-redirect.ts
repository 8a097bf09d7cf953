import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { posts, redirects } from "@/server/db/schema";

/** How long this process trusts its list of old paths before reading it again. */
const refreshMs = 30_000;
let known: { paths: Set<string>; at: number } | null = null;
let loading: Promise<Set<string>> | null = null;

/** The form paths are stored and looked up in: decoded, without trailing slashes. */
export function normalizeOldPath(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURI(pathname);
  } catch {
    // Kept as sent: it cannot match a stored path anyway.
  }
  return path.replace(/\/+$/, "") || "/";
}

/**
 * The post an old address (from an import, or added by an editor) now lives at, or null. The
 * paths are kept in memory and re-read at most every 30 s, so the 404s of ordinary unknown
 * addresses cost no query; a known one costs one, for the post's current slug.
 */
export async function findRedirect(pathname: string): Promise<string | null> {
  const path = normalizeOldPath(pathname);
  const paths = await knownPaths();
  if (!paths.has(path)) return null;
  const db = await getDb();
  const [row] = await db
    .select({ slug: posts.slug })
    .from(redirects)
    .innerJoin(posts, eq(posts.id, redirects.postId))
    .where(eq(redirects.path, path));
  return row ? `/posts/${row.slug}` : null;
}

/** Forget the list now (after an import or an editor's change in this process). */
export function forgetRedirectPaths(): void {
  known = null;
}

async function knownPaths(): Promise<Set<string>> {
  if (known && Date.now() - known.at < refreshMs) return known.paths;
  loading ??= (async () => {
    try {
      const db = await getDb();
      const paths = new Set((await db.select({ path: redirects.path }).from(redirects)).map((row) => row.path));
      known = { paths, at: Date.now() };
      return paths;
    } finally {
      loading = null;
    }
  })();
  return loading;
}
