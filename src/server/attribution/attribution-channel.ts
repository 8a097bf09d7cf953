import type { AttributionChannel } from "@/server/db/schema";
import type { AttributionPayload } from "./attribution-payload";

/**
 * How a payload came (#27): a newsletter (its UTM tags say email or newsletter), a gift link (the
 * page was opened through one), the pricing page (where the signup or checkout happened), else direct.
 */
export function attributionChannel(payload: AttributionPayload, isGift: boolean): AttributionChannel {
  const medium = payload.m?.toLowerCase();
  if (medium === "email" || medium === "newsletter" || payload.s?.toLowerCase() === "newsletter") return "newsletter";
  if (isGift) return "gift";
  if (payload.via && /^\/pricing(?:[/?#]|$)/.test(payload.via)) return "pricing";
  return "direct";
}
