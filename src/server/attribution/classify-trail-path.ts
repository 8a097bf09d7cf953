import type { AttributionPageKind } from "@/server/db/schema";

export type TrailPage = { kind: AttributionPageKind; key: string | null; path: string };

const patterns: [AttributionPageKind, RegExp][] = [
  ["post", /^\/posts\/([^/?#]+)\/?$/],
  ["tag", /^\/tags\/([^/?#]+)(?:\/page\/\d+)?\/?$/],
  ["author", /^\/authors\/([^/?#]+)(?:\/page\/\d+)?\/?$/],
];

/**
 * Which public page a path is (a post, a tag, an author, the home page and its later pages) and
 * its key (slug or handle), from the path alone; null for any other page. The query and hash are
 * not part of the page (a gift token or UTM tags are not kept as its path).
 */
export function classifyTrailPath(raw: string): TrailPage | null {
  const path = raw.split(/[?#]/, 1)[0] ?? "";
  if (path === "/" || /^\/page\/\d+\/?$/.test(path)) return { kind: "home", key: null, path };
  for (const [kind, pattern] of patterns) {
    const match = pattern.exec(path);
    if (!match?.[1]) continue;
    let key: string;
    try {
      key = decodeURIComponent(match[1]);
    } catch {
      return null;
    }
    if (key.length === 0 || key.length > 200) return null;
    return { kind, key, path };
  }
  return null;
}
