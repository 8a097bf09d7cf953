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

/**
 * Window sizes (times the candidate cap) a search may pick from its estimated matches
 * (searchEstimateSql): each at most 1.5 times the one before, so a window picked for an
 * estimate reads at most about 1.5 times the rows it needs.
 */
const ladderPostsPerCandidate = [1.25, 1.5, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64];

/**
 * `posts`: how many posts search_lexemes counted (the estimate's denominator: its counts are of
 * those posts); `sizes`: how many of them each ladder window held when counted; `starts`: where
 * each window starts (epoch seconds, a month's first instant, UTC).
 */
export type WindowLadder = { posts: number; sizes: number[]; starts: number[] };

const rememberedLadders = new WeakMap<DatabaseHandle, Map<number, { ladder: WindowLadder; until: number }>>();

/**
 * The window ladder for a candidate cap, from the date lexemes' counts in search_lexemes (the
 * posts of each month and year when last counted), looked up at most once a minute per
 * database. Not a walk of the date index: on PGlite that stalls the one worker thread each
 * minute, and every search waits (docs/capacity.md, "Window ladder"). Windows are whole months
 * anyway; posts published since the count
 * only widen a window, and as with dateWindowStarts, a start changes how much a stage reads,
 * never what it finds.
 */
export async function dateWindowLadder(database: DatabaseHandle, run: RunStatement, cap: number): Promise<WindowLadder> {
  let byCap = rememberedLadders.get(database);
  if (!byCap) rememberedLadders.set(database, (byCap = new Map<number, { ladder: WindowLadder; until: number }>()));
  const known = byCap.get(cap);
  if (known && known.until > Date.now()) return known.ladder;
  // Every date lexeme, a byte range of the key: `date YYYY` and `date YYYYMM`.
  const rows = await run<{ lexeme: string; ndoc: number }>(
    sql`SELECT lexeme, ndoc FROM search_lexemes WHERE lexeme >= 'date ' AND lexeme < 'date!'`,
  );
  // Every counted post holds one year lexeme: their counts add up to the posts counted.
  const posts = rows.filter((row) => /^date \d{4}$/.test(row.lexeme)).reduce((sum, row) => sum + Number(row.ndoc), 0);
  const months = rows
    .filter((row) => /^date \d{6}$/.test(row.lexeme))
    .map((row) => ({ month: row.lexeme.slice(5), posts: Number(row.ndoc) }))
    .sort((a, b) => b.month.localeCompare(a.month));
  const ladder: WindowLadder = { posts: Math.max(1, posts), sizes: [], starts: [] };
  let held = 0;
  let next = 0;
  for (const times of ladderPostsPerCandidate) {
    const size = Math.round(cap * times);
    while (next < months.length && held < size) held += months[next++]!.posts;
    // A window of every post is no window: the last stage searches them all anyway.
    if (held < size || next >= months.length) break;
    const month = months[next - 1]!.month;
    const start = Date.UTC(Number(month.slice(0, 4)), Number(month.slice(4)) - 1, 1) / 1000;
    if (start === ladder.starts.at(-1)) continue;
    ladder.sizes.push(held);
    ladder.starts.push(start);
  }
  byCap.set(cap, { ladder, until: Date.now() + rememberMs });
  return ladder;
}
