import { randomBytes } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/server/db/open";
import { posts, sessions, siteSettings, users } from "@/server/db/schema";
import { defaultSiteSettings } from "@/server/settings/get-site-settings";
import { threadCpuMs } from "../process-detail";
import { postgresBackendCpuMs, type Run } from "../process-tools";

/** A paid post of the sample publication, and session cookies of a subscriber and of a free member (meter on). */
export type PaidReaders = { slug: string; subscriberCookie: string; memberCookie: string };

/** One autocannon run against the server (pages.ts's `measure`). */
export type Measure = (label: string, url: string, connections: number, headers?: Record<string, string>) => Promise<Run>;

/** The newest paid post, the meter on (generous: the member stays within it) and two sessions. */
export async function preparePaidReaders(handle: DatabaseHandle): Promise<PaidReaders> {
  const [paid] = await handle.db
    .select({ slug: posts.slug })
    .from(posts)
    .where(and(eq(posts.status, "published"), eq(posts.access, "paid")))
    .orderBy(desc(posts.publishedAt))
    .limit(1);
  const settings = { ...defaultSiteSettings(), meterFreePaidPosts: 1000 };
  await handle.db
    .insert(siteSettings)
    .values({ id: 1, ...settings })
    .onConflictDoUpdate({ target: siteSettings.id, set: { meterFreePaidPosts: settings.meterFreePaidPosts } });
  const cookieOf = async (email: string) => {
    const [user] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const token = randomBytes(32).toString("hex");
    await handle.db.insert(sessions).values({ sessionToken: token, userId: user!.id, expires: new Date(Date.now() + 86_400_000) });
    return `authjs.session-token=${token}`;
  };
  return {
    slug: paid!.slug,
    subscriberCookie: await cookieOf("subscriber@groundwork.local"),
    memberCookie: await cookieOf("reader@groundwork.local"),
  };
}

type PaidRunOptions = {
  base: string;
  paid: PaidReaders;
  pid: number;
  connections: number;
  measure: Measure;
  durationSeconds: number;
  /** PostgreSQL's URL: its backends' CPU per request is counted too (the statement runs there, not in the server). */
  databaseUrl?: string;
};

/**
 * A paid post (#26): anonymous gets the cached preview page; an entitled reader gets that same
 * page plus the private body endpoint, decided per request (session, subscription, meter). Each
 * run's server CPU is split into the main thread and the other threads (PGlite's worker, where
 * the embedded database runs its statements), plus PostgreSQL's backends when it is the database.
 * Beside them, the same body requests through the route file, as they were served before the
 * server's fast path.
 */
export async function measurePaidPost(options: PaidRunOptions): Promise<{ runs: Run[]; splits: string[] }> {
  const { base, paid, pid, connections, measure } = options;
  const page = `${base}/posts/${paid.slug}`;
  const body = `${base}/api/posts/${paid.slug}/body`;
  for (let i = 0; i < 3; i++) await fetch(page);
  const subscriber = { cookie: paid.subscriberCookie };
  const member = { cookie: paid.memberCookie };
  for (const headers of [subscriber, member]) {
    const answer = (await (await fetch(body, { headers })).json()) as { isFull: boolean };
    if (!answer.isFull) console.log("  (a paid body answer was not full: the figures below are of the card)");
  }
  const runs: Run[] = [];
  const splits: string[] = [];
  const measured = async (label: string, url: string, headers?: Record<string, string>) => {
    const backendsBefore = options.databaseUrl ? await postgresBackendCpuMs(options.databaseUrl) : 0;
    const before = threadCpuMs(pid);
    const run = await measure(label, url, connections, headers);
    const after = threadCpuMs(pid);
    runs.push(run);
    const main = after.main - before.main;
    const all = main + (after.v8 - before.v8) + (after.others - before.others);
    if (all <= 0) return;
    const share = (ms: number) => ((ms / all) * run.cpuMsPerRequest).toFixed(3);
    const parts = [`main thread ${share(main)} ms`, `other threads (PGlite's worker, V8, libuv) ${share(all - main)} ms`];
    if (options.databaseUrl) {
      const backends = (await postgresBackendCpuMs(options.databaseUrl)) - backendsBefore;
      parts.push(`and PostgreSQL's backends ${(backends / (run.reqPerSec * options.durationSeconds)).toFixed(3)} ms`);
    }
    splits.push(`${run.label}: server ${run.cpuMsPerRequest.toFixed(3)} ms CPU/req = ${parts.join(" + ")}`);
  };
  await measured(`paid post page, anonymous (${connections} conn.)`, page);
  await measured(`paid body, subscriber (${connections} conn.)`, body, subscriber);
  await measured(`paid body, member within meter (${connections} conn.)`, body, member);
  // The route file as before the fast path (Next.js, Auth.js, a statement per fact): an escaped
  // slug is left to Next.js, which decodes it (http/serve-post-body-request.ts).
  const viaRoute = `${base}/api/posts/${paid.slug.replace("-", "%2D")}/body`;
  if (viaRoute.includes("%2D")) {
    await measured(`paid body through the route, subscriber (${connections} conn.)`, viaRoute, subscriber);
    await measured(`paid body through the route, member within meter (${connections} conn.)`, viaRoute, member);
  }
  return { runs, splits };
}
