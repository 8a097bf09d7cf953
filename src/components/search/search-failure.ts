/**
 * What the search page shows when a search could not be answered, from the error the
 * algoliasearch client threw (its `status` and the server's `message`): never a raw transport
 * message. A 400 is the request's own fault, so it says what is wrong and offers the fix
 * instead of Retry, which would only ask the same again.
 */
export type SearchFix =
  /** Back to page 1 of the same search. */
  | { kind: "first-page"; label: string }
  /** The same search, its query cut to `length` characters. */
  | { kind: "shorten-query"; label: string; length: number }
  /** An empty search box and no filters. */
  | { kind: "new-search"; label: string };

export type SearchFailure = { message: string; fix?: SearchFix };

/** Past this much, a server message is not shown as it is. */
const maxShownMessage = 200;

export function describeSearchFailure(error: unknown): SearchFailure {
  const { status, message } = (error ?? {}) as { status?: number; message?: unknown };
  if (status === 403) return { message: "Your search access could not be confirmed. Reload the page, or sign in again." };
  if (status !== 400) return { message: "Search is not answering right now." };
  const said = typeof message === "string" ? message.slice(0, maxShownMessage) : "";
  const pageLimit = /^page: must be at most (\d+)/.exec(said);
  if (pageLimit) {
    return {
      message: "That page number is past the end of the results.",
      fix: { kind: "first-page", label: "Go to the first page" },
    };
  }
  const queryLimit = /^query: must be at most (\d+) characters/.exec(said);
  if (queryLimit) {
    const length = Number(queryLimit[1]);
    return {
      message: `The search is too long: at most ${length} characters.`,
      fix: { kind: "shorten-query", label: `Search the first ${length} characters`, length },
    };
  }
  if (/control characters/.test(said)) {
    return {
      message: "The search holds a character that cannot be searched (a control character).",
      fix: { kind: "new-search", label: "Start a new search" },
    };
  }
  return {
    message: said ? `Search could not read this request: ${said}` : "Search could not read this request.",
    fix: { kind: "new-search", label: "Start a new search" },
  };
}
