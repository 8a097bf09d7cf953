import { detectImageType } from "./detect-image-type";

/** The formats we take in: the image library reads each of them from a buffer. */
export type ReadableImageType = "jpeg" | "png" | "webp" | "gif" | "avif" | "tiff";

export type UploadImageFormat = { isReadable: true; type: ReadableImageType } | { isReadable: false; message: string };

const convertHint = "Upload a JPEG, PNG, WebP, GIF or AVIF image.";

/**
 * What an uploaded file is, from its first bytes (never its name or Content-Type), and for a
 * format the image library cannot read, how to turn it into one it can. HEIC (iPhone photos)
 * is the one people meet most: the library here reads AVIF but not HEVC-coded HEIF.
 */
export function identifyUploadImage(bytes: Uint8Array): UploadImageFormat {
  const known = detectImageType(bytes);
  if (known) return { isReadable: true, type: known };
  const ascii = (start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
  const starts = (signature: number[], offset = 0) => signature.every((byte, i) => bytes[offset + i] === byte);
  if (ascii(0, 4) === "GIF8") return { isReadable: true, type: "gif" };
  if (starts([0x49, 0x49, 0x2a, 0x00]) || starts([0x4d, 0x4d, 0x00, 0x2a])) return { isReadable: true, type: "tiff" };
  if (ascii(4, 8) === "ftyp") {
    const brands = ascii(8, Math.min(bytes.length, 64));
    if (/avi[fs]/.test(ascii(8, 12))) return { isReadable: true, type: "avif" };
    if (/hei[cxms]|hev[cx]|mif1|msf1/.test(brands)) {
      return {
        isReadable: false,
        message:
          "This is a HEIC photo (the iPhone camera's format), which the server cannot read. Convert it to JPEG: on an iPhone, share it to Files and pick “Save as JPEG”, or set Settings → Camera → Formats → Most Compatible; on a Mac, open it in Preview and choose File → Export → JPEG.",
      };
    }
  }
  const text = ascii(0, Math.min(bytes.length, 256)).trimStart().toLowerCase();
  if (text.startsWith("<svg") || (text.startsWith("<?xml") && text.includes("<svg"))) {
    return {
      isReadable: false,
      message: "SVG drawings are not accepted (they can carry scripts). Export it as PNG from the program that made it.",
    };
  }
  if (ascii(0, 2) === "BM")
    return {
      isReadable: false,
      message: `This is a BMP image, which the server does not take. Save it as PNG (in Paint or Preview: Save as / Export → PNG). ${convertHint}`,
    };
  if (ascii(0, 4) === "8BPS")
    return {
      isReadable: false,
      message: "This is a Photoshop file. Export it as JPEG or PNG (File → Export → Export As) and upload that.",
    };
  if (ascii(0, 5) === "%PDF-")
    return { isReadable: false, message: "This is a PDF, not an image. Export the page as PNG or JPEG and upload that." };
  if (starts([0x00, 0x00, 0x00, 0x0c, 0x4a, 0x58, 0x4c, 0x20]) || starts([0xff, 0x0a])) {
    return {
      isReadable: false,
      message: "This is a JPEG XL image, which the server cannot read yet. Export it as JPEG or PNG from your photo app.",
    };
  }
  return {
    isReadable: false,
    message: `This file is not an image the server can read. ${convertHint} Any photo app can turn other images into JPEG (Export, or Save as → JPEG).`,
  };
}
