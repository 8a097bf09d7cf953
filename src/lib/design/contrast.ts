/** A colour as the settings store it: `#` and six hex digits. */
export const hexColourPattern = /^#[0-9a-f]{6}$/i;

/** WCAG 2.2 relative luminance of an sRGB colour given as `#rrggbb`. */
export function relativeLuminance(hex: string): number {
  if (!hexColourPattern.test(hex)) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const [red, green, blue] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** WCAG contrast ratio of two colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** Normal-size text (WCAG 1.4.3, level AA). */
export const minimumTextContrast = 4.5;
