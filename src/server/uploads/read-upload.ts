import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { uploadsDir } from "./uploads-dir";

const contentTypes: Record<string, string> = { ".webp": "image/webp", ".png": "image/png", ".jpg": "image/jpeg", ".jpeg": "image/jpeg" };
// Our own generated names only: folder/uuid-width.ext. Anything else (.., %2f, dotfiles) is not found.
const safeSegment = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[a-z0-9]+)?$/;

/** The stored file for a /uploads/… path, or null — never a file outside the uploads folder. */
export async function readUpload(segments: string[]): Promise<{ body: Buffer; contentType: string } | null> {
  if (segments.length === 0 || segments.length > 4 || !segments.every((segment) => safeSegment.test(segment))) return null;
  const root = uploadsDir();
  const file = path.resolve(root, ...segments);
  if (!file.startsWith(root + path.sep)) return null;
  const contentType = contentTypes[path.extname(file).toLowerCase()];
  if (!contentType) return null;
  try {
    return { body: await readFile(file), contentType };
  } catch {
    return null;
  }
}
