import "server-only";
import { getEntitlements } from "@/server/billing/get-entitlements";
import { recordSearch } from "@/server/analytics/record-search";
import { getSearchEngine } from "./get-search-engine";
import { maxBodyBytes, parseMultiQueryBody, parseSearchRequest, ProtocolError, toAlgoliaResult, type ParsedQuery } from "./protocol";
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

/** Algolia clients send credentials as headers, or as query parameters to avoid a preflight. */
function credentials(request: Request): { appId: string; apiKey: string } {
  const url = new URL(request.url);
  return {
    appId: request.headers.get("x-algolia-application-id") ?? url.searchParams.get("x-algolia-application-id") ?? "",
    apiKey: request.headers.get("x-algolia-api-key") ?? url.searchParams.get("x-algolia-api-key") ?? "",
  };
}

async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (Buffer.byteLength(text) > maxBodyBytes) throw new ProtocolError(400, `The body must be at most ${maxBodyBytes} bytes`);
  try {
    return JSON.parse(text);
  } catch {
    throw new ProtocolError(400, "The body is not valid JSON");
  }
}

const protocolHeaders = { "cache-control": "no-store" };

/** SQLSTATE 57014: our statement_timeout stopped the search (the error may be wrapped by Drizzle). */
function isStatementTimeout(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: string }).code === "57014") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

function errorResponse(error: unknown): Response {
  if (error instanceof ProtocolError) return Response.json({ message: error.message, status: error.status }, { status: error.status, headers: protocolHeaders });
  if (isStatementTimeout(error)) {
    return Response.json({ message: "The search took too long. Please try a more specific query.", status: 503 }, { status: 503, headers: protocolHeaders });
  }
  // Never the key or the body: they may hold credentials.
  console.error("[search] failed:", error instanceof Error ? error.message : "unknown error");
  return Response.json({ message: "The search failed. Please try again.", status: 500 }, { status: 500, headers: protocolHeaders });
}

async function authorize(request: Request, indexNames: string[]): Promise<string | null> {
  const { appId, apiKey } = credentials(request);
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

/** POST /1/indexes/*\/queries — Algolia's multi-query. */
export async function handleMultiQuery(request: Request): Promise<Response> {
  try {
    const body = await readJson(request);
    const queries = parseMultiQueryBody(body).map(({ indexName, raw }) => parseSearchRequest(indexName, raw));
    const userId = await authorize(request, [...new Set(queries.map((query) => query.indexName))]);
    return Response.json({ results: await runQueries(queries, userId) }, { headers: protocolHeaders });
  } catch (error) {
    return errorResponse(error);
  }
}

/** POST /1/indexes/{indexName}/query — Algolia's single-index search. */
export async function handleSingleQuery(request: Request, indexName: string): Promise<Response> {
  try {
    const body = await readJson(request);
    if (typeof body !== "object" || body === null || Array.isArray(body)) throw new ProtocolError(400, "The body must be a JSON object");
    const query = parseSearchRequest(indexName, body as Record<string, unknown>);
    const userId = await authorize(request, [indexName]);
    const [result] = await runQueries([query], userId);
    return Response.json(result, { headers: protocolHeaders });
  } catch (error) {
    return errorResponse(error);
  }
}
