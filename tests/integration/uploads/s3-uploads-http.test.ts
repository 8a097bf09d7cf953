import { readdirSync } from "node:fs";
import path from "node:path";
import { GetObjectCommand } from "@aws-sdk/client-s3";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type AppServer } from "../../support/app-server";
import { startS3Server, type S3TestServer } from "../../support/s3-server";
import { signInThroughOutbox } from "../../support/sign-in";

/**
 * The running app with S3_* set, spoken to as the editor's browser does: the editor's upload
 * (POST /api/admin/uploads, used for covers and body images) lands in a real S3-compatible
 * server, and /uploads/… serves the bucket's bytes with the headers the folder store gets
 * (Next.js sends them chunked, so there is no Content-Length over HTTP with either store).
 */
let s3: S3TestServer;
let app: AppServer;
let cookie: string;
const owner = "owner@groundwork.local";

beforeAll(async () => {
  s3 = await startS3Server();
  app = await startAppServer({ OWNER_EMAIL: owner, MAGIC_LINK_RATE_LIMIT: "1000", ...s3.env });
  const session = await signInThroughOutbox(app.url, owner);
  cookie = `${session.name}=${session.value}`;
}, 200_000);

afterAll(async () => {
  await app?.stop();
  await s3?.dispose();
});

async function upload(): Promise<Response> {
  const png = await sharp({ create: { width: 1200, height: 700, channels: 3, background: "#2b6" } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set("file", new File([new Uint8Array(png)], "cover.png", { type: "image/png" }));
  return fetch(`${app.url}/api/admin/uploads`, {
    method: "POST",
    headers: { cookie, origin: app.url, "sec-fetch-site": "same-origin" },
    body: form,
  });
}

describe("uploads in S3, through the running app", () => {
  it("an editor's upload is stored in the bucket and served at /uploads/… byte for byte, with the upload headers", async () => {
    const response = await upload();
    expect(response.status).toBe(201);
    const saved = (await response.json()) as { url: string; cardUrl: string };
    const keys = [saved.url, saved.cardUrl].map((url) => url.replace("/uploads/", ""));
    expect(await s3.keys()).toEqual(expect.arrayContaining(keys));
    // Nothing went to the node's own folder.
    expect(readdirSync(app.dataDir)).not.toContain("uploads");

    for (const [url, key] of [saved.url, saved.cardUrl].map((url, i) => [url, keys[i]!] as const)) {
      const served = await fetch(`${app.url}${url}`);
      const body = Buffer.from(await served.arrayBuffer());
      const object = await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
      expect(body.equals(Buffer.from(await object.Body!.transformToByteArray()))).toBe(true);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/webp");
      expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    }
    expect(path.basename(saved.cardUrl)).toMatch(/-640\.webp$/);
  });

  it("a name that is not in the bucket is 404 JSON", async () => {
    const response = await fetch(`${app.url}/uploads/covers/00000000-0000-0000-0000-000000000000-640.webp`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: "not_found" } });
  });

  it("with the store down, /uploads answers 503 and the editor's upload says the image was not saved; both recover", async () => {
    const first = (await (await upload()).json()) as { url: string };
    const before = await s3.keys();
    await s3.stop();
    try {
      const served = await fetch(`${app.url}${first.url}`);
      expect(served.status).toBe(503);
      expect(served.headers.get("retry-after")).toBe("5");
      expect(await served.json()).toMatchObject({ error: { code: "unavailable" } });
      const refused = await upload();
      expect(refused.status).toBe(503);
      expect(await refused.json()).toMatchObject({
        error: { code: "unavailable", message: "The image store is unavailable; the image was not saved. Try again in a moment." },
      });
    } finally {
      await s3.start();
    }
    expect(await s3.keys()).toEqual(before);
    expect((await fetch(`${app.url}${first.url}`)).status).toBe(200);
    expect((await upload()).status).toBe(201);
  });
});
