import type { AttributionChannel } from "@/server/db/schema";

/** How a member or subscription came (#27), as editors read it. */
export const channelLabels: Record<AttributionChannel, string> = {
  newsletter: "Newsletter",
  gift: "Gift link",
  pricing: "Pricing page",
  direct: "Direct or other",
};

/** A channel as stored (text) → its label; an unknown value is shown as it is. */
export function channelLabel(channel: string | null): string {
  return channel && channel in channelLabels ? channelLabels[channel as AttributionChannel] : (channel ?? "Unknown");
}
