import "server-only";
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { AppError } from "@/server/errors";
import { logoBox, siteIconSizes, type SiteImageKind } from "@/lib/design/site-images";
import { checkUploadImage, damagedImageMessage } from "./check-upload-image";
import { storeAllOrNone, type FileToStore } from "./store-all-or-none";
import { uploadUrl } from "./upload-key";
import { maxUploadPixels } from "./uploads-dir";

/**
 * Stores an owner's logo or icon, resized, as PNG (every mail client and feed reader shows
 * PNG), with no metadata: a logo fitted inside 640×160 (its size in its name, for the page's
 * width and height), an icon cropped square at each icon size. Returns the URL to keep.
 */
export async function saveSiteImage(kind: SiteImageKind, bytes: Uint8Array): Promise<string> {
  await checkUploadImage(bytes);
  const id = randomUUID();
  const files: FileToStore[] = [];
  let url: string;
  try {
    const upright = sharp(bytes, { limitInputPixels: maxUploadPixels, animated: false }).rotate();
    if (kind === "logo") {
      const { data, info } = await upright
        .resize({ ...logoBox, fit: "inside", withoutEnlargement: true })
        .png()
        .toBuffer({ resolveWithObject: true });
      const key = `logos/${id}-${info.width}x${info.height}.png`;
      files.push({ key, body: data, contentType: "image/png" });
      url = uploadUrl(key);
    } else {
      for (const size of siteIconSizes) {
        const body = await upright.clone().resize({ width: size, height: size, fit: "cover" }).png().toBuffer();
        files.push({ key: `icons/${id}-${size}.png`, body, contentType: "image/png" });
      }
      url = uploadUrl(`icons/${id}-512.png`);
    }
  } catch {
    throw new AppError("bad_request", damagedImageMessage);
  }
  await storeAllOrNone(files);
  return url;
}
