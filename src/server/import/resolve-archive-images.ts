import { listMarkdownImages, rewriteImageUrls } from "./convert/rewrite-image-urls";
import type { ParsedImport } from "./types";

/** Prefix of an image that is read from the uploaded archive rather than fetched. */
export const archiveImagePrefix = "archive:";

/**
 * Images the export carries itself: a relative address (Ghost's /content/images/…, a Medium or
 * WordPress relative path) that names an entry of the archive becomes `archive:<entry>`, read
 * from the zip when the import runs. Anything else stays as written (fetched over http(s), or
 * listed as not found when it cannot be).
 */
export function resolveArchiveImages(parsed: ParsedImport, entryNames: readonly string[]): void {
  const bySuffix = new Map<string, string>();
  for (const name of entryNames) {
    if (!/\.(jpe?g|png|webp|gif)$/i.test(name)) continue;
    const parts = name.split("/");
    for (let i = 0; i < parts.length; i++) bySuffix.set(parts.slice(i).join("/"), name);
  }
  if (bySuffix.size === 0) return;
  const resolve = (url: string): string | null => {
    if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith("//")) return null;
    const path = safeDecode(url.split(/[?#]/)[0] ?? "").replace(/^\.?\/+/, "");
    const entry = bySuffix.get(path);
    return entry ? `${archiveImagePrefix}${entry}` : null;
  };
  for (const post of parsed.posts) {
    const replacements = new Map<string, string>();
    for (const image of listMarkdownImages(post.markdown)) {
      const resolved = resolve(image.url);
      if (resolved) replacements.set(image.url, resolved);
    }
    post.markdown = rewriteImageUrls(post.markdown, replacements);
    const cover = post.cover ? resolve(post.cover.url) : null;
    if (post.cover && cover) post.cover = { ...post.cover, url: cover };
  }
}

function safeDecode(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}
