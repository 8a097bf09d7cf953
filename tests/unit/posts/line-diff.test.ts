import { describe, expect, it } from "vitest";
import { diffLines } from "@/lib/line-diff";

describe("line diffs between two versions of a post", () => {
  it("mark removed and added lines and keep the common ones", () => {
    expect(diffLines("a\nb\nc\nd", "a\nc\nd\ne")).toEqual([
      { kind: "same", text: "a" },
      { kind: "removed", text: "b" },
      { kind: "same", text: "c" },
      { kind: "same", text: "d" },
      { kind: "added", text: "e" },
    ]);
  });
  it("show a changed line as removed then added", () => {
    expect(diffLines("one\ntwo", "one\n2")).toEqual([
      { kind: "same", text: "one" },
      { kind: "removed", text: "two" },
      { kind: "added", text: "2" },
    ]);
  });
  it("fall back to remove-then-add past the size limit", () => {
    expect(diffLines("x\na\nb\ny", "x\nb\na\ny", 2).map((line) => line.kind)).toEqual([
      "same",
      "removed",
      "removed",
      "added",
      "added",
      "same",
    ]);
  });
});
