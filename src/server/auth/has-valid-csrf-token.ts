import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";

const csrfCookieNames = ["__Host-authjs.csrf-token", "authjs.csrf-token"];

/**
 * Auth.js's double-submit check, made before anything is counted: the form's `csrfToken`
 * must equal the token in the CSRF cookie, whose hash (sha256 of token + secret) proves
 * this server set it. Requests that fail it are refused by Auth.js anyway (MissingCSRF);
 * checking first keeps them from using up someone's sign-in allowance.
 */
export function hasValidCsrfToken(readCookie: (name: string) => string | undefined, submitted: string | null, secret: string): boolean {
  if (!submitted) return false;
  for (const name of csrfCookieNames) {
    const value = readCookie(name);
    if (!value) continue;
    const [token, hash] = value.split("|");
    if (!token || !hash) continue;
    const expected = createHash("sha256").update(`${token}${secret}`).digest("hex");
    if (equal(hash, expected) && equal(token, submitted)) return true;
  }
  return false;
}

function equal(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
