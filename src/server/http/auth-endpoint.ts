import "server-only";
import type { NextRequest } from "next/server";
import { handlers } from "@/server/auth/auth";
import { getAuthSecret } from "@/server/auth/auth-secret";
import { hasValidCsrfToken } from "@/server/auth/has-valid-csrf-token";
import { limitMagicLinkRequest } from "@/server/auth/limit-magic-link-request";
import { confirmPagePath } from "@/server/auth/paths";
import { trackSessionLookup } from "@/server/auth/session-lookup";
import { joinField } from "@/server/auth/join-request";
import { newPostsField, signupField, withSignUpChoices } from "@/server/auth/sign-up-choices";
import { savePendingAttribution } from "@/server/attribution/pending-attribution";
import { readAttribution } from "@/server/attribution/read-attribution";
import { getEnv } from "@/server/env";
import { AppError } from "@/server/errors";
import { clientIp } from "./client-ip";
import { toErrorResponse } from "./error-response";
import { readBody } from "./read-body";
import { siteOriginForHost } from "@/server/site-origin";
import { isSameSiteRequest } from "./same-origin";

const maxBodyBytes = 32 * 1024;
const tooLarge = "The request is too large.";

/**
 * Every request under AUTH_BASE_PATH (rewritten here by proxy.ts), handed to Auth.js at its
 * public URL. Three requests get our own treatment before Auth.js sees them:
 * - POST signin/email: strict email validation (400) and rate limits (429), no mail otherwise;
 *   what brought the visitor (`attribution`, #27) kept pending for the link to carry;
 * - GET/HEAD callback/email: never consumes the token — it shows the confirmation page;
 * - POST callback/email: the confirmation page's button; forwarded to Auth.js as its callback.
 */
export async function handleAuthRequest(request: NextRequest, segments: string[]): Promise<Response> {
  try {
    const env = getEnv();
    // Auth.js builds its links and redirects from this URL: the visitor's own loopback name
    // on a local start (localhost, 127.0.0.1, [::1] are one site), otherwise SITE_URL.
    const publicUrl = new URL(siteOriginForHost(env, request.headers.get("host")));
    publicUrl.pathname = `${env.AUTH_BASE_PATH}/${segments.map(encodeURIComponent).join("/")}`;
    publicUrl.search = new URL(request.url).search;
    const [action, providerId] = segments;
    const method = request.method.toUpperCase();

    if (action === "callback" && providerId === "email") {
      if (method === "POST") return await confirmMagicLink(request, publicUrl);
      const confirm = new URL(confirmPagePath, publicUrl.origin);
      confirm.search = publicUrl.search;
      return new Response(null, { status: 303, headers: { Location: confirm.toString(), "Cache-Control": "no-store" } });
    }

    if (method === "POST") {
      const body = await readText(request);
      if (action === "signin" && providerId === "email") {
        const form = new URLSearchParams(body);
        const isValidCsrf = hasValidCsrfToken((name) => request.cookies.get(name)?.value, form.get("csrfToken"), getAuthSecret(env));
        await limitMagicLinkRequest({
          emails: form.getAll("email"),
          clientAddress: clientIp(request.headers, env.TRUST_PROXY),
          // Auth.js answers a request without a valid token with MissingCSRF (no mail): it must not count.
          hasValidCsrfToken: isValidCsrf,
          limit: env.MAGIC_LINK_RATE_LIMIT,
        });
        // Kept for every address alike (the answer says nothing about accounts); recorded only if the link creates one.
        const source = isValidCsrf ? await readAttribution(form.get("attribution")) : null;
        const signupId = source ? await savePendingAttribution(source) : null;
        const choices = { newPosts: form.get(newPostsField) === "1", signupId };
        return await withSignUpChoices(choices, () =>
          handlers.POST(toAuthRequest(publicUrl, { method: "POST", headers: request.headers, body })),
        );
      }
      return await handlers.POST(toAuthRequest(publicUrl, { method: "POST", headers: request.headers, body }));
    }
    if (method === "GET" || method === "HEAD") {
      const { result, failure } = await trackSessionLookup(() =>
        handlers.GET(toAuthRequest(publicUrl, { method: "GET", headers: request.headers })),
      );
      // Auth.js would answer `null` (signed out); the browser must see an outage instead.
      if (failure) throw failure;
      return result;
    }
    throw new AppError("bad_request", `${method} is not supported here.`);
  } catch (error) {
    return toErrorResponse(error);
  }
}

async function readText(request: Request): Promise<string> {
  return (await readBody(request, "text", maxBodyBytes, tooLarge)).value as string;
}

/**
 * The confirmation button. Only same-origin form posts count (a login-CSRF page elsewhere
 * cannot sign a victim into the attacker's account); then Auth.js checks and uses the token.
 */
async function confirmMagicLink(request: NextRequest, publicUrl: URL): Promise<Response> {
  // The server's own origin counts too: someone opening a server directly (SITE_URL names its proxy).
  if (!isSameSiteRequest(request, { strict: true })) {
    throw new AppError("forbidden", "Open the link from your email and press “Sign in” on that page.");
  }
  const form = new URLSearchParams(await readText(request));
  const callback = new URL(publicUrl);
  callback.search = "";
  for (const name of ["token", "email", "callbackUrl"] as const) {
    const value = form.get(name);
    if (value) callback.searchParams.set(name, value);
  }
  if (!callback.searchParams.get("token")) throw new AppError("bad_request", "This sign-in link is incomplete. Request a new one.");
  const forwarded = new Headers(request.headers);
  forwarded.delete("content-type");
  forwarded.delete("content-length");
  // "Email me new posts", as the confirmation page's checkbox says now: used if this creates the
  // account. A join's confirmation (#27) turns it on for anyone, new or not.
  const join = readJoinField(form.get(joinField));
  const signupId = readSignupId(form.get(signupField));
  const choices = { newPosts: join !== undefined || form.get(newPostsField) === "1", join, signupId };
  const response = await withSignUpChoices(choices, () => handlers.GET(toAuthRequest(callback, { method: "GET", headers: forwarded })));
  // A POST answered with 302 would be followed as GET anyway; 303 says so explicitly.
  if (response.status === 302) {
    const headers = new Headers(response.headers);
    return new Response(null, { status: 303, headers });
  }
  return response;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The confirmation form's `join`: "1", or the signup row's id (a UUID); anything else is not a join. */
function readJoinField(value: string | null): { signupId: string | null } | undefined {
  if (value === "1") return { signupId: null };
  const signupId = readSignupId(value);
  return signupId ? { signupId } : undefined;
}

/** A pending attribution's id (a UUID), or null. */
function readSignupId(value: string | null): string | null {
  return value && uuidPattern.test(value) ? value : null;
}

/**
 * A plain Request for Auth.js, which reads only the standard parts (url, headers, body).
 * Not a NextRequest: its URL parser rewrites 127.0.0.1 and [::1] to localhost, and Auth.js
 * builds mail links and redirects from this URL's origin.
 */
function toAuthRequest(url: URL, init: RequestInit): NextRequest {
  return new Request(url, init) as NextRequest;
}
