import { mkdtempSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setEnvForTests } from "@/server/env";
import { AppError } from "@/server/errors";
import { saveCoverImage } from "@/server/uploads/save-cover-image";
import { readUpload } from "@/server/uploads/read-upload";
import { GET } from "@/app/uploads/[...path]/route";
import type { Actor } from "@/server/auth/permissions";

const editor: Actor = { id: "editor-1", role: "editor" };
const reader: Actor = { id: "reader-1", role: "reader" };

async function rejection(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("cover image upload", () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), "groundwork-uploads-"));
    setEnvForTests({ DATA_DIR: dataDir });
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("re-encodes a real PNG into WebP at card and page widths under generated names, served with a long cache", async () => {
    const png = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: "#3a7" } })
      .png()
      .toBuffer();
    const saved = await saveCoverImage({ actor: editor, bytes: png });
    expect(saved.url).toMatch(/^\/uploads\/covers\/[0-9a-f-]{36}-1600\.webp$/);
    expect(saved.cardUrl).toBe(saved.url.replace("-1600", "-640"));
    const page = await sharp(await readFile(path.join(dataDir, "uploads", saved.url.replace("/uploads/", "")))).metadata();
    const card = await sharp(await readFile(path.join(dataDir, "uploads", saved.cardUrl.replace("/uploads/", "")))).metadata();
    expect([page.format, page.width, card.format, card.width]).toEqual(["webp", 1600, "webp", 640]);

    const response = await GET(new Request(`http://localhost${saved.url}`), {
      params: Promise.resolve({ path: saved.url.split("/").slice(2) }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toContain("immutable");
  });

  it("rejects a text file renamed to .png (415), an SVG (415), an oversized file (413) and a damaged image (400)", async () => {
    expect((await rejection(saveCoverImage({ actor: editor, bytes: new TextEncoder().encode("just text, named photo.png") }))).status).toBe(
      415,
    );
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await rejection(saveCoverImage({ actor: editor, bytes: svg }))).status).toBe(415);
    const big = new Uint8Array(25 * 1024 * 1024 + 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect((await rejection(saveCoverImage({ actor: editor, bytes: big }))).status).toBe(413);
    const truncated = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    expect((await rejection(saveCoverImage({ actor: editor, bytes: truncated }))).status).toBe(400);
  });

  it("a reader cannot upload", async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    expect((await rejection(saveCoverImage({ actor: reader, bytes: png }))).code).toBe("forbidden");
  });

  it("never serves a path outside the uploads folder", async () => {
    expect(await readUpload(["..", "pglite", "PG_VERSION"])).toBeNull();
    expect(await readUpload(["covers", "..%2f..%2fetc"])).toBeNull();
    expect(await readUpload([".env"])).toBeNull();
    const response = await GET(new Request("http://localhost/uploads/x"), {
      params: Promise.resolve({ path: ["..", "..", "etc", "passwd"] }),
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: "not_found" } });
  });
});
