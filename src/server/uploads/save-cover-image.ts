import "server-only";
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { AppError } from "@/server/errors";
import { assertRole, type Actor } from "@/server/auth/permissions";
import { checkUploadImage, damagedImageMessage as damaged } from "./check-upload-image";
import { getUploadStorage } from "./get-upload-storage";
import { uploadUrl } from "./upload-key";
import { maxUploadPixels } from "./uploads-dir";

/** Widths written for every cover: cards in lists, and the post page. */
const coverWidths = { card: 640, page: 1600 } as const;

export type SavedCover = { url: string; cardUrl: string; width: number; height: number };

/**
 * Checks the bytes (check-upload-image.ts: type by magic number, size, decodable, not a pixel bomb), re-encodes
 * them to WebP at each width — decoded once, turned upright, with no metadata written (no
 * location, camera or anything hidden in the original: sharp writes none unless asked) — and
 * stores them under a generated name. The returned url is the page-size image; the card
 * size sits beside it (see coverImageVariant).
 */
export async function saveCoverImage(options: { actor: Actor; bytes: Uint8Array }): Promise<SavedCover> {
  assertRole(options.actor, "editor");
  const { bytes } = options;
  const metadata = await checkUploadImage(bytes);
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
    width: metadata.width,
    height: metadata.height,
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
