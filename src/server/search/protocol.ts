import type { z } from "zod";
import {
  facetNames,
  searchableWeights,
  type FacetFilter,
  type FacetName,
  type FilterNode,
  type SearchableAttribute,
  type SearchRequest,
  type SearchSort,
} from "./engine";
import { parseFilters, parseNumericFilters } from "./parse-filters";
import { assertNoControlCharacters } from "./protocol-control-characters";
import { ProtocolError } from "./protocol-error";
import { maxSnippetWords, multiQueryBodySchema, searchParamsSchema, type AlgoliaSearchParams } from "./protocol-params";

export { ProtocolError } from "./protocol-error";
export type { AlgoliaSearchParams } from "./protocol-params";

/**
 * The Algolia search protocol, in Algolia's own field names: what the algoliasearch v5 client
 * and InstantSearch send (flattened params; v4's `params` string too), translated into our
 * SearchRequest. Response shaping is in protocol-result.ts.
 */

/** Index names this site serves and the order each stands for. */
export const indexSorts: Record<string, SearchSort> = { posts: "newest", posts_relevance: "relevance" };
export { primaryIndexName, relevanceIndexName } from "@/lib/search-indices";
export const maxBodyBytes = 64 * 1024;

/**
 * What one request may cost, so that no batch stalls everyone else's searches (PGlite runs one
 * statement at a time, in its one worker thread): queries per batch, hits per batch (queries × hitsPerPage), and
 * snippet words per batch (hits × words of every snippeted attribute).
 */
export const maxBatchRequests = 20;
export const maxHitsPerBatch = 1000;
export const maxSnippetWordsPerBatch = 20_000;
/** Deeper JSON is refused before any parameter is read (Algolia's parameters nest three levels at most). */
export const maxJsonDepth = 16;

export type RequestOptions = {
  attributesToRetrieve: string[];
  /** null: Algolia's default (every searchable attribute). */
  attributesToHighlight: string[] | null;
  responseFields: string[];
  getRankingInfo: boolean;
  clickAnalytics: boolean;
  analytics: boolean;
};

export type ParsedQuery = {
  indexName: string;
  request: SearchRequest;
  /** The parameters as sent, echoed back as Algolia's `params`. */
  echo: string;
  options: RequestOptions;
};

export type ParsedFacetQuery = ParsedQuery & { facet: FacetName; facetQuery: string; maxFacetHits: number };

/** v4 sent `params` as a query string whose values are JSON (arrays, numbers) or plain text. */
function parseParamsString(params: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, raw] of new URLSearchParams(params)) {
    if (raw.startsWith("[") || raw.startsWith("{")) {
      try {
        out[key] = JSON.parse(raw);
        continue;
      } catch {
        // not JSON: keep the text
      }
    }
    out[key] = raw;
  }
  return out;
}

export function mergeRequestParams(request: Record<string, unknown>): Record<string, unknown> {
  const { params, indexName: _indexName, type: _type, facet: _facet, ...flat } = request;
  const fromString = typeof params === "string" ? parseParamsString(params) : {};
  const fromObject = params && typeof params === "object" && !Array.isArray(params) ? (params as Record<string, unknown>) : {};
  return { ...fromString, ...fromObject, ...flat };
}

function describe(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid parameters";
  return issue.message.includes(":") ? issue.message : `${issue.path.join(".") || "body"}: ${issue.message}`;
}

/** The deepest nesting of a JSON value, measured without recursion (a 20,000-deep value must not overflow the stack). */
export function assertJsonDepth(value: unknown, max = maxJsonDepth): void {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== "object") continue;
    if (depth > max) throw new ProtocolError(400, `The body nests deeper than ${max} levels`);
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
}

function parseFacetFilter(text: string): FacetFilter {
  const colon = text.indexOf(":");
  if (colon < 0) throw new ProtocolError(400, `facetFilters: "${text.slice(0, 50)}" must look like attribute:value`);
  let facet = text.slice(0, colon).trim();
  let value = text.slice(colon + 1);
  let negated = false;
  if (facet.startsWith("-")) [negated, facet] = [true, facet.slice(1)];
  if (value.startsWith("-")) [negated, value] = [true, value.slice(1)];
  if (value.startsWith("\\-")) value = value.slice(1);
  if (facet === "_tags") facet = "tags";
  if (!(facetNames as readonly string[]).includes(facet)) {
    throw new ProtocolError(400, `facetFilters: '${facet.slice(0, 50)}' is not a facet; the facets are ${facetNames.join(" and ")}`);
  }
  return { facet: facet as FacetName, value, negated };
}

function toFacetFilters(facetFilters: AlgoliaSearchParams["facetFilters"]): FacetFilter[][] {
  if (facetFilters === undefined) return [];
  const groups = typeof facetFilters === "string" ? facetFilters.split(",").filter((item) => item.trim() !== "") : facetFilters;
  return groups.map((group) => (typeof group === "string" ? [group] : group).map(parseFacetFilter));
}

function toFilter(params: AlgoliaSearchParams): FilterNode | null {
  const parts = [
    params.filters ? parseFilters(params.filters) : null,
    params.numericFilters ? parseNumericFilters(params.numericFilters) : null,
  ];
  const present = parts.filter((part): part is FilterNode => part !== null);
  if (present.length === 0) return null;
  return present.length === 1 ? present[0]! : { kind: "and", items: present };
}

const snippetable = ["body", "excerpt", "title"] as const;

function toSnippetWords(attributes: string[]): SearchRequest["snippetWords"] {
  const out: SearchRequest["snippetWords"] = {};
  for (const spec of attributes) {
    const [name = "", words] = spec.split(":");
    const count = words === undefined ? 10 : Number.parseInt(words, 10);
    if (!Number.isInteger(count) || count < 1 || count > maxSnippetWords) {
      throw new ProtocolError(400, `attributesToSnippet: '${spec.slice(0, 50)}' needs a word count from 1 to ${maxSnippetWords}`);
    }
    if (name === "*") for (const attribute of snippetable) out[attribute] = count;
    else if ((snippetable as readonly string[]).includes(name)) out[name as (typeof snippetable)[number]] = count;
  }
  return out;
}

function toSearchable(attributes: string[]): SearchableAttribute[] | undefined {
  if (attributes.length === 0) return undefined;
  const known = Object.keys(searchableWeights);
  for (const attribute of attributes) {
    const name = attribute === "authorName" ? "author" : attribute;
    if (!known.includes(name)) {
      throw new ProtocolError(
        400,
        `restrictSearchableAttributes: '${attribute.slice(0, 50)}' is not searchable; the searchable attributes are ${known.join(", ")}`,
      );
    }
  }
  return attributes.map((attribute) => (attribute === "authorName" ? "author" : attribute) as SearchableAttribute);
}

/** `params` as Algolia echoes it: the parameters sent, as a query string. */
function echoParams(raw: Record<string, unknown>): string {
  if (typeof raw.params === "string" && Object.keys(raw).every((key) => ["params", "indexName", "type", "facet"].includes(key))) {
    return raw.params;
  }
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(mergeRequestParams(raw))) {
    if (value === undefined) continue;
    out.set(key, typeof value === "string" ? value : JSON.stringify(value));
  }
  return out.toString();
}

function parseParams(raw: Record<string, unknown>): AlgoliaSearchParams {
  const merged = mergeRequestParams(raw);
  assertNoControlCharacters(merged);
  const result = searchParamsSchema.safeParse(merged);
  if (!result.success) throw new ProtocolError(400, describe(result.error));
  return result.data;
}

export function assertIndexExists(indexName: string): SearchSort {
  const sort = indexSorts[indexName];
  if (!sort) throw new ProtocolError(404, `Index ${indexName.slice(0, 100)} does not exist`);
  return sort;
}

export function parseSearchRequest(indexName: string, raw: Record<string, unknown>): ParsedQuery {
  const sort = assertIndexExists(indexName);
  const params = parseParams(raw);
  const facets = params.facets.includes("*") ? [...facetNames] : facetNames.filter((name) => params.facets.includes(name));
  return {
    indexName,
    echo: echoParams(raw),
    options: {
      attributesToRetrieve: params.attributesToRetrieve,
      attributesToHighlight: params.attributesToHighlight ?? null,
      responseFields: params.responseFields,
      getRankingInfo: params.getRankingInfo,
      clickAnalytics: params.clickAnalytics,
      analytics: params.analytics,
    },
    request: {
      query: params.query,
      sort,
      page: params.page,
      hitsPerPage: params.hitsPerPage,
      filters: toFacetFilters(params.facetFilters),
      filter: toFilter(params),
      facets,
      maxValuesPerFacet: params.maxValuesPerFacet,
      highlightPreTag: params.highlightPreTag,
      highlightPostTag: params.highlightPostTag,
      snippetWords: toSnippetWords(params.attributesToSnippet),
      snippetEllipsisText: params.snippetEllipsisText,
      typoTolerance: params.typoTolerance,
      restrictSearchableAttributes: toSearchable(params.restrictSearchableAttributes),
      advancedSyntax: params.advancedSyntax
        ? {
            exactPhrase: params.advancedSyntaxFeatures.includes("exactPhrase"),
            excludeWords: params.advancedSyntaxFeatures.includes("excludeWords"),
          }
        : null,
    },
  };
}

/** Searching inside a facet's values: the search's own filters, no hits, every value of the facet counted. */
export function parseFacetSearchRequest(indexName: string, facet: string, raw: Record<string, unknown>): ParsedFacetQuery {
  assertIndexExists(indexName);
  assertNoControlCharacters({ facet });
  if (!(facetNames as readonly string[]).includes(facet)) {
    throw new ProtocolError(
      400,
      `Cannot search in \`${facet.slice(0, 50)}\` attribute, you need to add \`searchable(${facet.slice(0, 50)})\` to attributesForFaceting.`,
    );
  }
  const parsed = parseSearchRequest(indexName, raw);
  const params = parseParams(raw);
  return {
    ...parsed,
    facet: facet as FacetName,
    facetQuery: params.facetQuery,
    maxFacetHits: params.maxFacetHits,
    request: { ...parsed.request, hitsPerPage: 0, page: 0, facets: [facet as FacetName], maxValuesPerFacet: 1000, snippetWords: {} },
  };
}

export type BatchEntry = { kind: "search"; query: ParsedQuery } | { kind: "facet"; query: ParsedFacetQuery };

/** The multi-query body, shape only: the index names, so credentials can be checked before anything else. */
export function readMultiQueryBody(body: unknown) {
  assertJsonDepth(body);
  const result = multiQueryBodySchema.safeParse(body);
  if (!result.success) throw new ProtocolError(400, describe(result.error));
  const { requests } = result.data;
  for (const request of requests) assertNoControlCharacters({ indexName: request.indexName });
  if (requests.length > maxBatchRequests) {
    throw new ProtocolError(400, `requests: at most ${maxBatchRequests} queries per batch (this one has ${requests.length})`);
  }
  return requests;
}

export function parseBatch(requests: ReturnType<typeof readMultiQueryBody>): BatchEntry[] {
  const entries = requests.map((request): BatchEntry => {
    if (request.type === "facet") {
      if (!request.facet) throw new ProtocolError(400, 'requests: a request of type "facet" needs a facet');
      return { kind: "facet", query: parseFacetSearchRequest(request.indexName, request.facet, request) };
    }
    return { kind: "search", query: parseSearchRequest(request.indexName, request) };
  });
  assertAffordable(entries.map((entry) => entry.query.request));
  return entries;
}

/** Refuses a batch past the cost bounds with a 400 that says which bound and its value. */
export function assertAffordable(requests: SearchRequest[]): void {
  const hits = requests.reduce((sum, request) => sum + request.hitsPerPage, 0);
  if (hits > maxHitsPerBatch) {
    throw new ProtocolError(
      400,
      `A batch may ask for at most ${maxHitsPerBatch} hits in all (queries × hitsPerPage); this one asks for ${hits}`,
    );
  }
  const words = requests.reduce(
    (sum, request) => sum + request.hitsPerPage * Object.values(request.snippetWords).reduce((total, count) => total + (count ?? 0), 0),
    0,
  );
  if (words > maxSnippetWordsPerBatch) {
    throw new ProtocolError(
      400,
      `A batch may ask for at most ${maxSnippetWordsPerBatch} snippet words in all (hits × snippet words); this one asks for ${words}`,
    );
  }
}
