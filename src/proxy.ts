import { NextResponse, type NextRequest } from "next/server";
import { getEnv } from "@/server/env";
import { hstsValue } from "@/lib/security-headers";
import { isDatabaseDown } from "@/server/db/database-outage";
import { unavailableResponse } from "@/server/http/unavailable-response";
import { isSiteOrigin } from "@/server/site-origin";
import { internalAuthRoutePath } from "@/server/auth/paths";
import { isGatedPath, sessionCookieNames, signInRedirectPath } from "@/lib/auth-gate";

/**
 * 1. Serves Auth.js under the configured AUTH_BASE_PATH (read at run time) by rewriting it
 *    to the fixed internal route; the internal path itself is not reachable from outside.
 * 2. An early, cookie-only redirect for gated pages. Only a convenience: every gated page,
 *    route handler and server action checks the session itself on the server.
 */
export async function proxy(request: NextRequest) {
  // During a database outage noticed by an earlier request: 503 until it answers again. Not for
  // server actions: they answer the outage as a value their form shows (and keeps what was typed).
  const isAction = request.method === "POST" && request.headers.has("next-action");
  const isDown = !isAction && (await isDatabaseDown());
  const response = isDown ? unavailableResponse(request, ["/api", "/1", getEnv().AUTH_BASE_PATH]) : route(request);
  // Other security headers come from next.config.ts; HSTS also follows SITE_URL, known only now.
  if (getEnv().SITE_URL.startsWith("https:")) response.headers.set("Strict-Transport-Security", hstsValue);
  return response;
}

function route(request: NextRequest): Response {
  const { pathname, search } = request.nextUrl;
  const basePath = getEnv().AUTH_BASE_PATH;

  // Next.js refuses a server action from another site by throwing (a 500); say 403 instead.
  if (request.method === "POST" && request.headers.has("next-action") && !isSameSiteAction(request)) {
    return Response.json({ error: { code: "forbidden", message: "Cross-site requests are not accepted." } }, { status: 403 });
  }

  if (pathname === internalAuthRoutePath || pathname.startsWith(`${internalAuthRoutePath}/`)) {
    return new NextResponse(null, { status: 404 });
  }
  if (pathname.startsWith(`${basePath}/`)) {
    const target = request.nextUrl.clone();
    target.pathname = `${internalAuthRoutePath}${pathname.slice(basePath.length)}`;
    return NextResponse.rewrite(target);
  }
  // A server action is not redirected: it answers "unauthorized" itself, which the page can
  // show (the editor keeps the text and says the session ended) instead of a failed fetch.
  const isAction = request.method === "POST" && request.headers.has("next-action");
  if (!isAction && isGatedPath(pathname) && !sessionCookieNames.some((name) => request.cookies.has(name))) {
    const signIn = request.nextUrl.clone();
    signIn.pathname = "/signin";
    signIn.search = signInRedirectPath(`${pathname}${search}`).slice("/signin".length);
    return NextResponse.redirect(signIn);
  }
  return NextResponse.next();
}

/**
 * Not the reading pages: they are served from the route cache and need neither step above, and
 * running the proxy costs every request. Nor the search protocol under /1/, which answers an
 * outage itself (answer-search-request.ts): every keystroke is a request. The list is
 * src/lib/site-paths.ts's (`proxyMatcher()`); Next.js reads this value from the source, so it
 * is written out here and tests/unit/site-paths.test.ts keeps the two equal. AUTH_BASE_PATH
 * may not lie under any of them (env.ts).
 */
export const config = {
  matcher: [
    "/((?!_next/static|_next/image|favicon.ico|robots.txt|sitemap.xml|feed.xml|healthz|readyz|posts/|tags|authors/|page/|pricing|1/|api/admin/imports|api/admin/uploads|api/account/avatar).+)",
  ],
};

/** The action's Origin is this site (any of its names) or the host the request was sent to. */
function isSameSiteAction(request: NextRequest): boolean {
  const origin = request.headers.get("origin");
  if (!origin) return request.headers.get("sec-fetch-site") !== "cross-site";
  if (isSiteOrigin(getEnv(), origin)) return true;
  try {
    return new URL(origin).host === (request.headers.get("x-forwarded-host") ?? request.headers.get("host"));
  } catch {
    return false;
  }
}
