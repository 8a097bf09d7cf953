import { describe, expect, it } from "vitest";
import { describeSearchFailure } from "@/components/search/search-failure";

/** What the algoliasearch client throws for a server's answer: an error with its status and the server's message. */
const apiError = (status: number, message: string) => Object.assign(new Error(message), { status });

describe("describeSearchFailure: what the search page says when a search fails", () => {
  it("says what is wrong with a bad request and offers the fix, never 'not answering'", () => {
    expect(describeSearchFailure(apiError(400, "page: must be at most 10000"))).toEqual({
      message: "That page number is past the end of the results.",
      fix: { kind: "first-page", label: "Go to the first page" },
    });
    expect(describeSearchFailure(apiError(400, "query: must be at most 512 characters"))).toEqual({
      message: "The search is too long: at most 512 characters.",
      fix: { kind: "shorten-query", label: "Search the first 512 characters", length: 512 },
    });
    expect(describeSearchFailure(apiError(400, "query: must not contain control characters (U+0000 found)")).fix).toMatchObject({
      kind: "new-search",
    });
    const other = describeSearchFailure(apiError(400, "filters: unexpected ')' at column 7"));
    expect(other.message).toBe("Search could not read this request: filters: unexpected ')' at column 7");
    expect(other.fix?.label).toBe("Start a new search");
  });

  it("keeps Retry for outages and asks to sign in again for a refused key", () => {
    expect(describeSearchFailure(apiError(503, "Service Unavailable"))).toEqual({ message: "Search is not answering right now." });
    expect(describeSearchFailure(new Error("Unreachable hosts"))).toEqual({ message: "Search is not answering right now." });
    expect(describeSearchFailure(apiError(403, "Invalid Application-ID or API key")).message).toMatch(/sign in again/);
  });
});
