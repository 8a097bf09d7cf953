import "server-only";
import { savePendingAttribution } from "@/server/attribution/pending-attribution";
import { readAttribution } from "@/server/attribution/read-attribution";
import { handlers } from "@/server/auth/auth";
import { runJoinRequest } from "@/server/auth/join-request";
import { limitMagicLinkRequest } from "@/server/auth/limit-magic-link-request";
import { getEnv } from "@/server/env";
import { AppError } from "@/server/errors";
import { siteOriginForHost } from "@/server/site-origin";
import { safeCallbackPath } from "@/lib/callback-url";
import { clientIp } from "./client-ip";

export type RequestJoinLinkOptions = {
  request: Request;
  /** As typed: validated here like the sign-in form's (one plain address, 400 otherwise). */
  email: unknown;
  /** Where the confirmed member lands (a path on this site; anything else → the home page). */
  next?: unknown;
  /** What brought the visitor, as the browser sent it: checked, and dropped (the join goes on) when bad. */
  attribution?: unknown;
};

/**
 * A join from an email box (#27): the sign-in form's checks — one strict address (400), the same
 * per-client and per-address limits (429), counted together with sign-in links — then Auth.js's
 * own email sign-in, run as a join (join-request.ts): the "Confirm your subscription" mail with
 * its scanner-safe confirmation page. Auth.js mails known and unknown addresses alike, so the
 * answer says nothing about whether the address has an account. A mail that could not be sent is
 * a 503 (try again), as on the sign-in form. A good attribution is kept as a pending row whose id
 * the mailed link carries; the confirmation records it for a new member.
 */
export async function requestJoinLink({ request, email, next, attribution }: RequestJoinLinkOptions): Promise<void> {
  const env = getEnv();
  const address = typeof email === "string" ? email : "";
  await limitMagicLinkRequest({
    emails: typeof email === "string" ? [email] : [],
    clientAddress: clientIp(request.headers, env.TRUST_PROXY),
    // Same-site was checked by the route (withRoute); there is no Auth.js form token to check here.
    hasValidCsrfToken: true,
    limit: env.MAGIC_LINK_RATE_LIMIT,
  });
  const source = await readAttribution(attribution);
  const signupId = source ? await savePendingAttribution(source) : null;
  const origin = siteOriginForHost(env, request.headers.get("host"));
  const signInUrl = new URL(`${env.AUTH_BASE_PATH}/signin/email`, origin);
  const headers = new Headers(request.headers);
  headers.delete("content-length");
  headers.set("content-type", "application/x-www-form-urlencoded");
  headers.set("x-auth-return-redirect", "1");
  const body = new URLSearchParams({ email: address.trim(), callbackUrl: safeCallbackPath(next, origin) });
  const response = await runJoinRequest({ signupId }, () =>
    handlers.POST(new Request(signInUrl, { method: "POST", headers, body }) as never),
  );
  const answer = (await response.json().catch(() => null)) as { url?: string } | null;
  const error = answer?.url ? new URL(answer.url, origin).searchParams.get("error") : "no answer";
  if (error) {
    console.error(`[join] Auth.js answered ${error}`);
    throw new AppError("unavailable", "We could not send the confirmation mail just now. Please try again in a minute.");
  }
}
