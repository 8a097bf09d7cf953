import { liteClient } from "algoliasearch/lite";
import { trackSearch } from "@/lib/analytics";
import { describeSearchFailure, type SearchFailure } from "./search-failure";

/**
 * The browser's search client: the real algoliasearch lite client with its hosts set to this
 * site (or to Algolia, when the key route says so), wrapped so that
 * (1) a batch with no non-empty query is answered locally with empty results, and
 * (2) a reader without a subscription is answered locally with an empty result whose
 *     `message` is "no_subscriptions" — in both cases no request leaves the browser.
 * The secured key comes from /api/search/key and is refreshed before it expires.
 * A failed search resolves empty and is reported through getFailure/subscribeFailure.
 */

/** `host: null` means Algolia's own hosts (Algolia configured); otherwise this site answers. */
export type SearchKey = { appId: string; apiKey: string; indexName: string; validUntil: number; host?: string | null };

type LegacyRequest = { indexName: string; params?: Record<string, unknown> & { query?: string; hitsPerPage?: number; page?: number } };
type LiteClient = ReturnType<typeof liteClient>;

/** Renew the key this long before it expires. */
const refreshMarginSeconds = 300;

function emptyResult(request: LegacyRequest, message?: string) {
  const hitsPerPage = Number(request.params?.hitsPerPage ?? 20);
  return {
    hits: [],
    nbHits: 0,
    nbPages: 0,
    page: 0,
    hitsPerPage,
    processingTimeMS: 0,
    exhaustiveNbHits: true,
    query: String(request.params?.query ?? ""),
    params: "",
    index: request.indexName,
    facets: {},
    ...(message ? { message } : {}),
  };
}

export async function fetchSearchKey(): Promise<SearchKey> {
  const response = await fetch("/api/search/key", { credentials: "same-origin", cache: "no-store" });
  if (!response.ok) throw Object.assign(new Error(`Search key refused (${response.status})`), { status: response.status });
  return (await response.json()) as SearchKey;
}

export type { SearchFailure, SearchFix } from "./search-failure";

/**
 * Parameters every search from our pages carries unless it sets them: Algolia's advanced syntax
 * ("a phrase", -word), which both our engine and Algolia answer (README, "Searching").
 */
export const searchUiParameters = { advancedSyntax: true } as const;

export function createSearchClient({ canSearch, getKey = fetchSearchKey }: { canSearch: boolean; getKey?: () => Promise<SearchKey> }) {
  let current: { key: SearchKey; client: LiteClient } | null = null;
  let pending: Promise<{ key: SearchKey; client: LiteClient }> | null = null;
  let failure: SearchFailure | null = null;
  let lastSent = 0;
  const listeners = new Set<() => void>();
  const setFailure = (next: SearchFailure | null) => {
    if (next === failure) return;
    failure = next;
    for (const listener of listeners) listener();
  };

  async function clientForNow() {
    const now = Date.now() / 1000;
    if (current && current.key.validUntil - refreshMarginSeconds > now) return current.client;
    pending ??= getKey()
      .then((key) => {
        let client: LiteClient;
        if (key.host === null) {
          // Algolia: its own hosts (and their retry strategy), Algolia's default timeouts.
          client = liteClient(key.appId, key.apiKey, { timeouts: { connect: 1000, read: 2000, write: 30000 } });
        } else {
          // This site: the page's own origin (the key's host names the site for other clients;
          // the browser may have opened it under another loopback name, and same-origin needs no preflight).
          const host = window.location.host;
          const protocol = window.location.protocol === "https:" ? "https" : "http";
          client = liteClient(key.appId, key.apiKey, {
            hosts: [{ url: host, accept: "read", protocol }],
            // Our own routes send their headers only with the finished answer, so the "connect"
            // timeout bounds the whole search there: give it the same 2 s as the read timeout
            // (the server stops a search at 1.5 s).
            timeouts: { connect: 2000, read: 2000, write: 30000 },
          });
        }
        current = { key, client };
        return current;
      })
      .finally(() => {
        pending = null;
      });
    return (await pending).client;
  }

  return {
    // InstantSearch calls search() with the legacy array of { indexName, params }.
    search: async (requests: readonly LegacyRequest[]) => {
      if (!canSearch) {
        // Answered here, so the server never sees it: the browser reports the attempt (an upsell signal).
        const query = requests.map((request) => String(request.params?.query ?? "")).find((value) => value.trim() !== "");
        if (query) trackSearch({ query, nbHits: 0, noSubscriptions: true });
        return { results: requests.map((request) => emptyResult(request, "no_subscriptions")) };
      }
      const hasQuery = requests.some((request) => String(request.params?.query ?? "").trim() !== "");
      const sent = ++lastSent;
      if (!hasQuery) {
        setFailure(null);
        return { results: requests.map((request) => emptyResult(request)) };
      }
      try {
        const client = await clientForNow();
        const withDefaults = requests.map((request) => ({ ...request, params: { ...searchUiParameters, ...request.params } }));
        const response = await client.search(withDefaults as Parameters<LiteClient["search"]>[0]);
        if (sent === lastSent) setFailure(null);
        return response;
      } catch (error) {
        // Answered as an empty result plus a failure the page shows (with Retry), not thrown:
        // on an error InstantSearch puts back its last good state (the empty query) and drops
        // the "error" status at the next render, so the person would see their query vanish
        // and Retry would search for nothing. Only the newest search sets the failure.
        if (sent === lastSent) setFailure(describeSearchFailure(error));
        return { results: requests.map((request) => emptyResult(request)) };
      }
    },
    /**
     * Fetches the key ahead of the first search (called at the first typed character, so an
     * empty page sends nothing), so the first keystrokes do not queue up behind it.
     */
    warm: () => {
      if (canSearch) void clientForNow().catch(() => {});
    },
    /** The newest search's failure, for useSyncExternalStore. */
    getFailure: () => failure,
    subscribeFailure: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
export type GroundworkSearchClient = ReturnType<typeof createSearchClient>;
