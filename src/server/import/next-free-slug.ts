import { isValidSlug, slugify } from "@/lib/slug";

/**
 * The slug an imported post gets: the source's own (made valid), else one from the title; when
 * another post has it, the first free `-2`, `-3`… The dry run and the run both use this, with
 * the slugs taken at the time, so the report names the same renames the run makes.
 */
export function nextFreeSlug(sourceSlug: string, title: string, taken: ReadonlySet<string>): string {
  const base = (isValidSlug(sourceSlug) ? sourceSlug : slugify(sourceSlug)) || slugify(title) || "post";
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, 120 - suffix.length).replace(/-+$/, "")}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
