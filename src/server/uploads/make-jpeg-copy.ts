import "server-only";
import sharp from "sharp";
import type { StoredUpload, UploadStorage } from "./upload-storage";
import { maxUploadPixels } from "./uploads-dir";

/**
 * The JPEG copy of a stored WebP image (`x.jpg` beside `x.webp`), for mail clients that show no
 * WebP: made on its first request, flattened on white, stored, then served like any upload.
 * Null when there is no WebP to copy. Two first requests at once both write the same bytes.
 */
export async function makeJpegCopy(storage: UploadStorage, jpegKey: string): Promise<StoredUpload | null> {
  const source = await storage.get(`${jpegKey.slice(0, -".jpg".length)}.webp`);
  if (!source) return null;
  let body: Buffer;
  try {
    body = await sharp(source.body, { limitInputPixels: maxUploadPixels })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch {
    return null;
  }
  await storage.put(jpegKey, body, "image/jpeg");
  return { body, contentType: "image/jpeg" };
}
