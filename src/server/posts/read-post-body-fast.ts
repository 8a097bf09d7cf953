import "server-only";
import type { PostBodyAnswer } from "@/lib/post-body-answer";
import { subscriptionStanding } from "@/server/billing/entitlements";
import { decidePostReadingWithPolicy } from "./decide-post-reading-with-policy";
import { rememberBody, rememberedBody, type RememberedBody } from "./full-body-memo";
import { readBodyReadingFacts, type BodyReadingFacts } from "./read-body-reading-facts";
import { toPostBodyAnswer } from "./read-post-body";

export type ReadPostBodyFastOptions = {
  slug: string;
  /** The session cookie's value (the one Auth.js reads); null: none. */
  sessionToken: string | null;
  /** Any session cookie came (either name): without a session it was forged or has expired. */
  hasSessionCookie: boolean;
  now?: Date;
};

/** The answer, and its JSON text (the same bytes as JSON.stringify(answer)). */
export type FastBodyAnswer = { answer: PostBodyAnswer; json: string };

/**
 * readPostBody for the server's fast path (http/serve-post-body-request.ts), without a gift token:
 * the same rule (decidePostReadingWithPolicy, with the facts of one statement instead of a
 * lookup each), the same meter claim, the same answer (toPostBodyAnswer). The whole body is
 * remembered per post version (full-body-memo.ts). Null for a post that is not public (the
 * route answers its 404).
 */
export async function readPostBodyFast(options: ReadPostBodyFastOptions): Promise<FastBodyAnswer | null> {
  const now = options.now ?? new Date();
  const known = rememberedBody(options.slug);
  const facts = await readBodyReadingFacts({ slug: options.slug, sessionToken: options.sessionToken, known, now });
  if (!facts) return null;
  const { post, reader } = facts;
  const decision = await decidePostReadingWithPolicy(facts.policy, {
    post,
    reader: reader && { userId: reader.userId, role: reader.role },
    mayClaimMeter: true,
    now,
    known: reader ? { subscription: subscriptionStanding(reader.subscriptions, now), meter: reader.meter } : undefined,
  });
  // Rendered (or remembered) only for a full answer: the card needs no body.
  const body = decision.isFull ? bodyOf(options.slug, facts, known) : null;
  const answer = toPostBodyAnswer(decision, {
    postId: post.id,
    html: () => body?.html ?? "",
    isSignedIn: reader !== null,
    hasSessionCookie: options.hasSessionCookie,
  });
  return { answer, json: body ? encodeFullAnswer(answer, body.htmlJson) : JSON.stringify(answer) };
}

/** The statement left the Markdown out when the remembered version is the post's; else render this version. */
function bodyOf(slug: string, facts: BodyReadingFacts, known: RememberedBody | null): RememberedBody {
  if (facts.bodyMarkdown === null && known) return known;
  return rememberBody(slug, { postId: facts.post.id, version: facts.version, bodyMarkdown: facts.bodyMarkdown ?? "" });
}

/** JSON.stringify(answer), with the body's HTML already a JSON string: its escaping is remembered too. */
export function encodeFullAnswer(answer: PostBodyAnswer, htmlJson: string): string {
  if (!answer.isFull) return JSON.stringify(answer);
  const rest = JSON.stringify({ meter: answer.meter, postId: answer.postId, canGift: answer.canGift, isGift: answer.isGift });
  return `{"isFull":true,"html":${htmlJson},${rest.slice(1)}`;
}
