import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { zipSync, type Zippable } from "fflate";
import sharp from "sharp";

export const fixturesDir = path.resolve(import.meta.dirname, "../fixtures/import");

/** A fixture's text with the image host placeholders pointing at `origin` (a local server of the test's own). */
export function fixtureText(relative: string, origin = "http://127.0.0.1:9"): string {
  return readFileSync(path.join(fixturesDir, relative), "utf8")
    .replaceAll("IMAGES_ORIGIN_ENCODED", encodeURIComponent(origin))
    .replaceAll("IMAGES_ORIGIN", origin);
}

const tempDir = () => mkdtempSync(path.join(tmpdir(), "gw-import-"));

/** A fixture file written to a temp folder (placeholders filled), for the file readers. */
export function writeFixtureFile(relative: string, origin?: string): string {
  const target = path.join(tempDir(), path.basename(relative));
  writeFileSync(target, fixtureText(relative, origin));
  return target;
}

/** A fixture folder zipped as the platform's export, with extra entries (images, hostile names…). */
export function writeFixtureZip(folder: string, origin?: string, extra: Record<string, Uint8Array> = {}): string {
  const files: Zippable = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(path.join(fixturesDir, dir))) {
      const relative = path.join(dir, name);
      if (statSync(path.join(fixturesDir, relative)).isDirectory()) walk(relative);
      else files[path.relative(folder, relative).split(path.sep).join("/")] = new TextEncoder().encode(fixtureText(relative, origin));
    }
  };
  walk(folder);
  return writeZip({ ...files, ...extra });
}

export function writeZip(files: Zippable): string {
  const target = path.join(tempDir(), "export.zip");
  writeFileSync(target, zipSync(files));
  return target;
}

export async function pngBytes(width = 64, height = 48, color = { r: 200, g: 120, b: 40 }): Promise<Uint8Array> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/**
 * The "old site's" image host: real PNG/JPEG bytes for the fixtures' images, an HTML page
 * under an image name, a 404, and a pixel bomb (a tiny PNG declaring 30,000 × 30,000).
 */
export async function startImageServer(): Promise<{ origin: string; requests: string[]; close: () => Promise<void> }> {
  const png = await pngBytes();
  const jpeg = await sharp(png).jpeg().toBuffer();
  const bomb = pngHeaderOnly(30_000, 30_000);
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    const name = (request.url ?? "").replace(/^.*\//, "");
    requests.push(name);
    if (name === "not-an-image.png") return void response.writeHead(200, { "content-type": "image/png" }).end("<html>not an image</html>");
    if (name === "huge.png") return void response.writeHead(200, { "content-type": "image/png" }).end(bomb);
    if (/\.(png)$/.test(name) && name !== "missing.png") return void response.writeHead(200, { "content-type": "image/png" }).end(png);
    if (/\.(jpe?g)$/.test(name)) return void response.writeHead(200, { "content-type": "image/jpeg" }).end(jpeg);
    response.writeHead(404).end("not found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}/images`, requests, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** A PNG whose header declares width × height pixels, with no image data: what a pixel bomb looks like to a reader. */
export function pngHeaderOnly(width: number, height: number): Uint8Array {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", ihdr),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
