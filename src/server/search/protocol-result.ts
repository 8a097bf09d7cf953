import { randomBytes } from "node:crypto";
import type { HighlightedValue, SearchHit, SearchResult } from "./engine";
import type { ParsedFacetQuery, ParsedQuery } from "./protocol";

/** Algolia's answer to a search, in its field names, narrowed as the request asked. */

const retrievable = [
  "objectID",
  "title",
  "slug",
  "url",
  "excerpt",
  "tags",
  "author",
  "authorName",
  "publishedAt",
  "publishedAtTimestamp",
  "readingMinutes",
] as const;
const highlightable = ["title", "excerpt", "tags", "author", "authorName"] as const;

/** attributesToRetrieve: names, `*` for all, `-name` to leave one out of `*`; objectID always. */
function retrievedAttributes(list: string[]): Set<string> {
  const all = list.includes("*");
  const excluded = new Set(list.filter((name) => name.startsWith("-")).map((name) => name.slice(1)));
  return new Set(retrievable.filter((name) => name === "objectID" || (all ? !excluded.has(name) : list.includes(name))));
}

function highlightedAttributes(list: string[] | null): Set<string> {
  if (list === null || list.includes("*")) return new Set(highlightable);
  return new Set(highlightable.filter((name) => list.includes(name)));
}

const toHighlight = ({ value, matchLevel, matchedWords, fullyHighlighted }: HighlightedValue) => ({
  value,
  matchLevel,
  matchedWords,
  fullyHighlighted,
});

function toHit(hit: SearchHit, position: number, query: ParsedQuery, retrieve: Set<string>, highlight: Set<string>) {
  const record: Record<string, unknown> = {
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
  };
  const out: Record<string, unknown> = {};
  for (const name of retrieve) out[name] = record[name];
  const highlights: Record<string, unknown> = {
    title: toHighlight(hit.highlight.title),
    excerpt: toHighlight(hit.highlight.excerpt),
    tags: hit.highlight.tags.map(toHighlight),
    author: toHighlight(hit.highlight.author),
    authorName: toHighlight(hit.highlight.authorName),
  };
  if (highlight.size > 0) out._highlightResult = Object.fromEntries([...highlight].map((name) => [name, highlights[name]]));
  if (Object.keys(hit.snippet).length > 0) {
    out._snippetResult = Object.fromEntries(
      Object.entries(hit.snippet).map(([key, value]) => [key, { value: value.value, matchLevel: value.matchLevel }]),
    );
  }
  if (query.options.getRankingInfo) {
    const words = hit.highlight.title.matchedWords.length;
    out._rankingInfo = {
      nbTypos: hit.exact ? 0 : 1,
      firstMatchedWord: 0,
      proximityDistance: 0,
      userScore: Math.max(0, 1_000_000 - (query.request.page * query.request.hitsPerPage + position)),
      geoDistance: 0,
      geoPrecision: 1,
      nbExactWords: hit.exact ? words : 0,
      words,
      filters: 0,
    };
  }
  return out;
}

/** responseFields: only the named top-level fields (`*`: all). */
function pickFields(result: Record<string, unknown>, fields: string[]): Record<string, unknown> {
  if (fields.includes("*")) return result;
  return Object.fromEntries(Object.entries(result).filter(([key]) => fields.includes(key)));
}

const newQueryId = () => randomBytes(16).toString("hex");

export function toAlgoliaResult(query: ParsedQuery, result: SearchResult): Record<string, unknown> {
  const { request, options, indexName } = query;
  const retrieve = retrievedAttributes(options.attributesToRetrieve);
  const highlight = highlightedAttributes(options.attributesToHighlight);
  const nbPages = request.hitsPerPage === 0 ? 0 : Math.min(Math.ceil(result.nbHits / request.hitsPerPage), 1000);
  const full: Record<string, unknown> = {
    hits: result.hits.map((hit, position) => toHit(hit, position, query, retrieve, highlight)),
    nbHits: result.nbHits,
    nbPages,
    page: request.page,
    hitsPerPage: request.hitsPerPage,
    processingTimeMS: result.processingTimeMS,
    exhaustiveNbHits: result.exhaustive,
    exhaustiveFacetsCount: result.exhaustive,
    exhaustiveTypo: true,
    exhaustive: { nbHits: result.exhaustive, facetsCount: result.exhaustive, typo: true },
    query: request.query,
    params: query.echo,
    index: indexName,
    ...(request.facets.length > 0 ? { facets: result.facets } : {}),
    ...(options.clickAnalytics ? { queryID: newQueryId() } : {}),
    ...(options.getRankingInfo ? { serverUsed: "groundwork", parsedQuery: request.query.toLowerCase() } : {}),
    renderingContent: {},
  };
  return pickFields(full, options.responseFields);
}

/** The words of a facet value, lowercased, each with where it starts. */
function valueWords(value: string): { word: string; start: number }[] {
  return [...value.matchAll(/[\p{L}\p{N}]+/gu)].map((match) => ({ word: match[0].toLowerCase(), start: match.index }));
}

/**
 * Algolia's searchForFacetValues answer: the facet's values (counted over the search's own
 * matches) with a word starting with the facetQuery, most frequent first; the typed prefix
 * highlighted.
 */
export function toFacetHits(query: ParsedFacetQuery, result: SearchResult) {
  const typed = query.facetQuery.trim().toLowerCase();
  const { highlightPreTag: pre, highlightPostTag: post } = query.request;
  const counts = result.facets[query.facet] ?? {};
  const facetHits = Object.entries(counts)
    .map(([value, count]) => {
      if (typed === "") return { value, highlighted: value, count };
      const match =
        valueWords(value).find(({ word }) => word.startsWith(typed)) ??
        (value.toLowerCase().startsWith(typed) ? { word: typed, start: 0 } : undefined);
      if (!match) return null;
      const end = match.start + typed.length;
      return {
        value,
        highlighted: `${value.slice(0, match.start)}${pre}${value.slice(match.start, end)}${post}${value.slice(end)}`,
        count,
      };
    })
    .filter((hit): hit is { value: string; highlighted: string; count: number } => hit !== null)
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
    .slice(0, query.maxFacetHits);
  return { facetHits, exhaustiveFacetsCount: result.exhaustive, processingTimeMS: result.processingTimeMS };
}
