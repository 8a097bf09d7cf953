import "server-only";
import { getEntitlements } from "@/server/billing/get-entitlements";
import { recordSearch } from "@/server/analytics/record-search";
import { getSearchEngine } from "./get-search-engine";
import { parseMultiQueryBody, parseSearchRequest, ProtocolError, toAlgoliaResult, type ParsedQuery } from "./protocol";
import { getSearchAppId, getSearchParentKey } from "./search-parent-key";
import { verifySecuredSearchKey } from "./secured-key";

/** A user whose subscription ended stops searching within this long, even with a valid key. */
const entitlementCacheMs = 60_000;
const entitlementCache = new Map<string, { canSearch: boolean; until: number }>();

async function userCanSearch(userId: string): Promise<boolean> {
  const now = Date.now();
  const cached = entitlementCache.get(userId);
  if (cached && cached.until > now) return cached.canSearch;
  const { canSearch } = await getEntitlements(userId);
  if (entitlementCache.size > 10_000) entitlementCache.clear();
  entitlementCache.set(userId, { canSearch, until: now + entitlementCacheMs });
  return canSearch;
}

/** The credentials an Algolia client sent (headers or query string; the edge reads them). */
export type SearchCredentials = { appId: string; apiKey: string };

async function authorize({ appId, apiKey }: SearchCredentials, indexNames: string[]): Promise<string | null> {
  if (appId !== getSearchAppId()) throw new ProtocolError(403, "Invalid Application-ID or API key");
  const key = verifySecuredSearchKey(getSearchParentKey(), apiKey, indexNames);
  if (!key.userToken || !(await userCanSearch(key.userToken))) throw new ProtocolError(403, "Invalid Application-ID or API key");
  return key.userToken;
}

async function runQueries(queries: ParsedQuery[], userId: string | null) {
  const engine = getSearchEngine();
  const results = [];
  // One at a time: PGlite runs on this thread anyway, and a batch is at most a few queries.
  for (const query of queries) {
    const result = await engine.search(query.request);
    results.push(toAlgoliaResult(query, result));
    if (query.request.query.trim() !== "" && query.request.hitsPerPage > 0) {
      void recordSearch({ query: query.request.query, nbHits: result.nbHits, userId: userId ?? undefined }).catch(() => {});
    }
  }
  return results;
}

/** POST /1/indexes/*\/queries — Algolia's multi-query: `body` is the parsed JSON. */
export async function runSearchBatch({ body, ...credentials }: SearchCredentials & { body: unknown }) {
  const queries = parseMultiQueryBody(body).map(({ indexName, raw }) => parseSearchRequest(indexName, raw));
  const userId = await authorize(credentials, [...new Set(queries.map((query) => query.indexName))]);
  return { results: await runQueries(queries, userId) };
}

/** POST /1/indexes/{indexName}/query — Algolia's single-index search. */
export async function runSingleSearch({ body, indexName, ...credentials }: SearchCredentials & { indexName: string; body: unknown }) {
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw new ProtocolError(400, "The body must be a JSON object");
  const query = parseSearchRequest(indexName, body as Record<string, unknown>);
  const userId = await authorize(credentials, [indexName]);
  const [result] = await runQueries([query], userId);
  return result;
}
