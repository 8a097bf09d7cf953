import "server-only";
import { getUploadStorage } from "./get-upload-storage";

export type FileToStore = { key: string; body: Buffer; contentType: string };

/** Every file or none: when the store fails part-way, the files already written are removed again. */
export async function storeAllOrNone(files: FileToStore[]): Promise<void> {
  const storage = getUploadStorage();
  const written: string[] = [];
  try {
    for (const file of files) {
      await storage.put(file.key, file.body, file.contentType);
      written.push(file.key);
    }
  } catch (error) {
    // Best effort: an unreachable store may keep an orphan, which nothing points to.
    await Promise.allSettled(written.map((key) => storage.remove(key)));
    throw error;
  }
}
