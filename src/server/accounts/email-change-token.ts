import { createHash, randomBytes } from "node:crypto";

/** A new link token (256 random bits, URL-safe) and the hash stored for it. */
export function createEmailChangeToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashEmailChangeToken(token) };
}

/** Only this is stored: the table alone cannot confirm a change. */
export function hashEmailChangeToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}
