import "server-only";
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { AppError } from "@/server/errors";
import { assertRole, type Actor } from "@/server/auth/permissions";
import { getUploadStorage } from "./get-upload-storage";
import { identifyUploadImage } from "./identify-upload-image";
import { uploadUrl } from "./upload-key";
import { maxUploadBytes, maxUploadMegabytes, maxUploadPixels } from "./uploads-dir";

/** Widths written for every cover: cards in lists, and the post page. */
const coverWidths = { card: 640, page: 1600 } as const;

export type SavedCover = { url: string; cardUrl: string; width: number; height: number };

const damaged = "This image could not be read; it may be damaged. Open it in a photo app and export it again as JPEG or PNG.";

/**
 * Checks the bytes (type by magic number, size, decodable, not a pixel bomb), re-encodes
 * them to WebP at each width — decoded once, turned upright, with no metadata written (no
 * location, camera or anything hidden in the original: sharp writes none unless asked) — and
 * stores them under a generated name. The returned url is the page-size image; the card
 * size sits beside it (see coverImageVariant).
 */
export async function saveCoverImage(options: { actor: Actor; bytes: Uint8Array }): Promise<SavedCover> {
  assertRole(options.actor, "editor");
  const { bytes } = options;
  if (bytes.byteLength > maxUploadBytes) throw new AppError("payload_too_large", `The image is larger than ${maxUploadMegabytes} MB.`);
  if (bytes.byteLength === 0) throw new AppError("bad_request", "The file is empty.");
  const format = identifyUploadImage(bytes);
  if (!format.isReadable) throw new AppError("unsupported_media_type", format.message);

  let metadata: Awaited<ReturnType<ReturnType<typeof sharp>["metadata"]>>;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError("bad_request", damaged);
  }
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  if (pixels > maxUploadPixels) {
    const megapixels = Math.round(pixels / 1e6);
    throw new AppError(
      "bad_request",
      `The image is ${megapixels} megapixels, over ${maxUploadPixels / 1e6}. Resize it in a photo app and upload it again.`,
    );
  }
  const id = randomUUID();
  const files: { key: string; body: Buffer }[] = [];
  try {
    // One decode for both sizes (clone shares the input); the first frame of an animation.
    const upright = sharp(bytes, { limitInputPixels: maxUploadPixels, animated: false }).rotate();
    for (const width of Object.values(coverWidths)) {
      const body = await upright.clone().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
      files.push({ key: `covers/${id}-${width}.webp`, body });
    }
  } catch {
    throw new AppError("bad_request", damaged);
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
