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
