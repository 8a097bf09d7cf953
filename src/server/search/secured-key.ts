import { createHmac, timingSafeEqual } from "node:crypto";
import { searchIndexNames } from "@/lib/search-indices";
import { generateSecuredApiKey } from "./algolia/create-algolia-client";
import { ProtocolError } from "./protocol-error";

export const searchKeyLifetimeSeconds = 3600;
export const searchableIndices = [...searchIndexNames];

/** A secured key made by algoliasearch's own generateSecuredApiKey, as Algolia would accept it. */
export function createSecuredSearchKey(parentKey: string, userToken: string, now = new Date()) {
  const validUntil = Math.floor(now.getTime() / 1000) + searchKeyLifetimeSeconds;
  const apiKey = generateSecuredApiKey(parentKey, { validUntil, restrictIndices: searchableIndices, userToken });
  return { apiKey, validUntil };
}

/** `restrictIndices`: the key's index patterns (null: every index). */
export type VerifiedKey = { userToken: string | null; validUntil: number; restrictIndices: string[] | null };

function indexAllowed(patterns: string[], indexName: string): boolean {
  return patterns.some((pattern) => {
    const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replaceAll("*", ".*");
    return new RegExp(`^${escaped}$`).test(indexName);
  });
}

/**
 * Verifies a secured key exactly as Algolia does: base64 of hex HMAC-SHA256(parent, params)
 * followed by the params; then the restrictions in the params (expiry, indices).
 * Every failure is the same 403, so a caller learns nothing about which check failed.
 */
export function verifySecuredSearchKey(parentKey: string, apiKey: string, indexNames: string[] = [], now = new Date()): VerifiedKey {
  const invalid = new ProtocolError(403, "Invalid Application-ID or API key");
  const key = verifiedSignatures.get(parentKey)?.get(apiKey) ?? verifySignature(parentKey, apiKey, invalid);
  if (key.validUntil <= Math.floor(now.getTime() / 1000)) throw invalid;
  for (const indexName of indexNames) assertIndexAllowed(key, indexName);
  return key;
}

/**
 * Keys whose signature checked out, by parent key: a reader's browser sends the same key with
 * every keystroke for an hour, and the HMAC and the decoding cost more than the rest of the
 * checks. Only what the signature proves is kept; expiry and indices are checked each time.
 */
const verifiedSignatures = new Map<string, Map<string, VerifiedKey>>();
const maxVerifiedKeys = 10_000;

function verifySignature(parentKey: string, apiKey: string, invalid: ProtocolError): VerifiedKey {
  if (apiKey.length === 0 || apiKey.length > 4096 || !/^[A-Za-z0-9+/]+=*$/.test(apiKey)) throw invalid;
  const decoded = Buffer.from(apiKey, "base64").toString("utf8");
  const signature = decoded.slice(0, 64);
  const params = decoded.slice(64);
  if (!/^[0-9a-f]{64}$/.test(signature)) throw invalid;
  const expected = createHmac("sha256", parentKey).update(params).digest("hex");
  if (!timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) throw invalid;
  const restrictions = new URLSearchParams(params);
  const validUntil = Number(restrictions.get("validUntil"));
  if (!Number.isInteger(validUntil)) throw invalid;
  const restrictIndices = restrictions.get("restrictIndices")?.split(",").filter(Boolean) ?? null;
  const key: VerifiedKey = Object.freeze({ userToken: restrictions.get("userToken"), validUntil, restrictIndices });
  let keys = verifiedSignatures.get(parentKey);
  if (!keys) verifiedSignatures.set(parentKey, (keys = new Map<string, VerifiedKey>()));
  if (keys.size >= maxVerifiedKeys) keys.clear();
  keys.set(apiKey, key);
  return key;
}

/** Algolia's answer for an index outside the key's restrictIndices. */
export function assertIndexAllowed(key: VerifiedKey, indexName: string): void {
  if (key.restrictIndices !== null && !indexAllowed(key.restrictIndices, indexName)) {
    throw new ProtocolError(403, "Index not allowed with this API key");
  }
}
