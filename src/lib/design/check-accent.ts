import { contrastRatio, hexColourPattern, minimumTextContrast } from "./contrast";
import { themeSurfaces, type Theme } from "./theme-surfaces";

/**
 * Why an accent cannot be used in a theme (a sentence for the field), or null when it reads at
 * 4.5:1 or more on every surface of that theme.
 */
export function describeAccentProblem(hex: string, theme: Theme): string | null {
  if (!hexColourPattern.test(hex)) return "Enter a colour as # and six hex digits, like #065f46.";
  const worst = themeSurfaces[theme]
    .map((surface) => ({ surface, ratio: contrastRatio(hex, surface.hex) }))
    .sort((a, b) => a.ratio - b.ratio)[0]!;
  if (worst.ratio >= minimumTextContrast) return null;
  const direction = theme === "light" ? "darker" : "lighter";
  return `${hex} has ${formatRatio(worst.ratio)} contrast on ${worst.surface.name} (${worst.surface.hex}) in the ${theme} theme; text needs at least 4.5:1. Choose a ${direction} colour.`;
}

/** Rounded down, so a colour just under the line never reads as 4.5:1. */
function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}
