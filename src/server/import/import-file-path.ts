import "server-only";
import path from "node:path";
import { getEnv } from "@/server/env";

/**
 * Uploaded export files are kept under DATA_DIR/imports/<run id>/ until their run is undone,
 * so an interrupted run resumes from the same bytes. (Several nodes: DATA_DIR must be a shared
 * folder for imports, as it is for uploads without S3.)
 */
export function importFilePath(relative: string): string {
  const root = path.resolve(getEnv().DATA_DIR, "imports");
  const full = path.resolve(root, relative);
  if (!full.startsWith(`${root}${path.sep}`)) throw new Error(`import file outside ${root}`);
  return full;
}
