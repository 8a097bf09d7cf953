import "server-only";
import { sessionCookieNames } from "@/lib/auth-gate";

/** The Auth.js session cookie of a request, if it carries one (its value is the session's token). */
export function readSessionToken(headers: Headers): string | null {
  const cookie = headers.get("cookie");
  if (!cookie) return null;
  for (const part of cookie.split(";")) {
    const index = part.indexOf("=");
    const name = part.slice(0, index).trim();
    if (sessionCookieNames.includes(name)) return part.slice(index + 1).trim() || null;
  }
  return null;
}
