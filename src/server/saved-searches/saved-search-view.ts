import type { SavedSearch } from "@/server/db/schema";
import type { SavedSearchInput } from "@/lib/saved-search-input";

export type SavedSearchView = SavedSearchInput & { id: string; createdAt: Date };

/** The engine's filters: any of the tags, and any of the authors (as the search page's refinement lists). */
export function toFilters(input: SavedSearchInput): SavedSearch["filters"] {
  const groups: SavedSearch["filters"] = [];
  if (input.tags.length > 0) groups.push(input.tags.map((value) => ({ facet: "tags" as const, value, negated: false })));
  if (input.authors.length > 0) groups.push(input.authors.map((value) => ({ facet: "author" as const, value, negated: false })));
  return groups;
}

export function toSavedSearchView(row: SavedSearch): SavedSearchView {
  const values = (facet: "tags" | "author") =>
    row.filters
      .flat()
      .filter((filter) => filter.facet === facet)
      .map((filter) => filter.value);
  return {
    id: row.id,
    name: row.name,
    query: row.query,
    tags: values("tags"),
    authors: values("author"),
    frequency: row.frequency,
    createdAt: row.createdAt,
  };
}
