import "server-only";
import { getUploadStorage } from "./get-upload-storage";
import { makeJpegCopy } from "./make-jpeg-copy";
import { uploadKeyFromPath } from "./upload-key";
import type { StoredUpload } from "./upload-storage";

/**
 * The stored file for a /uploads/… path, or null — never a file outside the uploads. A `.jpg`
 * not stored yet is the JPEG copy of the WebP beside it (mails ask for those). Throws
 * AppError("unavailable") when the store cannot be reached (a 503, not "not found").
 */
export async function readUpload(segments: string[]): Promise<StoredUpload | null> {
  const key = uploadKeyFromPath(segments);
  if (!key) return null;
  const storage = getUploadStorage();
  const stored = await storage.get(key);
  return stored ?? (key.endsWith(".jpg") ? makeJpegCopy(storage, key) : null);
}
