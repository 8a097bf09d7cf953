import { z } from "zod";
import { AppError, errorCodeForStatus } from "@/server/errors";
import { facetNames, type FacetFilter, type FacetName, type SearchRequest, type SearchResult, type SearchSort } from "./engine";

/**
 * The Algolia search protocol, in Algolia's own field names: what the algoliasearch v5 lite
 * client and InstantSearch send (flattened params; v4's `params` string too), and what they
 * expect back. Unknown params are accepted and ignored, as Algolia ignores them.
 */

/** Index names this site serves and the order each stands for. */
export const indexSorts: Record<string, SearchSort> = { posts: "newest", posts_relevance: "relevance" };
export const primaryIndexName = "posts";
export const maxBatchRequests = 50;
/** Algolia's own limit on the query is 512 bytes. */
export const maxQueryLength = 512;
export const maxBodyBytes = 64 * 1024;

/** An Algolia error: the edge answers `{ message, status }` with a 4xx status for the client's mistakes. */
export class ProtocolError extends AppError {
  constructor(status: 400 | 403 | 404, message: string) {
    super(errorCodeForStatus(status), message);
    this.name = "ProtocolError";
  }
}

const tag = z.string().max(100);
const stringList = z.union([
  z
    .string()
    .max(1000)
    .transform((value) => value.split(",").map((item) => item.trim())),
  z.array(z.string().max(200)).max(100),
]);
const facetFilterItem = z.union([z.string().max(300), z.array(z.string().max(300)).max(100)]);

export const searchParamsSchema = z
  .object({
    query: z.string().max(maxQueryLength, `query: must be at most ${maxQueryLength} characters`).default(""),
    page: z.number().int("page: must be an integer").min(0, "page: must not be negative").max(10_000).default(0),
    hitsPerPage: z.number().int("hitsPerPage: must be an integer").min(0).max(1000, "hitsPerPage: must be at most 1000").default(20),
    facets: stringList.default([]),
    facetFilters: z.union([z.string().max(300), z.array(facetFilterItem).max(100)]).optional(),
    maxValuesPerFacet: z.number().int().min(1).max(1000).default(100),
    highlightPreTag: tag.default("<em>"),
    highlightPostTag: tag.default("</em>"),
    attributesToSnippet: stringList.default([]),
    snippetEllipsisText: z.string().max(20).default("…"),
  })
  .loose();
export type AlgoliaSearchParams = z.infer<typeof searchParamsSchema>;

const requestSchema = z
  .object({
    indexName: z.string().min(1).max(200).optional(),
    params: z.string().max(maxBodyBytes).optional(),
    type: z.enum(["default", "facet"]).optional(),
  })
  .loose();

export const multiQueryBodySchema = z
  .object({
    requests: z
      .array(requestSchema)
      .min(1, "requests: must not be empty")
      .max(maxBatchRequests, `requests: at most ${maxBatchRequests} per batch`),
    strategy: z.enum(["none", "stopIfEnoughMatches"]).optional(),
  })
  .loose();

/** v4 sent `params` as a query string whose values are JSON (arrays, numbers) or plain text. */
function parseParamsString(params: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, raw] of new URLSearchParams(params)) {
    if (/^-?\d+$/.test(raw) || raw === "true" || raw === "false" || raw.startsWith("[") || raw.startsWith("{")) {
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
  const { params, indexName: _indexName, type: _type, ...flat } = request;
  return { ...(typeof params === "string" ? parseParamsString(params) : {}), ...flat };
}

function describe(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid parameters";
  return issue.message.includes(":") ? issue.message : `${issue.path.join(".") || "body"}: ${issue.message}`;
}

function parseFacetFilter(text: string): FacetFilter | null {
  const colon = text.indexOf(":");
  if (colon < 0) throw new ProtocolError(400, `facetFilters: "${text.slice(0, 50)}" must look like attribute:value`);
  let facet = text.slice(0, colon).trim();
  let value = text.slice(colon + 1);
  let negated = false;
  if (facet.startsWith("-")) [negated, facet] = [true, facet.slice(1)];
  if (value.startsWith("-")) [negated, value] = [true, value.slice(1)];
  if (value.startsWith("\\-")) value = value.slice(1);
  if (!(facetNames as readonly string[]).includes(facet)) return null;
  return { facet: facet as FacetName, value, negated };
}

/** Algolia: a filter on an attribute that is not a facet matches nothing. */
const impossible: FacetFilter = { facet: "tags", value: "\u0000none", negated: false };

function toFilters(facetFilters: AlgoliaSearchParams["facetFilters"]): FacetFilter[][] {
  if (facetFilters === undefined) return [];
  const groups = typeof facetFilters === "string" ? [facetFilters] : facetFilters;
  return groups.map((group) => (typeof group === "string" ? [group] : group).map((text) => parseFacetFilter(text) ?? impossible));
}

function toSnippetWords(attributes: string[]): SearchRequest["snippetWords"] {
  const out: SearchRequest["snippetWords"] = {};
  for (const spec of attributes) {
    const [name, words] = spec.split(":");
    const count = Math.min(200, Math.max(1, Number.parseInt(words ?? "10", 10) || 10));
    if (name === "body" || name === "excerpt" || name === "title") out[name] = count;
    else if (name === "*") out.body = count;
  }
  return out;
}

export type ParsedQuery = { indexName: string; request: SearchRequest; params: AlgoliaSearchParams };

export function parseSearchRequest(indexName: string, raw: Record<string, unknown>): ParsedQuery {
  const sort = indexSorts[indexName];
  if (!sort) throw new ProtocolError(404, `Index ${indexName.slice(0, 100)} does not exist`);
  const result = searchParamsSchema.safeParse(mergeRequestParams(raw));
  if (!result.success) throw new ProtocolError(400, describe(result.error));
  const params = result.data;
  const facets = params.facets.includes("*") ? [...facetNames] : facetNames.filter((name) => params.facets.includes(name));
  return {
    indexName,
    params,
    request: {
      query: params.query.replaceAll("\u0000", " "),
      sort,
      page: params.page,
      hitsPerPage: params.hitsPerPage,
      filters: toFilters(params.facetFilters),
      facets,
      maxValuesPerFacet: params.maxValuesPerFacet,
      highlightPreTag: params.highlightPreTag,
      highlightPostTag: params.highlightPostTag,
      snippetWords: toSnippetWords(params.attributesToSnippet),
      snippetEllipsisText: params.snippetEllipsisText,
    },
  };
}

export function parseMultiQueryBody(body: unknown): { indexName: string; raw: Record<string, unknown> }[] {
  const result = multiQueryBodySchema.safeParse(body);
  if (!result.success) throw new ProtocolError(400, describe(result.error));
  return result.data.requests.map((request) => {
    if (!request.indexName) throw new ProtocolError(400, "requests: every request needs an indexName");
    return { indexName: request.indexName, raw: request };
  });
}

/** The parameters echoed back as `params`, Algolia-style (a query string). */
function echoParams(params: AlgoliaSearchParams): string {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    out.set(key, typeof value === "string" ? value : JSON.stringify(value));
  }
  return out.toString();
}

const toHighlight = (value: { value: string; matchLevel: string; matchedWords: string[]; fullyHighlighted: boolean }) => ({ ...value });

export function toAlgoliaResult({ indexName, request, params }: ParsedQuery, result: SearchResult) {
  const nbPages = request.hitsPerPage === 0 ? 0 : Math.min(Math.ceil(result.nbHits / request.hitsPerPage), 1000);
  return {
    hits: result.hits.map((hit) => ({
      objectID: hit.id,
      title: hit.title,
      slug: hit.slug,
      url: `/posts/${hit.slug}`,
      excerpt: hit.excerpt,
      tags: hit.tags,
      author: hit.authorHandle,
      authorName: hit.authorName,
      publishedAt: hit.publishedAt.toISOString(),
      publishedAtTimestamp: Math.floor(hit.publishedAt.getTime() / 1000),
      readingMinutes: hit.readingMinutes,
      _highlightResult: {
        title: toHighlight(hit.highlight.title),
        excerpt: toHighlight(hit.highlight.excerpt),
        tags: hit.highlight.tags.map(toHighlight),
        author: toHighlight(hit.highlight.author),
      },
      ...(Object.keys(hit.snippet).length > 0
        ? {
            _snippetResult: Object.fromEntries(
              Object.entries(hit.snippet).map(([key, value]) => [key, { value: value.value, matchLevel: value.matchLevel }]),
            ),
          }
        : {}),
    })),
    nbHits: result.nbHits,
    nbPages,
    page: request.page,
    hitsPerPage: request.hitsPerPage,
    processingTimeMS: result.processingTimeMS,
    exhaustiveNbHits: result.exhaustive,
    exhaustiveFacetsCount: result.exhaustive,
    exhaustive: { nbHits: result.exhaustive, facetsCount: result.exhaustive, typo: true },
    query: request.query,
    params: echoParams(params),
    index: indexName,
    ...(request.facets.length > 0 ? { facets: result.facets } : {}),
    renderingContent: {},
  };
}
export type AlgoliaResult = ReturnType<typeof toAlgoliaResult>;
