import "server-only";
import { AppError } from "@/server/errors";
import { consumeRateLimit } from "@/server/rate-limit/consume-rate-limit";
import type { RateLimitRule } from "@/server/rate-limit/types";

/**
 * Per-member limits on comments and reports: counted by account id, so one member at the limit
 * never slows another. In the database without Redis (exact across app servers; a comment is a
 * write anyway), and refused with a 503 when the counts cannot be read: a flood of comments or
 * report mails to editors is what the limits prevent, and a comment cannot be saved without the
 * database either.
 */
const policy = { windowSeconds: 60, withoutRedis: "database", whenStoreFails: "refuse" } as const;

export const commentRateRules = {
  comment: { name: "comment-post", points: 5, ...policy },
  report: { name: "comment-report", points: 5, ...policy },
} as const satisfies Record<string, RateLimitRule>;

/** Counts one comment or report of this member; a 429 with Retry-After past the limit. */
export async function limitCommentRate(kind: keyof typeof commentRateRules, userId: string): Promise<void> {
  const rule = commentRateRules[kind];
  const result = await consumeRateLimit(rule, userId);
  if (result.allowed) return;
  const what = kind === "comment" ? "comments" : "reports";
  throw new AppError(
    "rate_limited",
    `You have sent ${rule.points} ${what} in the last minute, the most we take. Please wait ${result.retryAfterSeconds} second${result.retryAfterSeconds === 1 ? "" : "s"} and try again.`,
    { headers: { "Retry-After": String(result.retryAfterSeconds), "Cache-Control": "no-store" } },
  );
}
