import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { getAuthSecret } from "@/server/auth/auth-secret";
import { getEnv } from "@/server/env";

/**
 * A gift token is the gift link's id and an HMAC of it with the site's secret, under a purpose
 * of its own (no other signed value passes for one). The same id always signs the same, so the
 * giver's list can show the link again; revoking is a column on the row, not a new token.
 */
function sign(id: string): Buffer {
  return createHmac("sha256", getAuthSecret(getEnv())).update(`groundwork-gift:${id}`).digest();
}

export function signGiftToken(id: string): string {
  return `${id}.${sign(id).toString("base64url")}`;
}

/** The gift link id of a genuine token; null for anything forged, truncated or malformed (no database asked). */
export function readGiftToken(token: string): string | null {
  if (token.length > 200) return null;
  const [id, signature, ...rest] = token.split(".");
  if (!id || !signature || rest.length > 0 || !/^[\w-]{1,64}$/.test(id)) return null;
  // Compared as text: decoding base64url ignores the unused low bits of the last character, so
  // another spelling of the same bytes would pass; only the one the site gave does.
  const given = Buffer.from(signature);
  const expected = Buffer.from(sign(id).toString("base64url"));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
