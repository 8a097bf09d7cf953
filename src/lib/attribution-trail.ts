import { giftQueryParam } from "./gift-link";

/**
 * The browser's side of attribution (#27): the recent public pages read (post, tag, author, home)
 * and the visit's source (the referrer's domain, UTM tags), kept in this browser's localStorage
 * for at most 24 hours — no cookie, nothing sent until the reader joins, signs up, requests a
 * subscription or starts a checkout, when it goes with that request as `attribution` (the shape
 * src/server/attribution/attribution-payload.ts checks; the server decides the channel).
 */
type TrailPage = { p: string; t: number; g?: 1 };
type TrailSource = { r?: string; s?: string; m?: string; c?: string; t: number };
export type Trail = { pages: TrailPage[]; src?: TrailSource };

const storageKey = "gw-trail";
const windowMs = 24 * 60 * 60 * 1000;
const maxPages = 10;
/** Below the server's 4096: a payload it would drop whole is trimmed here, oldest pages first. */
const maxPayloadChars = 3500;
const publicPage = /^\/(?:page\/\d+\/?|(?:posts|tags|authors)\/[^/]+(?:\/page\/\d+)?\/?)?$/;
const domainPattern = /^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?$/;

/** A UTM value as the server takes it: no control characters, at most 100 characters. */
const tag = (value: string | null) =>
  value
    ?.replace(/[\u0000-\u001f\u007f]/g, "")
    .trim()
    .slice(0, 100) || undefined;

/** The trail with this page view added: a public page joins the pages; UTM tags or another site's referrer become the source. */
export function addPageView(trail: Trail, url: URL, referrer: string, now: number): Trail {
  const recent = fresh(trail, now);
  const pages = recent.pages.filter((page) => page.p !== url.pathname);
  if (publicPage.test(url.pathname) && url.pathname.length <= 300) {
    pages.push(url.searchParams.has(giftQueryParam) ? { p: url.pathname, t: now, g: 1 } : { p: url.pathname, t: now });
  }
  let src = recent.src;
  const utm = {
    s: tag(url.searchParams.get("utm_source")),
    m: tag(url.searchParams.get("utm_medium")),
    c: tag(url.searchParams.get("utm_campaign")),
  };
  const from = referrerDomain(referrer, url.hostname);
  if (from || utm.s || utm.m || utm.c) src = { ...(from ? { r: from } : {}), ...utm, t: now };
  return { pages: pages.slice(-maxPages), ...(src ? { src } : {}) };
}

/** Only what is younger than 24 hours. */
export function fresh(trail: Trail, now: number): Trail {
  const pages = trail.pages.filter((page) => now - page.t < windowMs && page.t <= now + 60_000);
  const src = trail.src && now - trail.src.t < windowMs ? trail.src : undefined;
  return src ? { pages, src } : { pages };
}

/** The payload for a request made on `via`, newest pages kept within the size cap; undefined when there is nothing to say. */
export function trailPayload(trail: Trail, via: string, now: number): string | undefined {
  const { pages, src } = fresh(trail, now);
  if (pages.length === 0 && !src) return undefined;
  const { t: _when, ...source } = src ?? { t: 0 };
  const base = { v: 1, ...source, ...(via.length <= 300 && via.startsWith("/") && !via.startsWith("//") ? { via } : {}) };
  for (let kept = pages; ; kept = kept.slice(1)) {
    const text = JSON.stringify({ ...base, pages: kept });
    if (text.length <= maxPayloadChars || kept.length === 0) return text;
  }
}

function referrerDomain(referrer: string, ownHost: string): string | undefined {
  try {
    const host = new URL(referrer).hostname.toLowerCase();
    return host !== ownHost.toLowerCase() && host.length <= 253 && domainPattern.test(host) ? host : undefined;
  } catch {
    return undefined;
  }
}

function load(): Trail {
  try {
    const value = JSON.parse(localStorage.getItem(storageKey) ?? "null") as Trail | null;
    return value && Array.isArray(value.pages) ? value : { pages: [] };
  } catch {
    return { pages: [] };
  }
}

/** Remembers the page the browser is on (the tracker calls it on every page view). Storage may be off or full: then nothing. */
export function rememberPageView(): void {
  try {
    localStorage.setItem(storageKey, JSON.stringify(addPageView(load(), new URL(location.href), document.referrer, Date.now())));
  } catch {
    // Private mode or a full storage: no trail, no harm.
  }
}

/** What to send as `attribution` with a signup, checkout or request made on this page. */
export function readAttributionTrail(): string | undefined {
  if (typeof window === "undefined") return undefined;
  return trailPayload(load(), location.pathname, Date.now());
}
