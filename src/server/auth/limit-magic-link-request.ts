import "server-only";
import { signInEmailSchema } from "@/lib/sign-in-email";
import { AppError, describeZodError } from "@/server/errors";
import { consumeRateLimit } from "@/server/rate-limit/consume-rate-limit";
import type { RateLimitRule } from "@/server/rate-limit/types";

export type LimitMagicLinkOptions = {
  /** Every `email` field of the sign-in form (one is expected). */
  emails: string[];
  clientAddress: string;
  /** The form's csrfToken matches the CSRF cookie (Auth.js refuses it otherwise, sending no mail). */
  hasValidCsrfToken: boolean;
  /** Links per address and per client in 15 minutes. */
  limit: number;
};

/**
 * An address's allowance is a few clients' worth: one client at its own limit can never use
 * up someone else's address (the owner's included), while a victim's inbox still gets at
 * most this many links per window.
 */
const clientsPerAddress = 3;
/**
 * Counted in the database without Redis (exact across app servers), and refused with a 503 when
 * the counts cannot be read: an unlimited stream of sign-in mail to someone's inbox is what the
 * limit exists to prevent, and the sign-in page says to try again in a few seconds.
 */
const policy = { windowSeconds: 15 * 60, withoutRedis: "database", whenStoreFails: "refuse" } as const;
const rules = (points: number): { perIp: RateLimitRule; perEmail: RateLimitRule } => ({
  perIp: { name: "magic-link-ip", points, ...policy },
  perEmail: { name: "magic-link-email", points: points * clientsPerAddress, ...policy },
});

/**
 * Before a magic link is mailed: a strictly valid address (400) within both rate limits
 * (429 with Retry-After). The client's counter moves first; only a request that passes it
 * and carries a valid CSRF token counts against the address, so nobody can lock an address
 * out by posting for it.
 */
export async function limitMagicLinkRequest({ emails, clientAddress, hasValidCsrfToken, limit }: LimitMagicLinkOptions): Promise<void> {
  const parsed = signInEmailSchema.safeParse(emails.length === 1 ? emails[0] : emails.length === 0 ? undefined : "");
  if (!parsed.success) {
    const { message } = describeZodError(parsed.error);
    throw new AppError("bad_request", message, { fields: { email: message } });
  }
  const { perIp, perEmail } = rules(limit);
  const byIp = await consumeRateLimit(perIp, clientAddress);
  if (!byIp.allowed) throw tooManyRequests(byIp.retryAfterSeconds);
  if (!hasValidCsrfToken) return;
  const byEmail = await consumeRateLimit(perEmail, parsed.data);
  if (!byEmail.allowed) throw tooManyRequests(byEmail.retryAfterSeconds);
}

function tooManyRequests(retryAfter: number): AppError {
  const minutes = Math.ceil(retryAfter / 60);
  return new AppError(
    "rate_limited",
    `Too many sign-in links were requested. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
    { headers: { "Retry-After": String(retryAfter), "Cache-Control": "no-store" } },
  );
}
