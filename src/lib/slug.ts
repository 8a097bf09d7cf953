/** Lowercase a-z, 0-9 and single hyphens, 1–120 characters: the only slugs we store. */
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slugMaxLength = 120;

/** "Beyond the Growth Mindset — Part 2!" → "beyond-the-growth-mindset-part-2". */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, slugMaxLength)
    .replace(/-+$/g, "");
}

export function isValidSlug(slug: string): boolean {
  return slug.length > 0 && slug.length <= slugMaxLength && slugPattern.test(slug);
}

/**
 * The slug a post gets when `base` is used: `base`, else `base-2`, `base-3`, … — the first one
 * not in `used`, shortened so the suffix still fits in the longest slug.
 */
export function nextFreeSlug(base: string, used: ReadonlySet<string>): string {
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const stem = base.slice(0, slugMaxLength - suffix.length).replace(/-+$/g, "");
    if (!used.has(`${stem}${suffix}`)) return `${stem}${suffix}`;
  }
}
