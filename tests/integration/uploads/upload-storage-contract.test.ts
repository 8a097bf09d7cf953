import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer, request, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { GetObjectCommand } from "@aws-sdk/client-s3";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/uploads/[...path]/route";
import type { Actor } from "@/server/auth/permissions";
import { setEnvForTests } from "@/server/env";
import { AppError } from "@/server/errors";
import { createLocalUploadStorage } from "@/server/uploads/local-upload-storage";
import { createS3UploadStorage } from "@/server/uploads/s3-upload-storage";
import { saveCoverImage } from "@/server/uploads/save-cover-image";
import type { UploadStorage } from "@/server/uploads/upload-storage";
import { freePort } from "../../support/app-server";
import { startS3Server, type S3TestServer } from "../../support/s3-server";

/**
 * The two upload stores keep one contract — checked against a real S3-compatible server
 * (s3rver) and a real folder — and the /uploads route serves either the same way.
 */
let s3: S3TestServer;
let folder: string;
const editor: Actor = { id: "editor-1", role: "editor" };

beforeAll(async () => {
  s3 = await startS3Server();
  folder = mkdtempSync(path.join(tmpdir(), "groundwork-uploads-"));
});
afterAll(async () => {
  await s3?.dispose();
  rmSync(folder, { recursive: true, force: true });
});

const s3Config = () => ({
  bucket: s3.bucket,
  region: "us-east-1",
  endpoint: s3.endpoint,
  credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  forcePathStyle: true,
});

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const stores: [string, () => UploadStorage][] = [
  ["local folder", () => createLocalUploadStorage(folder)],
  ["S3", () => createS3UploadStorage(s3Config())],
];

describe.each(stores)("upload store: %s", (_name, create) => {
  it("gives back the exact bytes under the key, with the type of its extension; null for a missing key; remove is idempotent", async () => {
    const store = create();
    const bytes = new Uint8Array([0, 1, 2, 250, 255, 13, 10]);
    await store.put("covers/contract-640.webp", bytes, "image/webp");
    const stored = await store.get("covers/contract-640.webp");
    expect(stored && Buffer.from(stored.body).equals(Buffer.from(bytes))).toBe(true);
    expect(stored?.contentType).toBe("image/webp");
    expect(await store.get("covers/never-written-640.webp")).toBeNull();
    await store.remove("covers/contract-640.webp");
    await store.remove("covers/contract-640.webp");
    expect(await store.get("covers/contract-640.webp")).toBeNull();
  });
});

describe("uploads in S3", () => {
  let folderBefore: string[];
  beforeAll(() => {
    setEnvForTests({ DATA_DIR: folder, ...s3.env });
    folderBefore = readdirSync(folder, { recursive: true }) as string[];
  });

  const png = () =>
    sharp({ create: { width: 1800, height: 900, channels: 3, background: "#3a7" } })
      .png()
      .toBuffer();
  const serve = (url: string) => GET(new Request(`http://localhost${url}`), { params: Promise.resolve({ path: url.split("/").slice(2) }) });

  it("a cover goes to the bucket (both sizes, nothing in the folder) and /uploads serves the same bytes with the same headers", async () => {
    const saved = await saveCoverImage({ actor: editor, bytes: await png() });
    const keys = [saved.url, saved.cardUrl].map((url) => url.replace("/uploads/", ""));
    expect(await s3.keys()).toEqual(expect.arrayContaining(keys));
    expect(readdirSync(folder, { recursive: true })).toEqual(folderBefore);

    for (const url of [saved.url, saved.cardUrl]) {
      const response = await serve(url);
      const body = Buffer.from(await response.arrayBuffer());
      const object = await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: url.replace("/uploads/", "") }));
      expect(body.equals(Buffer.from(await object.Body!.transformToByteArray()))).toBe(true);
      expect(response.status).toBe(200);
      expect(Object.fromEntries(response.headers)).toMatchObject({
        "content-type": "image/webp",
        "content-length": String(body.byteLength),
        "cache-control": "public, max-age=31536000, immutable",
        "x-content-type-options": "nosniff",
      });
    }
    expect((await sharp(Buffer.from(await (await serve(saved.cardUrl)).arrayBuffer())).metadata()).width).toBe(640);
  });

  it("a key that is not in the bucket is 404 JSON, as with the folder", async () => {
    const response = await serve("/uploads/covers/00000000-0000-0000-0000-000000000000-640.webp");
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: "not_found" } });
  });

  it("while the store is down: a read answers 503 with Retry-After, an upload fails with a clear message and writes nothing", async () => {
    const saved = await saveCoverImage({ actor: editor, bytes: await png() });
    const before = await s3.keys();
    await s3.stop();
    try {
      const response = await serve(saved.url);
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
      expect(await response.json()).toMatchObject({ error: { code: "unavailable" } });
      const error = await rejection(saveCoverImage({ actor: editor, bytes: await png() }));
      expect([error.status, error.message]).toEqual([
        503,
        "The image store is unavailable; the image was not saved. Try again in a moment.",
      ]);
    } finally {
      await s3.start();
    }
    expect(await s3.keys()).toEqual(before);
    expect((await serve(saved.url)).status).toBe(200);
  });

  it("when the store fails part-way (the second size is refused), the first size is removed again", async () => {
    const proxy = await refusingSecondPut(s3.endpoint);
    try {
      setEnvForTests({ DATA_DIR: folder, ...s3.env, S3_ENDPOINT: proxy.url });
      const before = await s3.keys();
      const error = await rejection(saveCoverImage({ actor: editor, bytes: await png() }));
      expect(error.status).toBe(503);
      expect(proxy.puts()).toBeGreaterThanOrEqual(2);
      expect(await s3.keys()).toEqual(before);
    } finally {
      setEnvForTests({ DATA_DIR: folder, ...s3.env });
      await new Promise((resolve) => proxy.server.close(resolve));
    }
  });
});

/**
 * An HTTP hop in front of the S3 server that passes everything through except object writes
 * after the first, which get S3's own "503 Service Unavailable" answer (the SDK retries it once).
 */
async function refusingSecondPut(target: string): Promise<{ url: string; server: Server; puts: () => number }> {
  let puts = 0;
  const upstream = new URL(target);
  const server = createServer((incoming, outgoing) => {
    if (incoming.method === "PUT" && ++puts >= 2) {
      incoming.resume();
      outgoing.writeHead(503, { "content-type": "application/xml" });
      outgoing.end(
        '<?xml version="1.0" encoding="UTF-8"?><Error><Code>ServiceUnavailable</Code><Message>Please reduce your request rate.</Message></Error>',
      );
      return;
    }
    const forward = request(
      { host: upstream.hostname, port: upstream.port, method: incoming.method, path: incoming.url, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    incoming.pipe(forward);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${port}`, server, puts: () => puts };
}
