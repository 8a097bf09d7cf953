import { mkdtempSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setEnvForTests } from "@/server/env";
import { AppError } from "@/server/errors";
import { saveCoverImage } from "@/server/uploads/save-cover-image";
import { storeImportImage } from "@/server/import/images/store-import-image";
import type { Actor } from "@/server/auth/permissions";

const editor: Actor = { id: "editor-1", role: "editor" };

/** A camera JPEG: make, model and lens, and where it was taken (the GPS IFD, tag 0x8825). */
function cameraJpeg(width: number, height: number, quality = 90) {
  return sharp({ create: { width, height, channels: 3, background: "#a52" } })
    .jpeg({ quality })
    .withExif({
      IFD0: { Make: "Canon", Model: "EOS R5", Artist: "Someone" },
      IFD2: { LensModel: "RF 50mm F1.2" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 51/1 30/1", GPSLongitudeRef: "E", GPSLongitude: "2/1 17/1 40/1" },
    })
    .toBuffer();
}
const gpsPointer = (exif: Buffer) => exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25]));

describe("stored images carry no location or camera metadata", () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), "groundwork-metadata-"));
    setEnvForTests({ DATA_DIR: dataDir });
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const stored = (url: string) => readFile(path.join(dataDir, "uploads", url.replace("/uploads/", "")));

  it("a JPEG with GPS EXIF in, none out: at both cover sizes, and for an imported image", async () => {
    const jpeg = await cameraJpeg(2400, 1600);
    const input = await sharp(jpeg).metadata();
    expect(input.exif && gpsPointer(input.exif)).toBe(true);
    expect(input.exif?.includes("Canon")).toBe(true);

    const saved = await saveCoverImage({ actor: editor, bytes: jpeg });
    const imported = await storeImportImage(jpeg);
    for (const url of [saved.url, saved.cardUrl, imported]) {
      const bytes = await stored(url);
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe("webp");
      expect([meta.exif, meta.xmp, meta.iptc]).toEqual([undefined, undefined, undefined]);
      expect(bytes.includes("Canon")).toBe(false);
      expect(bytes.includes("EOS R5")).toBe(false);
    }
  });

  it("accepts an image up to 25 MB and resizes it; refuses a bigger one with the limit named", async () => {
    // Noise compresses badly: a large, real JPEG of ~20 MB that still decodes quickly enough.
    const noise = Buffer.alloc(2800 * 2000 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const big = await sharp(noise, { raw: { width: 2800, height: 2000, channels: 3 } })
      .jpeg({ quality: 100, chromaSubsampling: "4:4:4" })
      .toBuffer();
    expect(big.byteLength).toBeGreaterThan(5 * 1024 * 1024);
    expect(big.byteLength).toBeLessThanOrEqual(25 * 1024 * 1024);
    const saved = await saveCoverImage({ actor: editor, bytes: big });
    const page = await sharp(await stored(saved.url)).metadata();
    expect([page.format, page.width]).toEqual(["webp", 1600]);

    const tooBig = new Uint8Array(25 * 1024 * 1024 + 1);
    tooBig.set([0xff, 0xd8, 0xff]);
    const error = await saveCoverImage({ actor: editor, bytes: tooBig }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(413);
    expect((error as AppError).message).toContain("25 MB");
  }, 120_000);

  it("a format the library cannot read gets a message saying how to convert it", async () => {
    const heic = new Uint8Array([0, 0, 0, 0x18, ...new TextEncoder().encode("ftypheic\0\0\0\0mif1heic"), 0, 0, 0, 0]);
    const error = (await saveCoverImage({ actor: editor, bytes: heic }).catch((caught: unknown) => caught)) as AppError;
    expect(error.status).toBe(415);
    expect(error.message).toMatch(/HEIC.*Convert it to JPEG/);
    const bmp = new Uint8Array([0x42, 0x4d, 0, 0, 0, 0]);
    expect(((await saveCoverImage({ actor: editor, bytes: bmp }).catch((caught: unknown) => caught)) as AppError).message).toMatch(
      /BMP.*Save it as PNG/,
    );
    // GIF and AVIF are read by the library: taken in and re-encoded like the rest.
    const gif = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#123" } })
      .gif()
      .toBuffer();
    expect((await saveCoverImage({ actor: editor, bytes: gif })).url).toMatch(/\.webp$/);
    const avif = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#321" } })
      .avif()
      .toBuffer();
    expect((await saveCoverImage({ actor: editor, bytes: avif })).url).toMatch(/\.webp$/);
  });
});
