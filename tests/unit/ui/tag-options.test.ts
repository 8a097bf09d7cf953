import { describe, expect, it } from "vitest";
import { tagOptions } from "@/components/admin/editor/tag-options";

const existing = ["Practice", "Habits", "Stoicism", "Mindset", "Deep practice"];

describe("tagOptions", () => {
  it("offers nothing for an empty box", () => {
    expect(tagOptions("  ", existing, [])).toEqual([]);
  });

  it("an existing tag's name offers that tag, first, and no Create", () => {
    expect(tagOptions("practice", existing, [])).toEqual([
      { name: "Practice", isNew: false },
      { name: "Deep practice", isNew: false },
    ]);
  });

  it("a name no tag has offers the matches, then Create with the name as typed", () => {
    expect(tagOptions("Prac", existing, [])).toEqual([
      { name: "Practice", isNew: false },
      { name: "Deep practice", isNew: false },
      { name: "Prac", isNew: true },
    ]);
    expect(tagOptions(" Journaling, ", existing, [])).toEqual([{ name: "Journaling", isNew: true }]);
  });

  it("leaves out the tags already chosen, and does not offer to create one", () => {
    expect(tagOptions("practice", existing, ["practice"])).toEqual([{ name: "Deep practice", isNew: false }]);
    expect(tagOptions("Journaling", existing, ["Journaling"])).toEqual([]);
  });
});
