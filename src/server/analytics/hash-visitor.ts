import { createHash } from "node:crypto";

export type VisitorIdentity = { salt: string; hostname: string; address: string; userAgent: string };

/** The only form in which a visitor is stored: no IP, no user agent, no cookie. */
export function hashVisitor({ salt, hostname, address, userAgent }: VisitorIdentity): string {
  return createHash("sha256").update(`${salt}\n${hostname}\n${address}\n${userAgent}`).digest("base64url").slice(0, 24);
}
