import { uploadKeyFromPath } from "@/server/uploads/upload-key";

/** Our own uploaded files a post refers to (`/uploads/<key>` in its body or as its cover), by URL → storage key. */
export function listUploadReferences(bodyMarkdown: string, coverUrl: string | null): Map<string, string> {
  const found = new Map<string, string>();
  const candidates = [...bodyMarkdown.matchAll(/\/uploads\/[A-Za-z0-9_./-]+/g)].map((match) => match[0]);
  if (coverUrl) candidates.push(coverUrl);
  for (const url of candidates) {
    const path = url.replace(/^https?:\/\/[^/]+/, "");
    if (!path.startsWith("/uploads/")) continue;
    const key = uploadKeyFromPath(path.slice("/uploads/".length).split("/"));
    if (key) found.set(url, key);
  }
  return found;
}
