import "server-only";
import { getUploadStorage } from "./get-upload-storage";
import { uploadKeyFromPath } from "./upload-key";
import type { StoredUpload } from "./upload-storage";

/**
 * The stored file for a /uploads/… path, or null — never a file outside the uploads. Throws
 * AppError("unavailable") when the store cannot be reached (a 503, not "not found").
 */
export async function readUpload(segments: string[]): Promise<StoredUpload | null> {
  const key = uploadKeyFromPath(segments);
  return key ? getUploadStorage().get(key) : null;
}
