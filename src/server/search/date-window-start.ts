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
 * those posts); where the window of each ladder size that exists (fewer public posts than that)
 * starts (epoch seconds).
 */
export type WindowLadder = { posts: number; sizes: number[]; starts: number[] };

const rememberedLadders = new WeakMap<DatabaseHandle, Map<number, { ladder: WindowLadder; until: number }>>();

/**
 * The window ladder for a candidate cap, looked up at most once a minute per database (one
 * walk of the date index over the newest posts of the largest size, 4 ms at 10,000 posts on
 * PostgreSQL, 30 ms on PGlite). As with dateWindowStarts, a stale start changes how much a
 * stage reads, never what it finds.
 */
export async function dateWindowLadder(database: DatabaseHandle, run: RunStatement, cap: number): Promise<WindowLadder> {
  let byCap = rememberedLadders.get(database);
  if (!byCap) rememberedLadders.set(database, (byCap = new Map<number, { ladder: WindowLadder; until: number }>()));
  const known = byCap.get(cap);
  if (known && known.until > Date.now()) return known.ladder;
  const sizes = ladderPostsPerCandidate.map((times) => Math.round(cap * times));
  // Every counted post holds one year lexeme (`date YYYY`): their counts add up to the posts counted.
  const [row] = await run<{ counted: number; newest: number; starts: [number, number][] | null }>(sql`
    WITH newest AS MATERIALIZED (
      SELECT published_at, row_number() OVER (ORDER BY published_at DESC NULLS LAST) AS n
      FROM (SELECT published_at FROM post_search WHERE published_at <= now()
            ORDER BY published_at DESC NULLS LAST LIMIT ${Math.max(...sizes) + 1}) x)
    SELECT (SELECT coalesce(sum(ndoc), 0) FROM search_lexemes WHERE lexeme LIKE 'date ____')::int AS counted,
      (SELECT count(*) FROM newest)::int AS newest,
      (SELECT json_agg(json_build_array(n, extract(epoch FROM published_at)::float8) ORDER BY n)
       FROM newest WHERE n = ANY(${sql.param(sizes)}::int[])) AS starts`);
  const newest = Number(row?.newest ?? 0);
  // A window of every post is no window: the last stage searches them all anyway.
  const found = (row?.starts ?? []).filter(([size]) => size < newest);
  const ladder = {
    posts: Math.max(1, Number(row?.counted ?? 0)),
    sizes: found.map(([size]) => size),
    starts: found.map(([, start]) => Number(start)),
  };
  byCap.set(cap, { ladder, until: Date.now() + rememberMs });
  return ladder;
}
