import "server-only";
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { memberPicturePrefix } from "@/lib/member-picture";
import { AppError } from "@/server/errors";
import { checkUploadImage, damagedImageMessage } from "./check-upload-image";
import { getUploadStorage } from "./get-upload-storage";
import { uploadUrl } from "./upload-key";
import { maxUploadPixels } from "./uploads-dir";

/** Square side in pixels: twice the largest size it is shown at (the author page's 64 px circle). */
export const avatarSize = 256;

/**
 * A member's picture: checked as every upload is (check-upload-image.ts), turned upright,
 * cropped to a centred square of `avatarSize` and re-encoded to WebP with no metadata written
 * (no location or camera: sharp writes none unless asked), under a generated name. Returns its URL.
 */
export async function saveAvatarImage(bytes: Uint8Array): Promise<string> {
  await checkUploadImage(bytes);
  let body: Buffer;
  try {
    body = await sharp(bytes, { limitInputPixels: maxUploadPixels, animated: false })
      .rotate()
      .resize({ width: avatarSize, height: avatarSize, fit: "cover", position: "centre" })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError("bad_request", damagedImageMessage);
  }
  const key = `avatars/${randomUUID()}-${avatarSize}.webp`;
  await getUploadStorage().put(key, body, "image/webp");
  return uploadUrl(key);
}

/** Best effort after the account points elsewhere: an unreachable store keeps an orphan nobody links to. */
export async function removeAvatarImage(url: string | null): Promise<void> {
  const key = url?.startsWith(memberPicturePrefix) ? url.slice("/uploads/".length) : null;
  if (!key) return;
  await getUploadStorage()
    .remove(key)
    .catch(() => undefined);
}
