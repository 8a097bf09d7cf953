import { describe, expect, it } from "vitest";
import { nextFreeSlug, slugMaxLength } from "@/lib/slug";
import { describeFieldLength, postTitleMaxLength } from "@/lib/post-limits";
import { describeLimitProblem, describeSlugSuffix, readFieldError } from "@/components/admin/editor/field-rules";

describe("nextFreeSlug", () => {
  it("keeps a free slug, and gives a used one -2, then -3, …", () => {
    expect(nextFreeSlug("habits", new Set())).toBe("habits");
    expect(nextFreeSlug("habits", new Set(["habits"]))).toBe("habits-2");
    expect(nextFreeSlug("habits", new Set(["habits", "habits-2"]))).toBe("habits-3");
    expect(nextFreeSlug("habits", new Set(["habits", "habits-2", "habits-3", "habits-5"]))).toBe("habits-4");
    // Another post's longer slug does not count as this one.
    expect(nextFreeSlug("habits", new Set(["habits-of-mind"]))).toBe("habits");
  });

  it("shortens a slug at the longest so the suffix fits, without a trailing hyphen", () => {
    const long = `${"a".repeat(slugMaxLength - 3)}-bb`;
    const free = nextFreeSlug(long, new Set([long]));
    expect(free.length).toBeLessThanOrEqual(slugMaxLength);
    expect(free).toBe(`${"a".repeat(slugMaxLength - 3)}-2`);
  });
});

describe("the title and excerpt limits, as the editor shows them", () => {
  it("counts as one types and says how far over the limit", () => {
    expect(describeFieldLength("Twelve chars", postTitleMaxLength)).toEqual({ length: 12, isOver: false, text: "12 / 200" });
    expect(describeFieldLength("x".repeat(212), postTitleMaxLength)).toMatchObject({ isOver: true, text: "212 / 200: 12 over the limit" });
    expect(describeLimitProblem({ title: "x".repeat(201), excerpt: "" })).toMatch(/title is 201 characters, 200 at most/);
    expect(describeLimitProblem({ title: "Fine", excerpt: "y".repeat(501) })).toMatch(/excerpt is 501 characters, 500 at most/);
    expect(describeLimitProblem({ title: "Fine", excerpt: "" })).toBeNull();
  });

  it("reads a server's field error under either name and explains a suffixed slug", () => {
    expect(readFieldError({ code: "bad_request", message: "m", fields: { "fields.title": "Too long" } }, "title")).toBe("Too long");
    expect(readFieldError({ code: "conflict", message: "Used. “a-2” is free.", fields: { slug: "taken" } }, "slug")).toBe(
      "Used. “a-2” is free.",
    );
    expect(describeSlugSuffix("same-title-2", "Same title")).toMatch(/“same-title”, so this one is at “same-title-2”/);
    expect(describeSlugSuffix("same-title", "Same title")).toBeUndefined();
    expect(describeSlugSuffix("top-10", "Top 10")).toBeUndefined();
  });
});
