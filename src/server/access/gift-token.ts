import "server-only";
import { hasValueSignature, signValue } from "@/server/auth/sign-value";

/**
 * A gift token is the gift link's id and an HMAC of it with the site's secret, under a purpose
 * of its own (no other signed value passes for one). The same id always signs the same, so the
 * giver's list can show the link again; revoking is a column on the row, not a new token.
 */
export function signGiftToken(id: string): string {
  return `${id}.${signValue("gift", id)}`;
}

/** The gift link id of a genuine token; null for anything forged, truncated or malformed (no database asked). */
export function readGiftToken(token: string): string | null {
  if (token.length > 200) return null;
  const [id, signature, ...rest] = token.split(".");
  if (!id || !signature || rest.length > 0 || !/^[\w-]{1,64}$/.test(id)) return null;
  return hasValueSignature("gift", id, signature) ? id : null;
}
