import { NextResponse, type NextRequest } from "next/server";
import { getEnv } from "@/server/env";
import { internalAuthRoutePath } from "@/server/auth/paths";
import { isGatedPath, sessionCookieNames, signInRedirectPath } from "@/server/auth/gate";

/**
 * 1. Serves Auth.js under the configured AUTH_BASE_PATH (read at run time) by rewriting it
 *    to the fixed internal route; the internal path itself is not reachable from outside.
 * 2. An early, cookie-only redirect for gated pages. Only a convenience: every gated page,
 *    route handler and server action checks the session itself on the server.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const basePath = getEnv().AUTH_BASE_PATH;

  if (pathname === internalAuthRoutePath || pathname.startsWith(`${internalAuthRoutePath}/`)) {
    return new NextResponse(null, { status: 404 });
  }
  if (pathname.startsWith(`${basePath}/`)) {
    const target = request.nextUrl.clone();
    target.pathname = `${internalAuthRoutePath}${pathname.slice(basePath.length)}`;
    return NextResponse.rewrite(target);
  }
  if (isGatedPath(pathname) && !sessionCookieNames.some((name) => request.cookies.has(name))) {
    const signIn = request.nextUrl.clone();
    signIn.pathname = "/signin";
    signIn.search = signInRedirectPath(`${pathname}${search}`).slice("/signin".length);
    return NextResponse.redirect(signIn);
  }
  return NextResponse.next();
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|favicon.ico|robots.txt|sitemap.xml).*)"],
};
