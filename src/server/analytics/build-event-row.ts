import type { NewAnalyticsEvent } from "@/server/db/schema";
import type { EventPayload } from "./event-payload";
import { parseUserAgent } from "./parse-user-agent";

export type EventContext = { visitorHash: string; userAgent: string; country: string | null; createdAt: Date };

function domainOf(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const { hostname, protocol } = new URL(value);
    if (protocol !== "http:" && protocol !== "https:") return null;
    return hostname.replace(/^www\./, "").toLowerCase() || null;
  } catch {
    return null;
  }
}

const cut = (value: string | null | undefined, max: number) => (value ? value.slice(0, max) : null);

/** A validated payload plus who sent it → the stored row. Pure, so it is unit-testable. */
export function buildEventRow(payload: EventPayload, context: EventContext): NewAnalyticsEvent {
  const url = new URL(payload.u);
  const hostname = url.hostname.replace(/^www\./, "").toLowerCase();
  const referrer = domainOf(payload.r);
  const query = url.searchParams;
  return {
    createdAt: context.createdAt,
    name: payload.n,
    pathname: url.pathname.slice(0, 2000) || "/",
    hostname,
    // A referrer on our own host is internal navigation, not a traffic source.
    referrerDomain: referrer === hostname ? null : referrer,
    utmSource: cut(query.get("utm_source") ?? query.get("ref") ?? query.get("source"), 200),
    utmMedium: cut(query.get("utm_medium"), 200),
    utmCampaign: cut(query.get("utm_campaign"), 200),
    props: payload.p ?? {},
    visitorHash: context.visitorHash,
    ...parseUserAgent(context.userAgent),
    country: context.country,
    appName: payload.a ?? null,
    appVersion: payload.v ?? null,
  };
}
