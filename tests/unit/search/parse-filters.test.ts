import { describe, expect, it } from "vitest";
import { parseFilters, parseNumericFilters } from "@/server/search/parse-filters";
import { ProtocolError } from "@/server/search/protocol-error";

const message = (run: () => unknown) => {
  try {
    run();
    return "no error";
  } catch (error) {
    expect(error).toBeInstanceOf(ProtocolError);
    expect((error as ProtocolError).status).toBe(400);
    return (error as ProtocolError).message;
  }
};

describe("parseFilters (Algolia's filters syntax)", () => {
  it("reads facets, comparisons, ranges, quoted values, NOT > AND > OR and parentheses", () => {
    expect(parseFilters("tags:mindset")).toEqual({ kind: "facet", facet: "tags", value: "mindset" });
    expect(parseFilters('author:"maya-okafor" AND readingMinutes >= 5')).toEqual({
      kind: "and",
      items: [
        { kind: "facet", facet: "author", value: "maya-okafor" },
        { kind: "numeric", attribute: "readingMinutes", op: ">=", value: 5 },
      ],
    });
    expect(parseFilters("publishedAtTimestamp:1700000000 TO 1800000000")).toEqual({
      kind: "range",
      attribute: "publishedAtTimestamp",
      from: 1700000000,
      to: 1800000000,
    });
    expect(parseFilters("tags:a OR tags:b AND NOT author:c")).toEqual({
      kind: "or",
      items: [
        { kind: "facet", facet: "tags", value: "a" },
        {
          kind: "and",
          items: [
            { kind: "facet", facet: "tags", value: "b" },
            { kind: "not", item: { kind: "facet", facet: "author", value: "c" } },
          ],
        },
      ],
    });
    expect(parseFilters("(tags:a OR tags:b) AND readingMinutes!=3")).toMatchObject({ kind: "and", items: [{ kind: "or" }, { op: "!=" }] });
    expect(parseFilters("  ")).toBeNull();
  });

  it("refuses malformed filters with a 400 that names the problem and where", () => {
    expect(message(() => parseFilters("tags:"))).toBe("filters: Unexpected end of filter");
    expect(message(() => parseFilters("tags:a AND"))).toBe("filters: Unexpected end of filter");
    expect(message(() => parseFilters("(tags:a"))).toBe("filters: Missing closing parenthesis");
    expect(message(() => parseFilters("tags:a)"))).toBe("filters: Unexpected token ')' expected end of filter at col 7");
    expect(message(() => parseFilters("readingMinutes > abc"))).toBe("filters: Invalid syntax for numeric value: 'abc' at col 18");
    expect(message(() => parseFilters("price > 3"))).toContain("'price' is not numeric");
    expect(message(() => parseFilters("color:red"))).toContain("Unknown attribute 'color'");
    expect(message(() => parseFilters('tags:"open'))).toBe("filters: Unterminated string starting at col 6");
    expect(message(() => parseFilters("(".repeat(50) + "tags:a" + ")".repeat(50)))).toContain("nest deeper");
  });

  it("reads numericFilters as an AND of ORs", () => {
    expect(parseNumericFilters(["readingMinutes>3", ["readingMinutes<1", "readingMinutes>9"]])).toMatchObject({
      kind: "and",
      items: [{ op: ">" }, { kind: "or" }],
    });
    expect(parseNumericFilters("readingMinutes>3,readingMinutes<9")).toMatchObject({ kind: "and" });
    expect(message(() => parseNumericFilters(["tags:focus"]))).toContain("numericFilters:");
  });
});
