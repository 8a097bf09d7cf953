/**
 * The search engine seam, in our own words. The protocol layer (protocol.ts) translates
 * Algolia requests into a SearchRequest and a SearchResult back into Algolia's shape.
 */

export type SearchSort = "newest" | "relevance";
export type FacetName = "tags" | "author";
export const facetNames: readonly FacetName[] = ["tags", "author"];

/** `tags:focus` → { facet: "tags", value: "focus" }; a negated filter excludes. */
export type FacetFilter = { facet: FacetName; value: string; negated: boolean };

export type SearchRequest = {
  query: string;
  sort: SearchSort;
  page: number;
  hitsPerPage: number;
  /** AND of OR-groups, as Algolia's facetFilters. */
  filters: FacetFilter[][];
  /** Facets to count over the match set. */
  facets: FacetName[];
  maxValuesPerFacet: number;
  highlightPreTag: string;
  highlightPostTag: string;
  /** Words of body text around the first match, when asked (attributesToSnippet body:N). */
  snippetWords: { body?: number; excerpt?: number; title?: number };
  snippetEllipsisText: string;
};

export type MatchLevel = "none" | "partial" | "full";

/** One highlighted attribute: `value` is HTML-escaped; only the highlight tags are markup. */
export type HighlightedValue = {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted: boolean;
};

export type SearchHit = {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  tags: string[];
  authorHandle: string;
  authorName: string;
  publishedAt: Date;
  readingMinutes: number;
  highlight: { title: HighlightedValue; excerpt: HighlightedValue; tags: HighlightedValue[]; author: HighlightedValue };
  snippet: Partial<Record<"body" | "excerpt" | "title", HighlightedValue>>;
};

export type SearchResult = {
  hits: SearchHit[];
  nbHits: number;
  /** false when matching stopped at the candidate cap: nbHits and facets are then lower bounds. */
  exhaustive: boolean;
  facets: Partial<Record<FacetName, Record<string, number>>>;
  processingTimeMS: number;
};

export type SearchEngine = {
  readonly name: "postgres" | "algolia";
  search(request: SearchRequest): Promise<SearchResult>;
};
