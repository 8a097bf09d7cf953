import { z } from "zod";

const pageNumber = z
  .string()
  .regex(/^[1-9][0-9]{0,5}$/)
  .transform(Number);

/**
 * The page of a listing from its path: `[]` → 1, `["page", "N"]` → N (N ≥ 2); null for anything
 * else (the page answers 404). A path, not `?page=`, so each page of a listing is cached on its own.
 */
export function parsePagePath(segments: string[] | undefined): number | null {
  if (!segments || segments.length === 0) return 1;
  if (segments.length !== 2 || segments[0] !== "page") return null;
  const parsed = pageNumber.safeParse(segments[1]);
  return parsed.success && parsed.data >= 2 ? parsed.data : null;
}

/** The path of page N of a listing at basePath ("/" or "/tags/habits"). */
export function pagePath(basePath: string, page: number): string {
  if (page <= 1) return basePath;
  return `${basePath === "/" ? "" : basePath}/page/${page}`;
}
