import "server-only";
import { open, readFile, stat } from "node:fs/promises";
import { AppError } from "@/server/errors";
import { formatBytes, openZipArchive } from "./archive/open-zip-archive";
import { parseImportArchive } from "./parse-import-archive";
import { parseImportText } from "./parse-import-text";
import type { ParsedImport } from "./types";

/** The largest import file accepted (a zip's contents are limited separately, as they are read). */
export const maxImportBytes = 1024 ** 3;
/** A file that is not a zip is read whole into memory: JSON, XML and CSV exports stay well under this. */
const maxTextBytes = 200 * 1024 ** 2;

/**
 * What an uploaded export holds, read from the file on disk — the same for the dry run and the
 * run, so the report says what the run will do. Throws AppError with a sentence for the editor
 * when the file as a whole cannot be read; problems with single items are in `warnings`.
 */
export async function readImportFile(path: string): Promise<ParsedImport> {
  const { size } = await stat(path);
  if (size > maxImportBytes)
    throw new AppError("payload_too_large", `The file is ${formatBytes(size)}; at most ${formatBytes(maxImportBytes)} is imported.`);
  if (size === 0) throw new AppError("bad_request", "The file is empty.");
  if (await isZip(path)) {
    const archive = await openZipArchive(path);
    try {
      return await parseImportArchive(archive);
    } finally {
      archive.close();
    }
  }
  if (size > maxTextBytes)
    throw new AppError(
      "payload_too_large",
      `A ${formatBytes(size)} text file is too large; zip it, or split it under ${formatBytes(maxTextBytes)}.`,
    );
  const bytes = await readFile(path);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new AppError("unsupported_media_type", "The file is not UTF-8 text, a zip, or an export we can read.");
  }
  return parseImportText(text);
}

export async function isZip(path: string): Promise<boolean> {
  const handle = await open(path, "r");
  try {
    const { buffer } = await handle.read(Buffer.alloc(4), 0, 4, 0);
    return buffer[0] === 0x50 && buffer[1] === 0x4b && (buffer[2] === 0x03 || buffer[2] === 0x05);
  } finally {
    await handle.close();
  }
}
