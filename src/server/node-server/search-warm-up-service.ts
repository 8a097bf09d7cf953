import "server-only";
import type { BackgroundService } from "./background-services";

/**
 * One search run as the search page asks (words, facets, a body snippet, highlights) once the
 * server is ready, so that the first subscriber after a start does not pay for what a first
 * search loads: the database's text-search dictionaries and statement, the highlighter's code.
 * On a busy machine a cold first search outlasted the Algolia client's read timeout
 * (docs/capacity.md, "Figures behind the code's choices"). It reads nothing personal and writes
 * nothing; a failure is only logged (the search itself answers its own errors).
 */
export const searchWarmUpService: BackgroundService = {
  name: "search warm-up",
  start: () => {
    const done = warmUpSearch().catch((error: unknown) => {
      console.warn(`[server] search warm-up failed: ${error instanceof Error ? error.message : String(error)}`);
    });
    return { stop: () => done };
  },
};

async function warmUpSearch(): Promise<void> {
  const [{ parseSearchRequest }, { searchPosts }] = await Promise.all([
    import("@/server/search/protocol"),
    import("@/server/search/postgres-engine"),
  ]);
  const { request } = parseSearchRequest("posts", {
    query: "habit",
    facets: ["*"],
    attributesToSnippet: ["body:30"],
    attributesToHighlight: ["title", "excerpt"],
    hitsPerPage: 10,
  });
  await searchPosts(request);
}
