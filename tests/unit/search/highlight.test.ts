import { describe, expect, it } from "vitest";
import { highlightText } from "@/server/search/highlight/highlight-text";
import { markdownToReaderText } from "@/lib/reader-text";
import { snippetText } from "@/server/search/highlight/snippet-text";
import { tokenizeQuery } from "@/server/search/tokenize-query";
import { parseSearchRequest, ProtocolError } from "@/server/search/protocol";

describe("tokenizeQuery", () => {
  it("keeps letters and digits only, lowercased; the last word is a prefix unless a space follows", () => {
    expect(tokenizeQuery("Habit' OR 1=1 --")).toEqual({ words: ["habit", "or", "1", "1"], lastIsPrefix: true });
    expect(tokenizeQuery("deep work ")).toEqual({ words: ["deep", "work"], lastIsPrefix: false });
    expect(tokenizeQuery(":* & | ! \u0000 % \\")).toEqual({ words: [], lastIsPrefix: false });
    expect(tokenizeQuery("Ärger über")).toEqual({ words: ["ärger", "über"], lastIsPrefix: true });
  });
  it("with advancedSyntax, reads quoted phrases and -word exclusions; the word being typed stays a prefix", () => {
    const both = { exactPhrase: true, excludeWords: true };
    expect(tokenizeQuery('Sparkly "State of Mind" -blue hab', both)).toEqual({
      words: ["sparkly", "hab"],
      lastIsPrefix: true,
      phrases: ["state of mind"],
      excluded: ["blue"],
    });
    // A word before a phrase or an exclusion is whole; a hyphen inside a word or quotes excludes nothing.
    expect(tokenizeQuery('habit "small loop"', both)).toMatchObject({ words: ["habit"], lastIsPrefix: false });
    expect(tokenizeQuery("self-discipline", both)).toEqual({
      words: ["self", "discipline"],
      lastIsPrefix: true,
      phrases: [],
      excluded: [],
    });
    expect(tokenizeQuery('"-small habit" -well-being', both)).toMatchObject({ phrases: ["small habit"], excluded: ["well being"] });
    // A quote left open is ignored while it is typed.
    expect(tokenizeQuery('"small hab', both)).toEqual({ words: ["small", "hab"], lastIsPrefix: true, phrases: [], excluded: [] });
    // Only the features on: a minus without excludeWords is a separator.
    expect(tokenizeQuery('"a b" -c', { exactPhrase: true, excludeWords: false })).toMatchObject({ words: ["c"], phrases: ["a b"] });
  });
});

describe("highlightText", () => {
  const terms = [
    { word: "habits", roots: ["habit"], prefix: false },
    { word: "disc", roots: ["disc"], prefix: true },
  ];
  it("adds only the tags to the stored text, as Algolia does (the client escapes it), and marks only the typed prefix", () => {
    const result = highlightText("<b>Habits</b> & discipline", terms, "<em>", "</em>");
    expect(result.value).toBe("<b><em>Habits</em></b> & <em>disc</em>ipline");
    expect(result.matchLevel).toBe("full");
    expect(result.matchedWords).toEqual(["habits", "disc"]);
    expect(result.fullyHighlighted).toBe(false);
  });
  it("is fully highlighted only when every word is highlighted whole", () => {
    const prefix = [{ word: "habi", roots: ["habi", "habit"], prefix: true }];
    expect(highlightText("Habit", prefix, "<em>", "</em>")).toMatchObject({
      value: "<em>Habi</em>t",
      matchLevel: "full",
      fullyHighlighted: false,
    });
    const whole = [{ word: "habit", roots: ["habit"], prefix: true }];
    expect(highlightText("Habit", whole, "<em>", "</em>")).toMatchObject({ value: "<em>Habit</em>", fullyHighlighted: true });
  });
  it("reports partial and none", () => {
    expect(highlightText("A habit", terms, "<em>", "</em>").matchLevel).toBe("partial");
    expect(highlightText("Nothing here", terms, "<em>", "</em>")).toMatchObject({
      matchLevel: "none",
      matchedWords: [],
      value: "Nothing here",
    });
  });
});

describe("snippetText", () => {
  it("cuts a window around the first match with the ellipsis", () => {
    const text = Array.from({ length: 50 }, (_, i) => (i === 30 ? "habit" : `w${i}`)).join(" ");
    const result = snippetText(text, [{ word: "habit", roots: ["habit"], prefix: false }], 9, "<em>", "</em>", "…");
    expect(result.value).toBe("…w27 w28 w29 <em>habit</em> w31 w32 w33 w34 w35…");
  });
  it("snippets a long body from the text a reader sees, around the match", () => {
    const filler = (from: number) => Array.from({ length: 60 }, (_, i) => `w${from + i}`).join(" ");
    const markdown = [
      filler(0),
      filler(100),
      `## The **habit** loop\n\nSee [the cue](https://example.com/habit-cue) first.`,
      filler(200),
      filler(300),
    ].join("\n\n");
    const terms = [{ word: "habit", roots: ["habit"], prefix: false }];
    const result = snippetText(markdownToReaderText(markdown), terms, 9, "<em>", "</em>", "…");
    expect(result.value).toBe("…w158 w159 The <em>habit</em> loop. See the cue first…");
    expect(result).toMatchObject({ matchLevel: "full", matchedWords: ["habit"], fullyHighlighted: false });
  });
  it("snippets around the first word that starts with a root, not a root inside a word", () => {
    const filler = (from: number) => Array.from({ length: 60 }, (_, i) => `w${from + i}`).join(" ");
    const terms = [{ word: "art", roots: ["art"], prefix: false }];
    // "start", "éart" and "𝐀art" (a letter outside the BMP before it) hold the root but do not start with it.
    const markdown = `${filler(0)} start éart 𝐀art 7art\n\n${filler(100)}\n\n${filler(200)} art class ${filler(300)}`;
    const result = snippetText(markdownToReaderText(markdown), terms, 5, "<em>", "</em>", "…");
    expect(result.value).toBe("…w259 <em>art</em> class w300 w301…");
  });
  it("snippets from the start of a body with no match", () => {
    const result = snippetText(
      markdownToReaderText("# Start here\n\nPlain words follow."),
      [{ word: "zebra", roots: ["zebra"], prefix: false }],
      20,
      "<em>",
      "</em>",
      "…",
    );
    expect(result).toMatchObject({ value: "Start here. Plain words follow.", matchLevel: "none" });
  });
});

describe("parseSearchRequest", () => {
  it("reads v5 flattened params and v4 params strings", () => {
    const v5 = parseSearchRequest("posts_relevance", {
      query: "habit",
      hitsPerPage: 5,
      facetFilters: [["tags:focus", "tags:calm"], "author:-ada"],
      facets: ["*"],
    });
    expect(v5.request).toMatchObject({ query: "habit", sort: "relevance", hitsPerPage: 5, facets: ["tags", "author"] });
    expect(v5.request.filters).toEqual([
      [
        { facet: "tags", value: "focus", negated: false },
        { facet: "tags", value: "calm", negated: false },
      ],
      [{ facet: "author", value: "ada", negated: true }],
    ]);
    const v4 = parseSearchRequest("posts", {
      params: "query=deep%20work&page=2&attributesToSnippet=%5B%22body%3A12%22%5D&analytics=false",
    });
    expect(v4.request).toMatchObject({ query: "deep work", page: 2, sort: "newest", snippetWords: { body: 12 } });
  });
  it("refuses bad input with 4xx", () => {
    const status = (index: string, raw: Record<string, unknown>) => {
      try {
        parseSearchRequest(index, raw);
        return 200;
      } catch (error) {
        return (error as ProtocolError).status;
      }
    };
    expect(status("nope", {})).toBe(404);
    expect(status("posts", { hitsPerPage: 1001 })).toBe(400);
    expect(status("posts", { page: -1 })).toBe(400);
    expect(status("posts", { query: "x".repeat(600) })).toBe(400);
    expect(status("posts", { params: "page=-3" })).toBe(400);
    expect(status("posts", { unknownThing: true, clickAnalytics: true })).toBe(200);
  });
});
