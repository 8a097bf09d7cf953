const contentTypes: Record<string, string> = { webp: "image/webp", png: "image/png", jpg: "image/jpeg", jpeg: "image/jpeg" };
// Our own generated names only: folder/uuid-width.ext. Anything else (.., %2f, dotfiles) is not found.
const safeSegment = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[a-z0-9]+)?$/;

/** The storage key for the segments of a /uploads/… path, or null when it cannot be one of ours. */
export function uploadKeyFromPath(segments: string[]): string | null {
  if (segments.length === 0 || segments.length > 4 || !segments.every((segment) => safeSegment.test(segment))) return null;
  const key = segments.join("/");
  return contentTypeForKey(key) ? key : null;
}

/** The Content-Type served for a key, from its extension (the stores keep only what we wrote). */
export function contentTypeForKey(key: string): string | undefined {
  const extension = /\.([a-z0-9]+)$/.exec(key)?.[1];
  return extension ? contentTypes[extension] : undefined;
}

/** The public URL of a stored key. */
export function uploadUrl(key: string): string {
  return `/uploads/${key}`;
}
