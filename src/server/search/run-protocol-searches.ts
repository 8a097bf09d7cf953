import "server-only";
import { getEntitlements } from "@/server/billing/get-entitlements";
import { isBotUserAgent } from "@/server/analytics/is-bot-user-agent";
import { noteSearch } from "@/server/analytics/note-search";
import { searchPosts } from "./postgres-engine";
import {
  assertAffordable,
  assertIndexExists,
  assertJsonDepth,
  parseBatch,
  parseFacetSearchRequest,
  parseSearchRequest,
  ProtocolError,
  readMultiQueryBody,
  type ParsedQuery,
} from "./protocol";
import { assertNoControlCharacters } from "./protocol-control-characters";
import { toAlgoliaResult, toFacetHits } from "./protocol-result";
import { getSearchAppId, getSearchParentKey } from "./search-parent-key";
import { assertIndexAllowed, verifySecuredSearchKey, type VerifiedKey } from "./secured-key";

/*
 * Runs the search protocol's requests once the HTTP edge (server/http/answer-search-request.ts)
 * has read them: checks the key and that its reader may still search, parses the body, runs each
 * search through the PostgreSQL engine, notes it for analytics and answers in Algolia's shape.
 */

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
/** `userAgent`: a crawler's or a tool's searches answer as anyone's, but are not noted for analytics (as its page views are not). */
type SearchInput = SearchCredentials & { body: string; userAgent?: string | null };

/** Credentials first, as Algolia checks them: a bad key is a 403 whatever the body or index says. */
async function authenticate({ appId, apiKey }: SearchCredentials): Promise<VerifiedKey & { userToken: string }> {
  const invalid = new ProtocolError(403, "Invalid Application-ID or API key");
  if (appId !== getSearchAppId()) throw invalid;
  const key = verifySecuredSearchKey(getSearchParentKey(), apiKey);
  if (!key.userToken || !(await userCanSearch(key.userToken))) throw invalid;
  return { ...key, userToken: key.userToken };
}

function parseJson(text: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text === "" ? "{}" : text);
  } catch {
    throw new ProtocolError(400, "The body is not valid JSON");
  }
  assertJsonDepth(value);
  return value;
}

function readObject(text: string): Record<string, unknown> {
  const value = parseJson(text);
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new ProtocolError(400, "The body must be a JSON object");
  return value as Record<string, unknown>;
}

async function runQuery(query: ParsedQuery, userId: string, userAgent: string | null | undefined) {
  const result = await searchPosts(query.request);
  if (query.options.analytics && query.request.query.trim() !== "" && query.request.hitsPerPage > 0 && !isBotUserAgent(userAgent ?? null)) {
    noteSearch({ query: query.request.query, nbHits: result.nbHits, userId });
  }
  return result;
}

/** POST /1/indexes/*\/queries — Algolia's multi-query, searches and facet searches (`type: "facet"`). */
export async function runSearchBatch({ body, userAgent, ...credentials }: SearchInput) {
  const key = await authenticate(credentials);
  const requests = readMultiQueryBody(parseJson(body));
  for (const request of requests) assertIndexAllowed(key, request.indexName);
  const entries = parseBatch(requests);
  const results = [];
  // One at a time: PGlite runs one statement at a time anyway (in its worker thread), and the batch's cost is bounded (parseBatch).
  for (const entry of entries) {
    const result = await runQuery(entry.query, key.userToken, userAgent);
    results.push(entry.kind === "facet" ? toFacetHits(entry.query, result) : toAlgoliaResult(entry.query, result));
  }
  return { results };
}

/** POST /1/indexes/{indexName}/query — Algolia's single-index search. */
export async function runSingleSearch({ body, indexName, userAgent, ...credentials }: SearchInput & { indexName: string }) {
  const key = await authenticate(credentials);
  assertNoControlCharacters({ indexName });
  assertIndexAllowed(key, indexName);
  assertIndexExists(indexName);
  const query = parseSearchRequest(indexName, readObject(body));
  assertAffordable([query.request]);
  return toAlgoliaResult(query, await runQuery(query, key.userToken, userAgent));
}

/** POST /1/indexes/{indexName}/facets/{facet}/query — Algolia's searchForFacetValues. */
export async function runFacetSearch({
  body,
  indexName,
  facet,
  userAgent: _userAgent,
  ...credentials
}: SearchInput & { indexName: string; facet: string }) {
  const key = await authenticate(credentials);
  assertNoControlCharacters({ indexName, facet });
  assertIndexAllowed(key, indexName);
  assertIndexExists(indexName);
  const query = parseFacetSearchRequest(indexName, facet, readObject(body));
  return toFacetHits(query, await searchPosts(query.request));
}
