import "server-only";
import { hasValueSignature, signValue } from "@/server/auth/sign-value";

/**
 * A newsletter link of one member's copy: `<link id>.<delivery id>.<signature>`, the two ids
 * signed together under the "click" purpose (sign-value.ts), 16 bytes of HMAC to keep the
 * address short. Only the site can make one, so a valid token names a link of that very mail:
 * the redirect cannot be pointed anywhere else (no open redirect), and nobody's clicks can be
 * counted for another member.
 */
export type ClickClaim = { linkId: number; deliveryId: number };

const signatureBytes = 16;
export const clickPathPrefix = "/l/";

export function createClickToken({ linkId, deliveryId }: ClickClaim): string {
  const ids = `${linkId}.${deliveryId}`;
  return `${ids}.${signValue("click", ids, signatureBytes)}`;
}

/** The ids of a genuine token; null for anything forged, truncated or malformed (no database asked). */
export function readClickToken(token: string): ClickClaim | null {
  if (token.length > 80) return null;
  const match = /^([1-9]\d{0,14})\.([1-9]\d{0,14})\.([\w-]{22})$/.exec(token);
  if (!match) return null;
  const [, link, delivery, signature] = match;
  if (!hasValueSignature("click", `${link}.${delivery}`, signature!, signatureBytes)) return null;
  return { linkId: Number(link), deliveryId: Number(delivery) };
}
