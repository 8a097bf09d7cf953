import "server-only";
import yauzl from "yauzl";
import { AppError } from "@/server/errors";
import type { ImportWarning } from "../types";

/** Past these an archive is refused, or an entry left out with a line in the report. */
export const zipLimits = {
  maxEntries: 100_000,
  /** A deflated entry may expand this many times; text compresses ~10×, a bomb ~1000×. */
  maxRatio: 200,
  /** Ratios are only judged above this size: tiny entries compress oddly. */
  ratioFloorBytes: 1_000_000,
  /** Everything read from one archive, together. */
  maxTotalBytes: 4 * 1024 ** 3,
};

export type ZipEntryInfo = { name: string; size: number };

export type ZipArchive = {
  /** The entries that are safe to read: no traversal, no absolute path, no bomb ratio, no encryption. */
  entries: ZipEntryInfo[];
  /** One line per entry left out, and why. */
  rejected: ImportWarning[];
  /** The bytes of an entry, refused (AppError) above maxBytes or when the data does not match its header. */
  read(name: string, maxBytes: number): Promise<Uint8Array>;
  close(): void;
};

/**
 * Opens a zip on disk through its central directory (random access: nothing is extracted to
 * disk, and an entry is read only when asked for). Names are decoded and checked here, entry
 * by entry, instead of yauzl's all-or-nothing check, so one bad name is one line in the report.
 * yauzl verifies that each entry inflates to exactly its declared size, so the declared sizes
 * the limits are judged on cannot lie.
 */
export async function openZipArchive(path: string): Promise<ZipArchive> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(path, { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: true });
  } catch {
    throw new AppError("bad_request", "This is not a readable zip archive.");
  }
  if (zip.entryCount > zipLimits.maxEntries) {
    zip.close();
    throw new AppError("bad_request", `The archive has ${zip.entryCount} entries; at most ${zipLimits.maxEntries} are read.`);
  }
  const byName = new Map<string, yauzl.Entry>();
  const rejected: ImportWarning[] = [];
  try {
    for await (const entry of zip.eachEntry()) {
      const name = yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, entry.fileNameRaw, entry.extraFields, false);
      const problem = entryProblem(name, entry);
      if (problem) rejected.push({ item: name.slice(0, 200), message: problem });
      else if (!name.endsWith("/")) byName.set(name, entry);
    }
  } catch {
    zip.close();
    throw new AppError("bad_request", "The archive is damaged: its table of contents could not be read.");
  }
  let totalRead = 0;
  return {
    entries: [...byName].map(([name, entry]) => ({ name, size: entry.uncompressedSize })),
    rejected,
    close: () => zip.close(),
    async read(name, maxBytes) {
      const entry = byName.get(name);
      if (!entry) throw new AppError("not_found", `${name} is not in the archive.`);
      if (entry.uncompressedSize > maxBytes) throw new AppError("payload_too_large", `${name} is larger than ${formatBytes(maxBytes)}.`);
      if (totalRead + entry.uncompressedSize > zipLimits.maxTotalBytes) {
        throw new AppError("payload_too_large", "The archive expands to more than 4 GB; the rest was not read.");
      }
      totalRead += entry.uncompressedSize;
      return readEntry(zip, entry, name);
    },
  };
}

function entryProblem(name: string, entry: yauzl.Entry): string | null {
  const unsafe = yauzl.validateFileName(name) ?? (/(^|\/)\.\.(\/|$)|^[a-zA-Z]:|\\|\0/.test(name) ? "invalid relative path" : null);
  if (unsafe) return `Left out: unsafe path in the archive (${unsafe}).`;
  if (entry.isEncrypted()) return "Left out: the entry is encrypted.";
  if (!entry.canDecodeFileData()) return "Left out: the entry uses a compression method that cannot be read.";
  const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
  if (entry.uncompressedSize > zipLimits.ratioFloorBytes && ratio > zipLimits.maxRatio) {
    return `Left out: the entry expands ${Math.round(ratio)} times (${formatBytes(entry.uncompressedSize)}), as a zip bomb does.`;
  }
  return null;
}

async function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry, name: string): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  try {
    const stream = await zip.openReadStreamPromise(entry);
    for await (const chunk of stream) chunks.push(chunk as Buffer);
  } catch {
    throw new AppError("bad_request", `${name} is damaged in the archive.`);
  }
  return Buffer.concat(chunks);
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
  if (bytes >= 1024 ** 2) return `${Math.round(bytes / 1024 ** 2)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} kB`;
}
