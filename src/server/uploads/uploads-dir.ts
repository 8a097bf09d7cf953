import "server-only";
import path from "node:path";
import { getEnv } from "@/server/env";

/** Uploaded files live under DATA_DIR/uploads and are served at /uploads/… */
export function uploadsDir(): string {
  return path.resolve(getEnv().DATA_DIR, "uploads");
}

export const maxUploadBytes = 5 * 1024 * 1024;
