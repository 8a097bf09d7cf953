import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { getAuthSecret } from "@/server/auth/auth-secret";
import { getEnv } from "@/server/env";

/**
 * What an unsubscribe link stops: "posts" (new posts by email) or the alerts of one saved
 * search. The token is the member's id, the scope and the issue time, signed with the
 * site's secret under a purpose of its own, so no other signed value (a search key, a
 * session) passes for one, and one site's tokens mean nothing to another.
 */
export type UnsubscribeScope = { kind: "posts" } | { kind: "search"; savedSearchId: string } | { kind: CommentMailScope };
/** Comment mail (#29): replies to a member's comments; editors' new-comment mail and report mail. */
export const commentMailScopes = ["replies", "new-comments", "reports"] as const;
export type CommentMailScope = (typeof commentMailScopes)[number];
export type UnsubscribeClaim = { userId: string; scope: UnsubscribeScope; issuedAt: Date };

/** Links in old mails keep working for a year. */
export const unsubscribeTokenLifetimeMs = 365 * 86_400_000;

const payloadSchema = z.object({
  u: z.string().min(1).max(200),
  s: z.union([z.enum(["posts", ...commentMailScopes]), z.string().regex(/^search:[\w-]{1,100}$/)]),
  t: z.number().int().positive(),
});

function sign(payload: string): Buffer {
  return createHmac("sha256", getAuthSecret(getEnv())).update(`groundwork-unsubscribe:${payload}`).digest();
}

export function createUnsubscribeToken(userId: string, scope: UnsubscribeScope, now = new Date()): string {
  const payload = Buffer.from(
    JSON.stringify({
      u: userId,
      s: scope.kind === "search" ? `search:${scope.savedSearchId}` : scope.kind,
      t: Math.floor(now.getTime() / 1000),
    }),
  ).toString("base64url");
  return `${payload}.${sign(payload).toString("base64url")}`;
}

/** The claim of a genuine, unexpired token; null for anything else. */
export function verifyUnsubscribeToken(token: string, now = new Date()): UnsubscribeClaim | null {
  if (token.length > 1000) return null;
  const [payload, signature, ...rest] = token.split(".");
  if (!payload || !signature || rest.length > 0) return null;
  // Compared as text: decoding base64url ignores the unused low bits of the last character, so
  // another spelling of the same bytes would pass; only the one the site gave does.
  const given = Buffer.from(signature);
  const expected = Buffer.from(sign(payload).toString("base64url"));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  const parsed = payloadSchema.safeParse(decoded);
  if (!parsed.success) return null;
  const issuedAt = new Date(parsed.data.t * 1000);
  if (issuedAt.getTime() > now.getTime() + 60_000 || now.getTime() - issuedAt.getTime() > unsubscribeTokenLifetimeMs) return null;
  const named = parsed.data.s;
  const scope: UnsubscribeScope = named.startsWith("search:")
    ? { kind: "search", savedSearchId: named.slice("search:".length) }
    : { kind: named as "posts" | CommentMailScope };
  return { userId: parsed.data.u, scope, issuedAt };
}

export function unsubscribeUrl(token: string): string {
  return new URL(`/unsubscribe?token=${encodeURIComponent(token)}`, getEnv().SITE_URL).toString();
}
