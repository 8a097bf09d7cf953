/**
 * Covers are stored at two widths side by side: `<id>-1600.webp` (post page, the url saved
 * on the post) and `<id>-640.webp` (cards). Any other url is returned unchanged.
 */
export function coverImageVariant(url: string, size: "card" | "page"): string {
  return size === "card" ? url.replace(/-1600\.webp$/, "-640.webp") : url;
}
