import type { AdvancedSyntax } from "./tokenize-query";

/**
 * The search engine seam, in our own words. The protocol layer (protocol.ts) translates
 * Algolia requests into a SearchRequest and a SearchResult back into Algolia's shape.
 */

export type SearchSort = "newest" | "relevance";
export type FacetName = "tags" | "author";
export const facetNames: readonly FacetName[] = ["tags", "author"];

/** `tags:focus` → { facet: "tags", value: "focus" }; a negated filter excludes. */
export type FacetFilter = { facet: FacetName; value: string; negated: boolean };

/** The numeric attributes of a hit that `filters` and `numericFilters` compare. */
export type NumericAttribute = "publishedAtTimestamp" | "readingMinutes";
export const numericAttributes: readonly NumericAttribute[] = ["publishedAtTimestamp", "readingMinutes"];
export type NumericOperator = "<" | "<=" | "=" | "!=" | ">=" | ">";

/** Algolia's `filters` / `numericFilters`, parsed (parse-filters.ts). */
export type FilterNode =
  | { kind: "and" | "or"; items: FilterNode[] }
  | { kind: "not"; item: FilterNode }
  | { kind: "facet"; facet: FacetName; value: string }
  | { kind: "numeric"; attribute: NumericAttribute; op: NumericOperator; value: number }
  | { kind: "range"; attribute: NumericAttribute; from: number; to: number };

/** Searchable attributes, by the tsvector weight each is indexed with (index-sql.ts). */
export type SearchableAttribute = "title" | "tags" | "author" | "excerpt" | "body";
export const searchableWeights: Record<SearchableAttribute, "A" | "B" | "C" | "D"> = {
  title: "A",
  tags: "B",
  author: "B",
  excerpt: "C",
  body: "D",
};

/** The tsquery weight labels of restrictSearchableAttributes ("" = every attribute). */
export function restrictedWeights(request: Pick<SearchRequest, "restrictSearchableAttributes">): string {
  const attributes = request.restrictSearchableAttributes;
  if (!attributes || attributes.length === 0) return "";
  return [...new Set(attributes.map((attribute) => searchableWeights[attribute]))].sort().join("");
}

/** Algolia's typoTolerance: true, false (no corrections), "min" (only the fewest typos found), "strict" (as true here: one level). */
export type TypoTolerance = true | false | "min" | "strict";

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
  /** `filters` and `numericFilters`, ANDed with `filters` above. */
  filter?: FilterNode | null;
  typoTolerance?: TypoTolerance;
  /** Match only in these attributes (Algolia's restrictSearchableAttributes); absent: all. */
  restrictSearchableAttributes?: SearchableAttribute[];
  /** Algolia's advancedSyntax (with advancedSyntaxFeatures): quoted phrases and `-word` exclusions; absent or null: off. */
  advancedSyntax?: AdvancedSyntax | null;
};

export type MatchLevel = "none" | "partial" | "full";

/**
 * One highlighted attribute: `value` is the stored text with only the highlight tags added, as
 * Algolia returns it (not HTML-escaped: InstantSearch escapes it, with escapeHTML on).
 */
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
  highlight: {
    title: HighlightedValue;
    excerpt: HighlightedValue;
    tags: HighlightedValue[];
    author: HighlightedValue;
    authorName: HighlightedValue;
  };
  snippet: Partial<Record<"body" | "excerpt" | "title", HighlightedValue>>;
  /** false when only typo corrections matched (Algolia's nbTypos > 0). */
  exact: boolean;
};

export type SearchResult = {
  hits: SearchHit[];
  nbHits: number;
  /** false when matching stopped at the candidate cap: nbHits and facets are then lower bounds. */
  exhaustive: boolean;
  facets: Partial<Record<FacetName, Record<string, number>>>;
  processingTimeMS: number;
};
