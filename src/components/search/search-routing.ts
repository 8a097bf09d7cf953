import { history } from "instantsearch.js/es/lib/routers";
import type { UiState } from "instantsearch.js";

/**
 * The search state in the URL, readable and shareable: /search?q=habit&tag=focus&author=ada&sort=relevance&page=2
 * (page is 1-based in the URL, as people count).
 */
export type SearchRoute = { q?: string; tag?: string[]; author?: string[]; sort?: "relevance"; page?: number };

import { primaryIndexName, relevanceIndexName } from "@/lib/search-indices";

export const mainIndex = primaryIndexName;
export const relevanceIndex = relevanceIndexName;

export function routeToSearchParams(route: SearchRoute): URLSearchParams {
  const params = new URLSearchParams();
  if (route.q) params.set("q", route.q);
  for (const tag of route.tag ?? []) params.append("tag", tag);
  for (const author of route.author ?? []) params.append("author", author);
  if (route.sort) params.set("sort", route.sort);
  if (route.page && route.page > 1) params.set("page", String(route.page));
  return params;
}

export function searchParamsToRoute(params: URLSearchParams): SearchRoute {
  const page = Number.parseInt(params.get("page") ?? "", 10);
  return {
    q: params.get("q") ?? undefined,
    tag: params.getAll("tag"),
    author: params.getAll("author"),
    sort: params.get("sort") === "relevance" ? "relevance" : undefined,
    page: Number.isFinite(page) && page > 1 ? page : undefined,
  };
}

export const searchRouting = {
  router: history<SearchRoute>({
    cleanUrlOnDispose: false,
    // Absolute, as the router compares it with location.href before writing: a relative URL
    // never equals it, so a state change that left the URL as it was still pushed a duplicate
    // history entry 400 ms later — and one landing just after a click on a result could put
    // the search's URL over the post being opened.
    createURL: ({ routeState, location }) => {
      const query = routeToSearchParams(routeState).toString();
      return `${location.origin}${location.pathname}${query ? `?${query}` : ""}`;
    },
    parseURL: ({ location }) => searchParamsToRoute(new URLSearchParams(location.search)),
  }),
  stateMapping: {
    stateToRoute(uiState: UiState): SearchRoute {
      const state = uiState[mainIndex] ?? {};
      return {
        q: state.query || undefined,
        tag: state.refinementList?.tags,
        author: state.refinementList?.author,
        sort: state.sortBy === relevanceIndex ? "relevance" : undefined,
        page: state.page,
      };
    },
    routeToState(route: SearchRoute): UiState {
      return {
        [mainIndex]: {
          query: route.q,
          refinementList: { tags: route.tag ?? [], author: route.author ?? [] },
          sortBy: route.sort === "relevance" ? relevanceIndex : undefined,
          page: route.page,
        },
      };
    },
  },
};
