import "server-only";
import type { AttributionValue } from "@/server/db/schema";
import { parseAttributionPayload } from "./attribution-payload";
import { resolveAttribution } from "./resolve-attribution";

/**
 * What a signup or checkout request says brought it, checked: the payload as sent (JSON text or
 * object) → the stored shape, or null. Never throws: a huge, malformed or unresolvable
 * attribution is dropped (and a failure to read it logged), and the signup goes on without it.
 */
export async function readAttribution(raw: unknown, now = new Date()): Promise<AttributionValue | null> {
  const payload = parseAttributionPayload(raw);
  if (!payload) return null;
  try {
    return await resolveAttribution(payload, now);
  } catch (error) {
    console.error("[attribution] could not resolve:", error);
    return null;
  }
}
