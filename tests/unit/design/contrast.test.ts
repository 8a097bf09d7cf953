import { describe, expect, it } from "vitest";
import { describeAccentProblem } from "@/lib/design/check-accent";
import { contrastRatio, relativeLuminance } from "@/lib/design/contrast";
import { defaultAccents } from "@/lib/design/theme-surfaces";

describe("WCAG relative luminance and contrast", () => {
  it("gives black 0, white 1 and the spec's figures in between", () => {
    expect(relativeLuminance("#000000")).toBe(0);
    expect(relativeLuminance("#ffffff")).toBeCloseTo(1, 10);
    // Channel 0x80 = 128/255 → ((0.502 + 0.055) / 1.055) ^ 2.4 ≈ 0.2159 for grey.
    expect(relativeLuminance("#808080")).toBeCloseTo(0.2159, 4);
    // The low branch (≤ 0.04045 → c / 12.92): 0x0a = 10/255.
    expect(relativeLuminance("#0a0a0a")).toBeCloseTo(10 / 255 / 12.92, 8);
    expect(relativeLuminance("#ff0000")).toBeCloseTo(0.2126, 4);
    expect(relativeLuminance("#00FF00")).toBeCloseTo(0.7152, 4);
  });

  it("is 21:1 for black on white, 1:1 for a colour on itself, whatever the order", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 10);
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 10);
    expect(contrastRatio("#3366cc", "#3366cc")).toBe(1);
    // Known pairs: #767676 on white is the lightest grey that passes AA (4.54:1), #777777 fails (4.48:1).
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
  });

  it("refuses what is not #rrggbb", () => {
    expect(() => relativeLuminance("red")).toThrow();
    expect(() => relativeLuminance("#fff")).toThrow();
  });
});

describe("an accent colour for each theme", () => {
  it("accepts the default accents and ones well within 4.5:1", () => {
    expect(describeAccentProblem(defaultAccents.light, "light")).toBeNull();
    expect(describeAccentProblem(defaultAccents.dark, "dark")).toBeNull();
    expect(describeAccentProblem("#595959", "light")).toBeNull();
    expect(describeAccentProblem("#fdba74", "dark")).toBeNull();
  });

  it("refuses a light accent that is too light on any of its surfaces, naming the ratio, the surface and the fix", () => {
    // 4.54:1 on the white page, but 4.13:1 on the light grey of tag pills.
    expect(describeAccentProblem("#767676", "light")).toBe(
      "#767676 has 4.13:1 contrast on tag pills and cards (light grey) (#f4f4f5) in the light theme; text needs at least 4.5:1. Choose a darker colour.",
    );
    expect(describeAccentProblem("#10b981", "light")).toMatch(/2\.\d\d:1 contrast on tag pills and cards \(light grey\) \(#f4f4f5\)/);
  });

  it("refuses a dark accent that is too dark, and rounds down so 4.49 never shows as 4.5", () => {
    expect(describeAccentProblem("#065f46", "dark")).toMatch(/in the dark theme; .+ Choose a lighter colour\.$/);
    const ratio = contrastRatio("#6b6b6b", "#18181b");
    expect(ratio).toBeLessThan(4.5);
    expect(describeAccentProblem("#6b6b6b", "dark")).toContain(`${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`);
  });

  it("says how to write a colour when it is not one", () => {
    expect(describeAccentProblem("green", "light")).toBe("Enter a colour as # and six hex digits, like #065f46.");
    expect(describeAccentProblem("#06f", "light")).toMatch(/six hex digits/);
  });
});
