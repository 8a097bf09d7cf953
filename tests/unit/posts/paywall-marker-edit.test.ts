import { describe, expect, it } from "vitest";
import { applyTextChanges, paywallMarkerChanges } from "@/lib/paywall-marker-edit";
import { paywallMarker, splitPreview } from "@/lib/paywall-preview";

const insert = (doc: string, pos: number) => {
  const { changes, cursor } = paywallMarkerChanges(doc, pos);
  const text = applyTextChanges(doc, changes);
  return { text, cursor };
};

describe("the toolbar's paywall marker", () => {
  it("goes after the cursor's paragraph on its own line between blank lines, and splitPreview cuts there", () => {
    const doc = "First paragraph.\n\nSecond paragraph.\n\nThird.";
    const { text, cursor } = insert(doc, 5);
    expect(text).toBe(`First paragraph.\n\n${paywallMarker}\n\nSecond paragraph.\n\nThird.`);
    expect(text.slice(0, cursor).endsWith(paywallMarker)).toBe(true);
    expect(splitPreview(text)).toMatchObject({ preview: "First paragraph.", hasMarker: true });
    expect(splitPreview(text).rest).toContain("Second paragraph.");
  });

  it("at the end of the body, and in an empty body", () => {
    expect(insert("Only text.", 10).text).toBe(`Only text.\n\n${paywallMarker}\n\n`);
    expect(insert("", 0).text).toBe(`${paywallMarker}\n\n`);
  });

  it("moves an existing marker instead of adding a second one", () => {
    const doc = `One.\n\n${paywallMarker}\n\nTwo.\n\nThree.`;
    const { text, cursor } = insert(doc, doc.indexOf("Two") + 1);
    expect(text.split(paywallMarker)).toHaveLength(2);
    expect(text).toBe(`One.\n\nTwo.\n\n${paywallMarker}\n\nThree.`);
    expect(text.slice(0, cursor).endsWith(`Two.\n\n${paywallMarker}`)).toBe(true);
    expect(splitPreview(text).preview).toBe("One.\n\nTwo.");
  });

  it("on a marker line already, leaves it and removes any other", () => {
    const doc = `One.\n\n${paywallMarker}\n\nTwo.\n\n${paywallMarker}\n\nThree.`;
    const { text } = insert(doc, doc.indexOf(paywallMarker) + 2);
    expect(text).toBe(`One.\n\n${paywallMarker}\n\nTwo.\n\nThree.`);
  });
});
