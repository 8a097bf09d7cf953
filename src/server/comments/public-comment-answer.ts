import "server-only";
import { effectiveAccess, type ReadingPolicy } from "@/lib/decide-reading";
import type { PostAccess } from "@/lib/post-access";
import { fillLocalAnswer, forgetLocalAnswer, readLocalAnswer, type LocalAnswer } from "@/server/cache/local-answers";
import { withEtag } from "@/server/cache/text-with-etag";
import { getAccessSettings } from "@/server/settings/get-access-settings";
import { getCommentSettings } from "./comment-settings";
import { findCommentPost } from "./find-comment-post";
import { listCommentThread } from "./list-comment-thread";

/** The comments endpoint's answer for a public post, as the server's fast path sends it to anyone. */
export type PublicCommentAnswer = { body: Buffer; etag: string };

/**
 * What this process keeps per post: the encoded answer with what made the post public (its
 * access and date, the archive age), checked again on every request — or "ask Next.js": comments
 * off, no such live post, or a gated post, whose comments are given only after the reader's
 * entitlement check (the route). A gated post's thread is never read into this store.
 */
type Kept =
  | { kind: "public"; answer: PublicCommentAnswer; post: { access: PostAccess; publishedAt: Date | null }; policy: ReadingPolicy }
  | { kind: "route" };

const keyOf = (slug: string) => `comments:${slug}`;

/**
 * The shared answer when the post's comments are public now (the same JSON and ETag as the route
 * file's), else null: the request goes to the route, which applies the paywall's rule. Read from
 * the database on the first request after a change (forgetPublicCommentAnswer) and at most a
 * minute after the last read (local-answers.ts). A read that fails is left to the route too.
 */
export async function readPublicCommentAnswer(slug: string, now = new Date()): Promise<PublicCommentAnswer | null> {
  const kept = keptPublicCommentAnswer(slug, now);
  if (kept !== undefined) return kept;
  try {
    return decide(await fillLocalAnswer(keyOf(slug), () => makeAnswer(slug, now)), now);
  } catch (error) {
    console.error("[comments] fast path read failed:", error instanceof Error ? error.message : error);
    return null;
  }
}

/** Without a database read: the kept answer (null: ask the route), or undefined when nothing is kept. */
export function keptPublicCommentAnswer(slug: string, now = new Date()): PublicCommentAnswer | null | undefined {
  const kept = readLocalAnswer<Kept>(keyOf(slug), now.getTime());
  return kept === undefined ? undefined : decide(kept, now);
}

/** After a write to the post's comments committed (comment-cache.ts revalidateComments): on every node. */
export function forgetPublicCommentAnswer(slug: string): void {
  forgetLocalAnswer(keyOf(slug));
}

function decide(kept: Kept, now: Date): PublicCommentAnswer | null {
  if (kept.kind !== "public") return null;
  // A public post past the archive age reads as paid from that moment: no write announces it.
  return effectiveAccess(kept.post, kept.policy, now) === "public" ? kept.answer : null;
}

async function makeAnswer(slug: string, now: Date): Promise<LocalAnswer<Kept>> {
  const route: LocalAnswer<Kept> = { value: { kind: "route" }, bytes: 64 };
  const [settings, post, access] = await Promise.all([getCommentSettings(), findCommentPost(slug, now), getAccessSettings()]);
  if (settings.audience === "off" || !post) return route;
  const policy: ReadingPolicy = { archivePaidAfterDays: access.archivePaidAfterDays, meterLimit: access.meterLimit };
  const published = { access: post.access, publishedAt: post.publishedAt ? new Date(post.publishedAt) : null };
  if (effectiveAccess(published, policy, now) !== "public") return route;
  const { body, etag } = withEtag(JSON.stringify(await listCommentThread(post.id)));
  const bytes = Buffer.from(body, "utf8");
  return { value: { kind: "public", answer: { body: bytes, etag: `W/${etag}` }, post: published, policy }, bytes: bytes.length + 256 };
}
