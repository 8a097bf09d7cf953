/** Pages that render only with a session: the list is site-paths.ts's. */
export { isGatedPath } from "./site-paths";

/** Auth.js's database-session cookie, over http and https. */
export const sessionCookieNames = ["authjs.session-token", "__Secure-authjs.session-token"];

/** The sign-in page with the way back to `callbackPath`. */
export function signInPath(callbackPath: string): string {
  return `/signin?${new URLSearchParams({ callbackUrl: callbackPath })}`;
}

/** Where a visitor without a session goes: sign-in, with a message and the way back. */
export function signInRedirectPath(callbackPath: string): string {
  return `/signin?${new URLSearchParams({ error: "SessionRequired", callbackUrl: callbackPath })}`;
}
