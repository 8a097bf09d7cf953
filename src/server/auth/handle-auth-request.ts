import "server-only";
import { NextRequest } from "next/server";
import { getEnv } from "@/server/env";
import { AppError, toErrorResponse } from "@/server/errors";
import { signInEmailSchema } from "@/lib/sign-in-email";
import { describeZodError } from "@/server/errors";
import { clientIp } from "@/server/http/client-ip";
import { consumeRateLimit } from "@/server/rate-limit/consume-rate-limit";
import type { RateLimitRule } from "@/server/rate-limit/types";
import { handlers } from "./auth";
import { confirmPagePath } from "./paths";

const magicLinkRules = (points: number): { perIp: RateLimitRule; perEmail: RateLimitRule } => ({
  perIp: { name: "magic-link-ip", points, windowSeconds: 15 * 60 },
  perEmail: { name: "magic-link-email", points, windowSeconds: 15 * 60 },
});
const maxBodyBytes = 32 * 1024;

/**
 * Every request under AUTH_BASE_PATH (rewritten here by proxy.ts). Three requests get our
 * own treatment before Auth.js sees them:
 * - POST signin/email: strict email validation (400) and rate limits (429), no mail otherwise;
 * - GET/HEAD callback/email: never consumes the token — it shows the confirmation page;
 * - POST callback/email: the confirmation page's button; forwarded to Auth.js as its callback.
 */
export async function handleAuthRequest(request: NextRequest, segments: string[]): Promise<Response> {
  try {
    const env = getEnv();
    const publicUrl = new URL(request.url);
    publicUrl.pathname = `${env.AUTH_BASE_PATH}/${segments.map(encodeURIComponent).join("/")}`;
    const [action, providerId] = segments;
    const method = request.method.toUpperCase();

    if (action === "callback" && providerId === "email") {
      if (method === "POST") return await confirmMagicLink(request, publicUrl);
      const confirm = new URL(confirmPagePath, env.SITE_URL);
      confirm.search = publicUrl.search;
      return new Response(null, { status: 303, headers: { Location: confirm.toString(), "Cache-Control": "no-store" } });
    }

    if (method === "POST") {
      const body = await readBody(request);
      if (action === "signin" && providerId === "email") {
        const checked = await checkMagicLinkRequest(request, body, env.TRUST_PROXY, env.MAGIC_LINK_RATE_LIMIT);
        if (checked) return checked;
      }
      return await handlers.POST(new NextRequest(publicUrl, { method: "POST", headers: request.headers, body }));
    }
    if (method === "GET" || method === "HEAD") {
      return await handlers.GET(new NextRequest(publicUrl, { method: "GET", headers: request.headers }));
    }
    throw new AppError("bad_request", `${method} is not supported here.`);
  } catch (error) {
    return toErrorResponse(error);
  }
}

async function readBody(request: NextRequest): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBodyBytes) throw new AppError("payload_too_large", "The request is too large.");
  const text = await request.text();
  if (text.length > maxBodyBytes) throw new AppError("payload_too_large", "The request is too large.");
  return text;
}

/** Returns a response when the request must stop here (400 / 429); null lets it through. */
async function checkMagicLinkRequest(request: NextRequest, body: string, trustProxy: boolean, limit: number): Promise<Response | null> {
  const { perIp, perEmail } = magicLinkRules(limit);
  const form = new URLSearchParams(body);
  const emails = form.getAll("email");
  const parsed = signInEmailSchema.safeParse(emails.length === 1 ? emails[0] : emails.length === 0 ? undefined : "");
  if (!parsed.success) {
    const { message } = describeZodError(parsed.error);
    return Response.json({ error: { code: "bad_request", message, fields: { email: message } } }, { status: 400 });
  }
  // Count per address and per client; both counters move on every attempt so that
  // neither rotating addresses nor rotating clients gets around them.
  const [byIp, byEmail] = await Promise.all([
    consumeRateLimit(perIp, clientIp(request.headers, trustProxy)),
    consumeRateLimit(perEmail, parsed.data),
  ]);
  const refused = [byIp, byEmail].filter((result) => !result.allowed);
  if (refused.length > 0) {
    const retryAfter = Math.max(...refused.map((result) => (result.allowed ? 0 : result.retryAfterSeconds)));
    const minutes = Math.ceil(retryAfter / 60);
    const message = `Too many sign-in links were requested. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
    return Response.json(
      { error: { code: "rate_limited", message } },
      { status: 429, headers: { "Retry-After": String(retryAfter), "Cache-Control": "no-store" } },
    );
  }
  return null;
}

/**
 * The confirmation button. Only same-origin form posts count (a login-CSRF page elsewhere
 * cannot sign a victim into the attacker's account); then Auth.js checks and uses the token.
 */
async function confirmMagicLink(request: NextRequest, publicUrl: URL): Promise<Response> {
  const env = getEnv();
  const site = new URL(env.SITE_URL).origin;
  const origin = request.headers.get("origin");
  const fetchSite = request.headers.get("sec-fetch-site");
  const sameOrigin = origin ? origin === site || origin === publicUrl.origin : fetchSite ? fetchSite === "same-origin" : false;
  if (!sameOrigin) throw new AppError("forbidden", "Open the link from your email and press “Sign in” on that page.");
  const form = new URLSearchParams(await readBody(request));
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
  const response = await handlers.GET(new NextRequest(callback, { method: "GET", headers: forwarded }));
  // A POST answered with 302 would be followed as GET anyway; 303 says so explicitly.
  if (response.status === 302) {
    const headers = new Headers(response.headers);
    return new Response(null, { status: 303, headers });
  }
  return response;
}
