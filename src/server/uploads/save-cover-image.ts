import "server-only";
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { AppError } from "@/server/errors";
import { assertRole, type Actor } from "@/server/auth/permissions";
import { checkUploadImage, damagedImageMessage } from "./check-upload-image";
import { storeAllOrNone, type FileToStore } from "./store-all-or-none";
import { uploadUrl } from "./upload-key";
import { maxUploadPixels } from "./uploads-dir";

/** Widths written for every cover: cards in lists, and the post page. */
const coverWidths = { card: 640, page: 1600 } as const;

export type SavedCover = { url: string; cardUrl: string; width: number; height: number };

/**
 * Checks the bytes (checkUploadImage), re-encodes them to WebP at each width — decoded once,
 * turned upright, with no metadata written (no location, camera or anything hidden in the
 * original: sharp writes none unless asked) — and stores them under a generated name. The
 * returned url is the page-size image; the card size sits beside it (see coverImageVariant).
 */
export async function saveCoverImage(options: { actor: Actor; bytes: Uint8Array }): Promise<SavedCover> {
  assertRole(options.actor, "editor");
  const { bytes } = options;
  const { width, height } = await checkUploadImage(bytes);
  const id = randomUUID();
  const files: FileToStore[] = [];
  try {
    // One decode for both sizes (clone shares the input); the first frame of an animation.
    const upright = sharp(bytes, { limitInputPixels: maxUploadPixels, animated: false }).rotate();
    for (const coverWidth of Object.values(coverWidths)) {
      const body = await upright.clone().resize({ width: coverWidth, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
      files.push({ key: `covers/${id}-${coverWidth}.webp`, body, contentType: "image/webp" });
    }
  } catch {
    throw new AppError("bad_request", damagedImageMessage);
  }
  await storeAllOrNone(files);
  return {
    url: uploadUrl(`covers/${id}-${coverWidths.page}.webp`),
    cardUrl: uploadUrl(`covers/${id}-${coverWidths.card}.webp`),
    width,
    height,
  };
}
