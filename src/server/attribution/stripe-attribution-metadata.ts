import { z } from "zod";
import { attributionChannels, attributionPageKinds, type AttributionValue } from "@/server/db/schema";

/**
 * A checkout's attribution rides in its Stripe metadata (the session's and the subscription's)
 * to the webhooks, one short key per field: Stripe allows 50 keys of 40 characters and values of
 * 500, and every value here is bounded well below that.
 */
const keys = {
  pageKind: "gw_page_kind",
  pageId: "gw_page_id",
  pagePath: "gw_page_path",
  referrerDomain: "gw_referrer",
  utmSource: "gw_utm_source",
  utmMedium: "gw_utm_medium",
  utmCampaign: "gw_utm_campaign",
  channel: "gw_channel",
} as const satisfies Record<keyof AttributionValue, string>;

const optional = (max: number) =>
  z
    .string()
    .max(max)
    .optional()
    .transform((value) => value || null);

const metadataSchema = z.object({
  [keys.pageKind]: z
    .enum(attributionPageKinds)
    .optional()
    .transform((value) => value ?? null),
  [keys.pageId]: optional(100),
  [keys.pagePath]: optional(300),
  [keys.referrerDomain]: optional(253),
  [keys.utmSource]: optional(100),
  [keys.utmMedium]: optional(100),
  [keys.utmCampaign]: optional(100),
  [keys.channel]: z.enum(attributionChannels),
});

export function toStripeMetadata(value: AttributionValue | null): Record<string, string> {
  if (!value) return {};
  const metadata: Record<string, string> = {};
  for (const [field, key] of Object.entries(keys) as [keyof AttributionValue, string][]) {
    const entry = value[field];
    if (entry) metadata[key] = entry;
  }
  return metadata;
}

/** The attribution a checkout carried, or null (none, or not ours: metadata is checked like any input). */
export function fromStripeMetadata(metadata: Record<string, string> | null | undefined): AttributionValue | null {
  if (!metadata?.[keys.channel]) return null;
  const parsed = metadataSchema.safeParse(metadata);
  if (!parsed.success) return null;
  const data = parsed.data;
  return {
    pageKind: data[keys.pageKind],
    pageId: data[keys.pageId],
    pagePath: data[keys.pagePath],
    referrerDomain: data[keys.referrerDomain],
    utmSource: data[keys.utmSource],
    utmMedium: data[keys.utmMedium],
    utmCampaign: data[keys.utmCampaign],
    channel: data[keys.channel],
  };
}
