import "server-only";
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { AppError } from "@/server/errors";
import { assertRole, type Actor } from "@/server/auth/permissions";
import { detectImageType } from "./detect-image-type";
import { getUploadStorage } from "./get-upload-storage";
import { uploadUrl } from "./upload-key";
import { maxUploadBytes } from "./uploads-dir";

/** Widths written for every cover: cards in lists, and the post page. */
const coverWidths = { card: 640, page: 1600 } as const;

export type SavedCover = { url: string; cardUrl: string; width: number; height: number };

/**
 * Checks the bytes (type by magic number, size, decodable, not a pixel bomb), re-encodes
 * them to WebP at each width — dropping metadata and anything hidden in the original — and
 * stores them under a generated name. The returned url is the page-size image; the card
 * size sits beside it (see coverImageVariant).
 */
export async function saveCoverImage(options: { actor: Actor; bytes: Uint8Array }): Promise<SavedCover> {
  assertRole(options.actor, "editor");
  const { bytes } = options;
  if (bytes.byteLength > maxUploadBytes) throw new AppError("payload_too_large", "The image is larger than 5 MB.");
  if (bytes.byteLength === 0) throw new AppError("bad_request", "The file is empty.");
  if (!detectImageType(bytes)) throw new AppError("unsupported_media_type", "Upload a JPEG, PNG or WebP image.");

  let metadata: Awaited<ReturnType<ReturnType<typeof sharp>["metadata"]>>;
  try {
    metadata = await sharp(bytes, { limitInputPixels: 50_000_000 }).metadata();
  } catch {
    throw new AppError("bad_request", "This image could not be read; it may be damaged.");
  }
  const id = randomUUID();
  const files: { key: string; body: Buffer }[] = [];
  try {
    for (const width of Object.values(coverWidths)) {
      const body = await sharp(bytes, { limitInputPixels: 50_000_000 })
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
      files.push({ key: `covers/${id}-${width}.webp`, body });
    }
  } catch {
    throw new AppError("bad_request", "This image could not be read; it may be damaged.");
  }
  await storeAllOrNone(files);
  return {
    url: uploadUrl(`covers/${id}-${coverWidths.page}.webp`),
    cardUrl: uploadUrl(`covers/${id}-${coverWidths.card}.webp`),
    width: metadata.width ?? 0,
    height: metadata.height ?? 0,
  };
}

/** Both sizes or neither: when the store fails part-way, the sizes already written are removed again. */
async function storeAllOrNone(files: { key: string; body: Buffer }[]): Promise<void> {
  const storage = getUploadStorage();
  const written: string[] = [];
  try {
    for (const file of files) {
      await storage.put(file.key, file.body, "image/webp");
      written.push(file.key);
    }
  } catch (error) {
    // Best effort: an unreachable store may keep an orphan, which no post points to.
    await Promise.allSettled(written.map((key) => storage.remove(key)));
    throw error;
  }
}
