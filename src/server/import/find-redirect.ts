import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { posts, redirects } from "@/server/db/schema";

/** How long this process trusts its list of old paths before reading it again (in the background). */
const refreshMs = 30_000;
/** After a failed read, how soon to try again. */
const retryMs = 5_000;
type PathList = { paths: Set<string>; at: number; ttl: number };
/**
 * Process-wide, as the database handle is (db/client.ts): the server's request step and the
 * app's routes and actions are separate module instances (tsx and Next.js's bundles), and an
 * editor's change in an action must reach the step's list at once.
 */
const state = globalThis as unknown as {
  groundworkRedirectPaths?: { known: PathList | null; loading: Promise<Set<string>> | null; generation: number };
};
const shared = (state.groundworkRedirectPaths ??= { known: null, loading: null, generation: 0 });

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
 * Synchronous, no query: false when this process's list of old paths is loaded and does not
 * hold `pathname` (an ordinary 404, or a page of ours), true when it does or when the list is
 * not loaded yet. A stale list is still answered from and re-read in the background, so no
 * request waits for that read but the very first.
 */
export function mayBeOldPath(pathname: string): boolean {
  const { known } = shared;
  if (!known) return true;
  if (Date.now() - known.at >= known.ttl) void loadPaths().catch(() => {});
  return known.paths.has(normalizeOldPath(pathname));
}

/**
 * The post an old address (from an import, or added by an editor) now lives at, or null. The
 * paths are kept in memory (see mayBeOldPath), so the 404s of ordinary unknown addresses cost
 * no query; a known one costs one, for the post's current slug.
 */
export async function findRedirect(pathname: string): Promise<string | null> {
  const path = normalizeOldPath(pathname);
  if (!shared.known) await loadPaths();
  if (!mayBeOldPath(path)) return null;
  const db = await getDb();
  const [row] = await db
    .select({ slug: posts.slug })
    .from(redirects)
    .innerJoin(posts, eq(posts.id, redirects.postId))
    .where(eq(redirects.path, path));
  return row ? `/posts/${row.slug}` : null;
}

/**
 * Forget the list now (after an import or an editor's change in this process). Other server
 * processes see a change within refreshMs.
 */
export function forgetRedirectPaths(): void {
  shared.generation++;
  shared.known = null;
}

function loadPaths(): Promise<Set<string>> {
  // The first read of the list, and the bumped generation, are shared; so is one read in flight.
  shared.loading ??= (async () => {
    const started = shared.generation;
    try {
      const db = await getDb();
      const paths = new Set((await db.select({ path: redirects.path }).from(redirects)).map((row) => row.path));
      if (started === shared.generation) shared.known = { paths, at: Date.now(), ttl: refreshMs };
      return paths;
    } catch (error) {
      // Keep answering from the last list (or none) and try again soon, not on every request.
      shared.known = { paths: shared.known?.paths ?? new Set(), at: Date.now(), ttl: retryMs };
      throw error;
    } finally {
      shared.loading = null;
    }
  })();
  return shared.loading;
}
