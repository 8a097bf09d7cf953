import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Post } from "@/server/db/schema";
import { databaseTargets } from "../../support/db";
import { createSessionCookie } from "../../support/sign-in";
import { createPostsOfEachAccess, setCommentSettings } from "../comments/fixtures";
import { callApp, startAccountApp, type AccountApp } from "./account-app";

type World = { post: Post; member: string; stranger: string };
type Thread = { comments: { author: { name: string; handle: string; image: string | null } | null }[] };

/** A photo as a phone writes it: camera make and model, and where it was taken. */
const photoWithLocation = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: "#2a6" } })
    .jpeg()
    .withExif({ IFD0: { Make: "TestCam", Model: "X1" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 51/1 24/1" } })
    .toBuffer();

describe.each(databaseTargets)("a member's name and picture over HTTP on %s", (target) => {
  let fixture: AccountApp & { world: World };
  beforeAll(async () => {
    fixture = await startAccountApp(target, async (handle) => {
      const { open } = await createPostsOfEachAccess(handle.db);
      await setCommentSettings(handle.db, "members");
      const cookie = async (email: string) => {
        const session = await createSessionCookie(handle.db, { email, maxAgeSeconds: 3600 });
        return `${session.name}=${session.value}`;
      };
      return { post: open, member: await cookie("ada@profile.test"), stranger: await cookie("bob@profile.test") };
    });
  }, 240_000);
  afterAll(async () => {
    await fixture?.app.stop();
    await fixture?.cleanup();
  });

  const call = (pathname: string, init: Parameters<typeof callApp>[2] = {}) => callApp(fixture.app, pathname, init);
  const json = (body: unknown) => ({ method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  const upload = (bytes: Uint8Array, cookie: string, type = "image/jpeg") => {
    const form = new FormData();
    form.set("file", new File([new Uint8Array(bytes)], "photo.jpg", { type }));
    return call("/api/account/avatar", { method: "POST", body: form, cookie });
  };
  const thread = async () => (await call(`/api/posts/${fixture.world.post.slug}/comments`)).json as unknown as Thread;

  it("shows the saved name and picture on the member's comments, also in the answer cached before the change", async () => {
    const { member } = fixture.world;
    const posted = await call(`/api/posts/${fixture.world.post.slug}/comments`, { ...json({ body: "First!" }), cookie: member });
    expect(posted.status, posted.text).toBe(201);
    // The thread is read (and kept by the server's fast path) with the handle as the name.
    expect((await thread()).comments[0]?.author).toMatchObject({ name: "ada", handle: "ada", image: null });

    const named = await call("/api/account/profile", { ...json({ name: "  Ada Lovelace " }), cookie: member });
    expect(named.status, named.text).toBe(200);
    expect(named.json).toEqual({ name: "Ada Lovelace" });
    const uploaded = await upload(await photoWithLocation(), member);
    expect(uploaded.status, uploaded.text).toBe(201);
    const image = (uploaded.json as { image: string }).image;
    expect(image).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}-256\.webp$/);

    const author = (await thread()).comments[0]?.author;
    expect(author).toEqual({ name: "Ada Lovelace", handle: "ada", image, isEditor: false });
    const session = (await call("/api/auth/session", { cookie: member })).json as { user: { name: string; image: string } };
    expect(session.user).toMatchObject({ name: "Ada Lovelace", image });

    // The stored picture: a 256 px square WebP with no metadata at all (no camera, no location).
    const file = await fetch(`${fixture.app.url}${image}`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/webp");
    const stored = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect(stored).toMatchObject({ format: "webp", width: 256, height: 256 });
    expect(stored.exif).toBeUndefined();

    // Cleared: the handle again, and no picture (the old file is gone from the store).
    expect((await call("/api/account/profile", { ...json({ name: "" }), cookie: member })).json).toEqual({ name: null });
    expect((await call("/api/account/avatar", { method: "DELETE", cookie: member })).status).toBe(200);
    expect((await thread()).comments[0]?.author).toMatchObject({ name: "ada", image: null });
    expect((await fetch(`${fixture.app.url}${image}`)).status).toBe(404);
  });

  it("refuses bad names and files with a clear 4xx and the error shape, and strangers with 401", async () => {
    const { member } = fixture.world;
    const expectError = (result: Awaited<ReturnType<typeof call>>, status: number, message?: RegExp) => {
      expect(result.status, result.text).toBe(status);
      expect(result.json).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
      if (message) expect((result.json as { error: { message: string } }).error.message).toMatch(message);
    };
    expectError(await call("/api/account/profile", { ...json({ name: "x".repeat(81) }), cookie: member }), 422, /at most 80/);
    expectError(await call("/api/account/profile", { ...json({ name: "Ada\nLovelace" }), cookie: member }), 422, /line breaks/);
    expectError(await call("/api/account/profile", { ...json({ name: 42 }), cookie: member }), 400);
    expectError(await call("/api/account/profile", json({ name: "Nobody" })), 401);
    expectError(await upload(new TextEncoder().encode("<svg onload=alert(1)></svg>"), member, "image/png"), 415, /SVG/);
    expectError(await upload(new Uint8Array(), member), 400, /empty/);
    const noFile = new FormData();
    noFile.set("picture", "not a file");
    expectError(await call("/api/account/avatar", { method: "POST", body: noFile, cookie: member }), 400, /field named file/);
    expectError(await upload(await photoWithLocation(), ""), 401);
  });
});
