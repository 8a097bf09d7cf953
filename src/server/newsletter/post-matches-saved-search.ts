import "server-only";
import type { SavedSearch } from "@/server/db/schema";
import { searchPosts } from "@/server/search/postgres-engine";

/**
 * Does the search page find `post` for this saved search? Asked of the same engine, with the
 * same query and filters, plus the post's own author as one more filter: a post matches the
 * search exactly when it matches it narrowed to its author, and the narrowed list is short, so
 * a new post is on its first page.
 */
export async function postMatchesSavedSearch(
  search: Pick<SavedSearch, "query" | "filters">,
  post: { id: string; authorHandle: string },
): Promise<boolean> {
  const result = await searchPosts({
    query: search.query,
    sort: "newest",
    page: 0,
    hitsPerPage: 50,
    filters: [...search.filters, [{ facet: "author", value: post.authorHandle, negated: false }]],
    facets: [],
    maxValuesPerFacet: 1,
    highlightPreTag: "",
    highlightPostTag: "",
    snippetWords: {},
    snippetEllipsisText: "",
  });
  return result.hits.some((hit) => hit.id === post.id);
}
