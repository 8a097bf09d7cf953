import { analyticsApp, analyticsEventNames, isUncountedPath } from "./analytics-events";

export type EventProps = Record<string, string | number | boolean>;

const endpoint = "/api/event";
let lastPageUrl: string | null = null;

type PrivacyNavigator = Navigator & { globalPrivacyControl?: boolean; msDoNotTrack?: string };

/** Do Not Track or Global Privacy Control on: the tracker sends nothing at all. */
export function isTrackingDisabled(): boolean {
  if (typeof window === "undefined") return true;
  const nav = navigator as PrivacyNavigator;
  const dnt = nav.doNotTrack ?? (window as Window & { doNotTrack?: string }).doNotTrack ?? nav.msDoNotTrack;
  return nav.globalPrivacyControl === true || dnt === "1" || dnt === "yes";
}

let isEditorBrowsing = false;

/** Editors' and owners' own browsing is not their readers' (#27): the tracker says who is signed in once the session is known. */
export function setEditorBrowsing(value: boolean): void {
  isEditorBrowsing = value;
}

function send(name: string, props: EventProps | undefined, referrer: string | null): void {
  if (isTrackingDisabled() || isEditorBrowsing || isUncountedPath(location.pathname)) return;
  const body = JSON.stringify({
    n: name,
    u: location.href,
    d: location.hostname,
    r: referrer,
    p: props,
    a: analyticsApp.name,
    v: analyticsApp.version,
  });
  // A string body goes as text/plain: a "simple" request, no preflight, survives page unload.
  if (typeof navigator.sendBeacon === "function" && navigator.sendBeacon(endpoint, body)) return;
  void fetch(endpoint, { method: "POST", body, keepalive: true, credentials: "omit", headers: { "content-type": "text/plain" } }).catch(
    () => {},
  );
}

/** A custom event (search, `Pricing: View`, `Checkout: Start`, …) from the current page. */
export function trackEvent(name: string, props?: EventProps): void {
  send(name, props, null);
}

/** A page view; after a client-side navigation the previous page is the referrer (internal, so not a source). */
export function trackPageview(): void {
  if (typeof window === "undefined" || location.href === lastPageUrl) return;
  const referrer = lastPageUrl ?? (document.referrer || null);
  lastPageUrl = location.href;
  send(analyticsEventNames.pageview, undefined, referrer);
}

export type SearchEvent = { query: string; nbHits: number; noSubscriptions: boolean };
let searchTimer: ReturnType<typeof setTimeout> | undefined;

/** Search-as-you-type fires per keystroke; only the query the reader settled on is sent. */
export function trackSearch({ query, nbHits, noSubscriptions }: SearchEvent, delayMs = 1000): void {
  clearTimeout(searchTimer);
  const trimmed = query.trim();
  if (!trimmed) return;
  searchTimer = setTimeout(() => {
    trackEvent(analyticsEventNames.search, { query: trimmed.slice(0, 200), nbHits, no_subscriptions: noSubscriptions });
  }, delayMs);
}
