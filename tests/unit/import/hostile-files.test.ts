import { openSync, closeSync, ftruncateSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readImportFile } from "@/server/import/read-import-file";
import { setEnvForTests } from "@/server/env";
import { storeImportImage } from "@/server/import/images/store-import-image";
import { fixtureText, pngBytes, pngHeaderOnly, writeZip } from "../../support/import-fixtures";

const encode = (text: string) => new TextEncoder().encode(text);

describe("hostile export files", () => {
  it("a zip with path traversal and a zip bomb: those entries are listed and left out, the rest imports", async () => {
    const zip = writeZip({
      "posts.csv": encode(fixtureText("substack/posts.csv")),
      "posts/140001.the-quiet-hour.html": encode(fixtureText("substack/posts/140001.the-quiet-hour.html")),
      "../../etc/cron.d/evil": encode("* * * * * root rm -rf /"),
      "/absolute.csv": encode("email\nx@example.com\n"),
      "bomb.csv": [new Uint8Array(50 * 1024 * 1024), { level: 9 }],
    });
    const parsed = await readImportFile(zip);
    const rejected = parsed.warnings.slice(0, 3).map((warning) => `${warning.item}: ${warning.message}`);
    expect(rejected).toEqual([
      expect.stringMatching(/^\.\.\/\.\.\/etc\/cron\.d\/evil: Left out: unsafe path/),
      expect.stringMatching(/^\/absolute\.csv: Left out: unsafe path/),
      expect.stringMatching(/^bomb\.csv: Left out: the entry expands \d+ times \(50 MB\), as a zip bomb does\./),
    ]);
    expect(parsed.posts.find((post) => post.slug === "the-quiet-hour")?.markdown).toContain("## Three habits");
  });

  it("a 2 GB upload is refused before anything is read", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "gw-big-")), "huge.zip");
    const fd = openSync(file, "w");
    ftruncateSync(fd, 2 * 1024 ** 3);
    closeSync(fd);
    await expect(readImportFile(file)).rejects.toThrow("The file is 2.0 GB; at most 1.0 GB is imported.");
  });

  it("a file that is no export says what is read", async () => {
    const zip = writeZip({ "notes.txt": encode("hello") });
    await expect(readImportFile(zip)).rejects.toThrow(/not an export we can read: upload a Substack export zip/);
  });

  it("images: a pixel bomb, an SVG and HTML under an image name are refused; a real one is re-encoded to WebP", async () => {
    setEnvForTests({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "gw-images-")) });
    await expect(storeImportImage(pngHeaderOnly(30_000, 30_000))).rejects.toThrow(/over 50 megapixels|could not be read/);
    await expect(storeImportImage(encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).rejects.toThrow(
      "not a JPEG, PNG, WebP or GIF",
    );
    await expect(storeImportImage(encode("<html>not an image</html>"))).rejects.toThrow("not a JPEG, PNG, WebP or GIF");
    expect(await storeImportImage(await pngBytes())).toMatch(/^\/uploads\/imports\/[a-f0-9]{32}-1600\.webp$/);
  });
});
