import { z } from "zod";

/** The largest attribution a browser may send, as JSON text: anything bigger is dropped unread. */
export const maxAttributionBytes = 4096;
/** Pages older than this are not what brought anyone (the browser keeps them no longer either). */
export const attributionWindowMs = 24 * 60 * 60 * 1000;

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(/^[^\u0000-\u001f\u007f]*$/)
    .transform((value) => value || undefined);

/** A path on this site as the browser saw it: no scheme, no host, no spaces. */
const sitePath = z
  .string()
  .max(300)
  .regex(/^\/(?!\/)[^\s\\]*$/);

/** One public page read: its path, when (ms since the epoch), and whether a gift link opened it. */
const trailPage = z.object({ p: sitePath, t: z.number().int().nonnegative(), g: z.literal(1).optional() });

/**
 * What the browser sends with a join, a sign-in that creates a member, a subscription request or
 * a checkout start (src/lib/attribution-trail.ts makes it): the recent public pages, newest last,
 * and the visit's source (referrer domain, UTM tags), from its own storage (no cookie).
 */
export const attributionPayloadSchema = z.object({
  v: z.literal(1),
  pages: z.array(trailPage).max(20),
  r: z
    .string()
    .max(253)
    .regex(/^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?$/i)
    .optional(),
  s: text(100).optional(),
  m: text(100).optional(),
  c: text(100).optional(),
  /** Where the action happened (the join box's page, the pricing page). */
  via: sitePath.optional(),
});
export type AttributionPayload = z.output<typeof attributionPayloadSchema>;

/**
 * The payload as sent — a JSON string (a form field) or an object (a JSON body) — checked and
 * bounded; null for anything huge, malformed or absent. Never throws: a bad attribution is
 * dropped and the signup goes on.
 */
export function parseAttributionPayload(raw: unknown): AttributionPayload | null {
  if (raw === undefined || raw === null || raw === "") return null;
  let value: unknown = raw;
  try {
    if (typeof raw === "string") {
      if (raw.length > maxAttributionBytes) return null;
      value = JSON.parse(raw);
    } else if (JSON.stringify(raw).length > maxAttributionBytes) return null;
  } catch {
    return null;
  }
  const parsed = attributionPayloadSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
