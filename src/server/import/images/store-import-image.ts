import "server-only";
import { createHash } from "node:crypto";
import sharp from "sharp";
import { detectImageType } from "@/server/uploads/detect-image-type";
import { getUploadStorage } from "@/server/uploads/get-upload-storage";
import { uploadUrl } from "@/server/uploads/upload-key";
import { ImageFetchError } from "./fetch-import-image";

const maxPixels = 50_000_000;
const width = 1600;

const isGif = (bytes: Uint8Array) => bytes[0] === 0x47 && bytes[1] === 0x49 && bytes[2] === 0x46 && bytes[3] === 0x38;

/**
 * An imported image, checked and stored as our uploads are: the type from its first bytes
 * (JPEG, PNG, WebP or GIF; SVG and anything else refused), a pixel bound before decoding,
 * re-encoded to WebP at most 1600 px wide with its metadata dropped. The key is the hash of the
 * original bytes, so the same image imported twice (or by a re-run) is stored once.
 */
export async function storeImportImage(bytes: Uint8Array): Promise<string> {
  if (!detectImageType(bytes) && !isGif(bytes)) throw new ImageFetchError("the file is not a JPEG, PNG, WebP or GIF image");
  let body: Buffer;
  try {
    // The header alone says the size (nothing is decoded yet), so the report can say why.
    const { width: w = 0, height: h = 0 } = await sharp(bytes, { limitInputPixels: false }).metadata();
    const image = sharp(bytes, { limitInputPixels: maxPixels, animated: false });
    if (w * h > maxPixels) throw new ImageFetchError(`the image is ${w} × ${h} pixels, over 50 megapixels`);
    body = await image.rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
  } catch (error) {
    if (error instanceof ImageFetchError) throw error;
    throw new ImageFetchError("the image could not be read; it may be damaged or too large");
  }
  const key = `imports/${createHash("sha256").update(bytes).digest("hex").slice(0, 32)}-${width}.webp`;
  await getUploadStorage().put(key, body, "image/webp");
  return uploadUrl(key);
}
