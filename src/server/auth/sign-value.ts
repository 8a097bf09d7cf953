import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { getAuthSecret } from "@/server/auth/auth-secret";
import { getEnv } from "@/server/env";

/**
 * A value's HMAC with the site's secret under a purpose of its own ("gift", "click"), so no other
 * signed value passes for it and one site's signatures mean nothing to another; base64url,
 * shortened to `bytes` when a link must stay compact (16 bytes still leave 2^128 to guess).
 */
export function signValue(purpose: string, value: string, bytes = 32): string {
  return createHmac("sha256", getAuthSecret(getEnv()))
    .update(`groundwork-${purpose}:${value}`)
    .digest()
    .subarray(0, bytes)
    .toString("base64url");
}

/**
 * Whether `signature` is the one the site gives `value`, compared as text: decoding base64url
 * ignores the unused low bits of the last character, so another spelling of the same bytes
 * would pass; only the one the site gave does (9fdae35).
 */
export function hasValueSignature(purpose: string, value: string, signature: string, bytes = 32): boolean {
  const given = Buffer.from(signature);
  const expected = Buffer.from(signValue(purpose, value, bytes));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
