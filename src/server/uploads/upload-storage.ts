import { AppError } from "@/server/errors";

/** What an upload store holds for one key: the bytes and their type. */
export type StoredUpload = { body: Uint8Array; contentType: string };

/**
 * Where uploaded files live: the local folder (one machine, or a shared mount) or S3-compatible
 * object storage (several nodes). Keys are our own generated paths (`covers/<uuid>-640.webp`).
 * Both implementations throw AppError("unavailable") when the store cannot be reached, so an
 * upload reports it to the editor and a read answers 503, never 500.
 */
export type UploadStorage = {
  /** For the start log: where uploads go. */
  readonly description: string;
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** null when there is no such key. */
  get(key: string): Promise<StoredUpload | null>;
  /** Removes a key; no error when it is already gone. */
  remove(key: string): Promise<void>;
};

/** What the editor (write) or a reader (read) is told when the store cannot be reached: a 503. */
export function uploadStoreUnavailable(action: "read" | "write"): AppError {
  return new AppError(
    "unavailable",
    action === "write"
      ? "The image store is unavailable; the image was not saved. Try again in a moment."
      : "The image store is unavailable. Try again in a moment.",
  );
}
