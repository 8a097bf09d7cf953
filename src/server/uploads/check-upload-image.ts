import "server-only";
import sharp from "sharp";
import { AppError } from "@/server/errors";
import { identifyUploadImage } from "./identify-upload-image";
import { maxUploadBytes, maxUploadMegabytes, maxUploadPixels } from "./uploads-dir";

export type CheckedUploadImage = { width: number; height: number };

export const damagedImageMessage =
  "This image could not be read; it may be damaged. Open it in a photo app and export it again as JPEG or PNG.";

/**
 * What every uploaded image passes before it is re-encoded: within the size limit, not empty, a
 * format the image library reads (by magic number, never the name or Content-Type), decodable,
 * and not a pixel bomb. Returns its dimensions.
 */
export async function checkUploadImage(bytes: Uint8Array): Promise<CheckedUploadImage> {
  if (bytes.byteLength > maxUploadBytes) throw new AppError("payload_too_large", `The image is larger than ${maxUploadMegabytes} MB.`);
  if (bytes.byteLength === 0) throw new AppError("bad_request", "The file is empty.");
  const format = identifyUploadImage(bytes);
  if (!format.isReadable) throw new AppError("unsupported_media_type", format.message);

  let metadata: Awaited<ReturnType<ReturnType<typeof sharp>["metadata"]>>;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError("bad_request", damagedImageMessage);
  }
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  if (pixels > maxUploadPixels) {
    const megapixels = Math.round(pixels / 1e6);
    throw new AppError(
      "bad_request",
      `The image is ${megapixels} megapixels, over ${maxUploadPixels / 1e6}. Resize it in a photo app and upload it again.`,
    );
  }
  return { width: metadata.width ?? 0, height: metadata.height ?? 0 };
}
