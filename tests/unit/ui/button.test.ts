import { describe, expect, it } from "vitest";
import { Button } from "@/components/ui/button";
import { buttonClasses } from "@/components/ui/button-variants";
import { attributesOf, render } from "./render";

describe("Button", () => {
  it("is a plain button unless it says it submits (a button in a form does not submit by accident)", () => {
    expect(attributesOf(render(Button, { children: "Save" }), "button").type).toBe("button");
    expect(attributesOf(render(Button, { type: "submit", children: "Save" }), "button").type).toBe("submit");
  });

  it("while loading: disabled, busy, a hidden spinner and the loading label in place of the label", () => {
    const html = render(Button, { isLoading: true, loadingLabel: "Saving…", children: "Save" });
    const button = attributesOf(html, "button");
    expect(button).toHaveProperty("disabled");
    expect(button["aria-busy"]).toBe("true");
    expect(html).toContain("Saving…");
    expect(html).not.toContain(">Save<");
    expect(attributesOf(html, "span")["aria-hidden"]).toBe("true");
  });

  it("keeps its label while loading when no loading label is given", () => {
    const html = render(Button, { isLoading: true, children: "Retry" });
    expect(html).toContain("Retry");
  });

  it("not loading: enabled, not busy, no spinner", () => {
    const html = render(Button, { children: "Save" });
    const button = attributesOf(html, "button");
    expect(button).not.toHaveProperty("aria-busy");
    expect(button).not.toHaveProperty("disabled");
    expect(html).not.toContain("animate-spin");
  });

  it("is one <button> that passes a disclosure's attributes through (no wrapper, no Radix)", () => {
    const html = render(Button, { "aria-expanded": true, "aria-controls": "filters", variant: "secondary", children: "Filters" });
    expect(html.match(/<\w+/g)).toEqual(["<button"]);
    const button = attributesOf(html, "button");
    expect(button["aria-expanded"]).toBe("true");
    expect(button["aria-controls"]).toBe("filters");
    expect(button.class).toBe(buttonClasses({ variant: "secondary" }));
  });

  it("each variant and size has classes of its own, in both themes where it has colour", () => {
    const primary = buttonClasses({ variant: "primary" });
    const danger = buttonClasses({ variant: "danger" });
    expect(primary).not.toBe(danger);
    expect(primary).toMatch(/dark:/);
    expect(buttonClasses({ size: "sm" })).toContain("py-1.5");
    expect(buttonClasses({ size: "lg" })).toContain("py-2.5");
    expect(buttonClasses({ className: "self-start" })).toMatch(/ self-start$/);
  });
});
