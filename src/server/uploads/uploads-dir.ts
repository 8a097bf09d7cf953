import "server-only";
import path from "node:path";
import { getEnv } from "@/server/env";

/** Uploaded files live under DATA_DIR/uploads and are served at /uploads/… */
export function uploadsDir(): string {
  return path.resolve(getEnv().DATA_DIR, "uploads");
}

/** Phone and camera photos as they come (a 48-megapixel JPEG is 10–20 MB); stored resized. */
export const maxUploadMegabytes = 25;
export const maxUploadBytes = maxUploadMegabytes * 1024 * 1024;
/** Decoded size bound (a pixel bomb is small on disk): 100 megapixels, larger than any phone camera. */
export const maxUploadPixels = 100_000_000;
