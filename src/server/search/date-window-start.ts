import { sql } from "drizzle-orm";
import type { DatabaseHandle, RunStatement } from "@/server/db/open";

/**
 * The date windows hold the newest posts of these many times the candidate cap: a word in
 * half the posts fills the first with matches, one in a sixteenth the second (see
 * newestMatchesSql); rarer words are cheap to find among all posts.
 */
const windowPostsPerCandidate = [2, 16];

/** How long a process reuses a window's start before looking it up again. */
const rememberMs = 60_000;

type Remembered = { start: number | null; until: number };
const remembered = new WeakMap<DatabaseHandle, Map<number, Remembered>>();

/**
 * When the date window of the newest `posts` public posts starts (epoch seconds; null while
 * there are fewer). Looked up at most once a minute per database and window size: finding
 * the Nth newest post walks N index entries, which cost more than the rest of a common
 * word's search. A stale start only changes how much the first stage reads, never what a
 * search returns: any window that runs from some date up to now gives the exact newest
 * matches (see newestMatchesSql).
 */
async function dateWindowStart(database: DatabaseHandle, run: RunStatement, posts: number): Promise<number | null> {
  let bySize = remembered.get(database);
  if (!bySize) remembered.set(database, (bySize = new Map<number, Remembered>()));
  const known = bySize.get(posts);
  if (known && known.until > Date.now()) return known.start;
  const [row] = await run<{ start: number | null }>(sql`
    SELECT extract(epoch FROM (
      SELECT published_at FROM post_search WHERE published_at <= now()
      ORDER BY published_at DESC NULLS LAST OFFSET ${posts - 1} LIMIT 1))::float8 AS start`);
  const start = row?.start == null ? null : Number(row.start);
  bySize.set(posts, { start, until: Date.now() + rememberMs });
  return start;
}

/** The starts of the windows that exist for a candidate cap, narrowest first (none while the posts are few). */
export async function dateWindowStarts(database: DatabaseHandle, run: RunStatement, cap: number): Promise<number[]> {
  const starts: number[] = [];
  for (const times of windowPostsPerCandidate) {
    const start = await dateWindowStart(database, run, cap * times);
    if (start === null) break;
    if (start !== starts.at(-1)) starts.push(start);
  }
  return starts;
}
