import { liteClient } from "algoliasearch/lite";

/**
 * The browser's search client: the real algoliasearch lite client with its hosts set to this
 * site (or to Algolia, when the key route says so), wrapped so that
 * (1) a batch with no non-empty query is answered locally with empty results, and
 * (2) a reader without a subscription is answered locally with an empty result whose
 *     `message` is "no_subscriptions" — in both cases no request leaves the browser.
 * The secured key comes from /api/search/key and is refreshed before it expires.
 */

/** `host: null` means Algolia's own hosts (Algolia configured); absent means this site. */
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

export function createSearchClient({ canSearch, getKey = fetchSearchKey }: { canSearch: boolean; getKey?: () => Promise<SearchKey> }) {
  let current: { key: SearchKey; client: LiteClient } | null = null;
  let pending: Promise<{ key: SearchKey; client: LiteClient }> | null = null;

  async function clientForNow() {
    const now = Date.now() / 1000;
    if (current && current.key.validUntil - refreshMarginSeconds > now) return current.client;
    pending ??= getKey()
      .then((key) => {
        const timeouts = { connect: 1000, read: 2000, write: 30000 };
        let client: LiteClient;
        if (key.host === null) {
          client = liteClient(key.appId, key.apiKey, { timeouts });
        } else {
          const host = key.host ?? window.location.host;
          const protocol = key.host || window.location.protocol === "https:" ? "https" : "http";
          client = liteClient(key.appId, key.apiKey, { hosts: [{ url: host, accept: "read", protocol }], timeouts });
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
      if (!canSearch) return { results: requests.map((request) => emptyResult(request, "no_subscriptions")) };
      const hasQuery = requests.some((request) => String(request.params?.query ?? "").trim() !== "");
      if (!hasQuery) return { results: requests.map((request) => emptyResult(request)) };
      const client = await clientForNow();
      return client.search(requests as Parameters<LiteClient["search"]>[0]);
    },
  };
}
export type GroundworkSearchClient = ReturnType<typeof createSearchClient>;
