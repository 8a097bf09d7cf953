import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestDatabase, databaseTargets } from "../../support/db";
import { createUser } from "@/server/seed/factories";
import { auditLog } from "@/server/db/schema";
import type { DatabaseHandle } from "@/server/db/open";
import type { Actor } from "@/server/auth/permissions";
import { setEnvForTests } from "@/server/env";
import { AppError } from "@/server/errors";
import { logoSize, siteIconUrl } from "@/lib/design/site-images";
import { buildFeed } from "@/server/posts/build-feed";
import { renderPostMail } from "@/server/newsletter/render-post-mail";
import { renderNewCommentMail } from "@/server/comments/render-comment-mail";
import { getDesignSettings } from "@/server/settings/get-design-settings";
import { setSiteImage } from "@/server/settings/set-site-image";
import { readUpload } from "@/server/uploads/read-upload";

const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#7c2d12" } })
    .jpeg()
    .withExif({ IFD0: { Make: "Camera Maker" } })
    .toBuffer();
const stored = async (url: string) => (await readUpload(url.slice("/uploads/".length).split("/")))!;

describe.each(databaseTargets)("the site's logo and icon on %s", (target) => {
  let handle: DatabaseHandle;
  let owner: Actor;
  let editor: Actor;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "groundwork-site-images-"));
    setEnvForTests({ DATA_DIR: dataDir, SITE_URL: "https://news.example.org" });
    handle = await createTestDatabase(target);
    owner = { id: (await createUser(handle.db, { role: "owner" })).id, role: "owner" };
    editor = { id: (await createUser(handle.db, { role: "editor" })).id, role: "editor" };
  });
  afterAll(async () => {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("stores a logo fitted inside 640×160 as PNG without metadata, and makes it the site's", async () => {
    const { url } = await setSiteImage({ actor: owner, kind: "logo", bytes: await image(2000, 1000) });
    expect(url).toMatch(/^\/uploads\/logos\/[0-9a-f-]{36}-320x160\.png$/);
    expect(logoSize(url!)).toEqual({ width: 320, height: 160 });
    const file = await stored(url!);
    expect(file.contentType).toBe("image/png");
    const metadata = await sharp(file.body).metadata();
    expect(metadata).toMatchObject({ format: "png", width: 320, height: 160 });
    expect(metadata.exif).toBeUndefined();
    expect((await getDesignSettings()).logoUrl).toBe(url);
  });

  it("stores an icon cropped square at 32, 180, 192 and 512, and makes it the site's", async () => {
    const { url } = await setSiteImage({ actor: owner, kind: "icon", bytes: await image(900, 600) });
    expect(url).toMatch(/^\/uploads\/icons\/[0-9a-f-]{36}-512\.png$/);
    for (const size of [32, 180, 192, 512] as const) {
      const metadata = await sharp((await stored(siteIconUrl(url!, size)!)).body).metadata();
      expect(metadata, String(size)).toMatchObject({ format: "png", width: size, height: size });
    }
    expect((await getDesignSettings()).iconUrl).toBe(url);
  });

  it("only owners set them; what is not an image is refused with how to fix it", async () => {
    const refused = await setSiteImage({ actor: editor, kind: "logo", bytes: await image(100, 100) }).catch((error: unknown) => error);
    expect((refused as AppError).code).toBe("forbidden");
    const text = await setSiteImage({ actor: owner, kind: "icon", bytes: new TextEncoder().encode("not an image") }).catch(
      (error: unknown) => error,
    );
    expect(text).toBeInstanceOf(AppError);
    expect((text as AppError).code).toBe("unsupported_media_type");
    expect((await getDesignSettings()).iconUrl).toMatch(/-512\.png$/);
  });

  it("the Atom feed names the logo and icon; the mail header shows the logo, named by the site", async () => {
    const design = await getDesignSettings();
    const xml = buildFeed([], {
      url: "https://news.example.org",
      name: "Deep Roots",
      description: "",
      logoPath: design.logoUrl,
      iconPath: design.iconUrl,
    });
    expect(xml).toContain(`<logo>https://news.example.org${design.logoUrl}</logo>`);
    expect(xml).toContain(`<icon>https://news.example.org${design.iconUrl}</icon>`);
    const plain = buildFeed([], { url: "https://news.example.org", name: "Deep Roots", description: "" });
    expect(plain).toContain("<icon>https://news.example.org/icon/192</icon>");
    expect(plain).not.toContain("<logo>");

    const post = {
      slug: "a-post",
      title: "A post",
      excerpt: "An excerpt.",
      bodyMarkdown: "Hello.",
      authorName: "Ada",
      coverImageUrl: null,
      coverImageAlt: null,
    };
    const mail = renderPostMail(post, { siteName: "Deep Roots & Co", logoUrl: design.logoUrl });
    expect(mail.html).toContain(
      `<img src="https://news.example.org${design.logoUrl}" alt="Deep Roots &amp; Co" height="40" width="80" style="display:block;border:0;height:40px;width:auto;max-width:100%">`,
    );
    expect(renderPostMail(post, { siteName: "Deep Roots" }).html).not.toContain("<img");
    const comment = { id: "c1", authorName: "Ada", body: "Hello.", postSlug: "a-post", postTitle: "A post" };
    expect(renderNewCommentMail(comment, "Deep Roots", design.logoUrl).html).toContain(
      `<img src="https://news.example.org${design.logoUrl}"`,
    );
  });

  it("removing one goes back to the default and leaves an audit entry for each change", async () => {
    await setSiteImage({ actor: owner, kind: "logo", bytes: null });
    expect((await getDesignSettings()).logoUrl).toBeNull();
    const entries = await handle.db.select().from(auditLog).where(eq(auditLog.entityId, "design"));
    expect(entries.map((entry) => entry.summary)).toEqual(
      expect.arrayContaining(["Uploaded a new site logo", "Uploaded a new site icon", "Removed the site logo"]),
    );
  });
});
