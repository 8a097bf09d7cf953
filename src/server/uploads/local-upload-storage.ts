import "server-only";
import { randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { AppError } from "@/server/errors";
import { contentTypeForKey } from "./upload-key";
import { uploadStoreUnavailable, type UploadStorage } from "./upload-storage";

const missing = new Set(["ENOENT", "ENOTDIR", "EISDIR"]);

/** Uploads in a folder (DATA_DIR/uploads): the default, and a shared mount (NFS, EFS) for several nodes. */
export function createLocalUploadStorage(root: string): UploadStorage {
  const fileOf = (key: string) => {
    const file = path.resolve(root, key);
    // Keys are checked before they get here; this keeps a mistake from reaching outside the folder.
    if (!file.startsWith(root + path.sep)) throw new AppError("bad_request", "Invalid upload name.");
    return file;
  };
  return {
    description: `folder ${root}`,
    async put(key, body) {
      const file = fileOf(key);
      try {
        await mkdir(path.dirname(file), { recursive: true });
        // Written beside and renamed: a reader never sees half a file, a crash leaves no half file under the name.
        const partial = `${file}.${randomUUID()}.partial`;
        await writeFile(partial, body);
        await rename(partial, file);
      } catch (error) {
        throw storageError("write", error);
      }
    },
    async get(key) {
      const contentType = contentTypeForKey(key);
      if (!contentType) return null;
      try {
        return { body: await readFile(fileOf(key)), contentType };
      } catch (error) {
        if (missing.has((error as NodeJS.ErrnoException).code ?? "")) return null;
        throw storageError("read", error);
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

function storageError(action: "read" | "write", error: unknown): AppError {
  console.error(`[uploads] ${action} failed in the uploads folder:`, (error as NodeJS.ErrnoException).code ?? String(error));
  return uploadStoreUnavailable(action);
}
