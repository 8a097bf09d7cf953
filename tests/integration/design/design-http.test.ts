import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbHandle } from "@/server/db/client";
import { openPostgres, type DatabaseHandle } from "@/server/db/open";
import { startAppServer, type AppServer } from "../../support/app-server";
import { createEmptyPostgresDatabase, databaseTargets } from "../../support/db";
import { callServerAction } from "../../support/server-action";
import { createSessionCookie, signInThroughOutbox } from "../../support/sign-in";

const ownerEmail = "design-owner@example.com";
const design = {
  accentLight: "#7c2d12",
  accentDark: "#fdba74",
  postFont: "serif",
  navLinks: "Archive | /tags\nAbout us | https://example.org/about",
  socialLinks: "Mastodon | https://mastodon.social/@deeproots",
  footerText: "Written in Lisbon.",
};

/**
 * The built app: an owner's design reaches the cached public pages at once (the settings tag
 * is expired on save), as CSS variables and plain links in the server's HTML.
 */
describe.each(databaseTargets)("the design settings over HTTP on %s", (target) => {
  let app: AppServer;
  let database: Awaited<ReturnType<typeof createEmptyPostgresDatabase>> | undefined;
  let handle: DatabaseHandle | undefined;
  let ownerCookie = "";

  beforeAll(async () => {
    if (target === "postgres") {
      database = await createEmptyPostgresDatabase();
      app = await startAppServer({ DATABASE_URL: database.url, AUTH_SECRET: randomBytes(33).toString("base64") });
      handle = await openPostgres(database.url);
      setDbHandle(handle);
      const owner = await createSessionCookie(handle.db, { email: ownerEmail, role: "owner" });
      ownerCookie = `${owner.name}=${owner.value}`;
    } else {
      app = await startAppServer({ OWNER_EMAIL: ownerEmail });
      const owner = await signInThroughOutbox(app.url, ownerEmail);
      ownerCookie = `${owner.name}=${owner.value}`;
    }
  }, 240_000);
  afterAll(async () => {
    await app?.stop();
    await handle?.close();
    await database?.drop();
  }, 60_000);

  const home = async () => (await (await fetch(`${app.url}/`)).text()).replaceAll("<!-- -->", "");
  const save = (input: typeof design) =>
    callServerAction({
      baseUrl: app.url,
      pagePath: "/admin/settings",
      exportedName: "updateDesignSettingsAction",
      args: [input],
      cookie: ownerCookie,
    });

  it("shows today's design, then the owner's on the next request of the cached home page", async () => {
    const before = await home();
    expect(before).toContain(
      '<style id="site-design">:root{--accent:#065f46;--post-font:var(--font-sans)}:root.dark{--accent:#6ee7b7}</style>',
    );
    expect(before).toMatch(/<a [^>]*href="\/pricing"[^>]*>Pricing<\/a>/);
    // Cached: the same page again, unchanged.
    expect(await home()).toContain("--accent:#065f46");

    const saved = await save(design);
    expect(saved.status).toBe(200);
    expect(saved.body).toContain("Design saved");

    const after = await home();
    expect(after).toContain(
      '<style id="site-design">:root{--accent:#7c2d12;--post-font:var(--font-serif)}:root.dark{--accent:#fdba74}</style>',
    );
    expect(after).toMatch(/<a [^>]*href="\/tags"[^>]*>Archive<\/a>/);
    expect(after).toMatch(/<a [^>]*href="https:\/\/example.org\/about"[^>]*>About us<\/a>/);
    expect(after).not.toMatch(/>Pricing<\/a>/);
    expect(after).toContain('<a href="https://mastodon.social/@deeproots" rel="me noopener"');
    expect(after).toContain("Written in Lisbon.");
  }, 60_000);

  it("refuses an accent under 4.5:1 with the reason, and the pages keep the saved one", async () => {
    const refused = await save({ ...design, accentLight: "#9ca3af" });
    expect(refused.status).toBe(200);
    expect(refused.body).toContain('"ok":false');
    expect(refused.body).toMatch(/#9ca3af has 2\.\d\d:1 contrast on .+ in the light theme; text needs at least 4\.5:1/);
    expect(await home()).toContain("--accent:#7c2d12");
  }, 60_000);

  it("refuses everyone but an owner", async () => {
    const anonymous = await callServerAction({
      baseUrl: app.url,
      pagePath: "/admin/settings",
      exportedName: "updateDesignSettingsAction",
      args: [{ ...design, accentLight: "#000000" }],
      cookie: "",
    });
    expect(anonymous.body).toContain('"ok":false');
    expect(await home()).toContain("--accent:#7c2d12");
  }, 60_000);

  const upload = async (purpose: string, bytes: Uint8Array, cookie = ownerCookie) => {
    const body = new FormData();
    body.set("purpose", purpose);
    body.set("file", new Blob([bytes as Uint8Array<ArrayBuffer>]), "image");
    const response = await fetch(`${app.url}/api/admin/uploads`, { method: "POST", body, headers: { cookie, Origin: app.url } });
    return { status: response.status, json: (await response.json()) as { url?: string; error?: { code: string; message: string } } };
  };
  const square = (background: string) =>
    sharp({ create: { width: 600, height: 600, channels: 3, background } })
      .png()
      .toBuffer();

  it("an uploaded logo and icon reach the header, the feed, the favicon and the app icons", async () => {
    const beforeIcon = Buffer.from(await (await fetch(`${app.url}/icon/32`)).arrayBuffer());
    await fetch(`${app.url}/feed.xml`);
    const logo = await upload(
      "logo",
      await sharp({ create: { width: 1200, height: 300, channels: 3, background: "#7c2d12" } })
        .png()
        .toBuffer(),
    );
    expect(logo.status).toBe(201);
    expect(logo.json.url).toMatch(/^\/uploads\/logos\/[0-9a-f-]{36}-640x160\.png$/);
    const icon = await upload("icon", await square("#1d4ed8"));
    expect(icon.status).toBe(201);

    const html = await home();
    expect(html).toContain(`<img src="${logo.json.url}" alt="Groundwork" width="160" height="40"`);
    const feed = await (await fetch(`${app.url}/feed.xml`)).text();
    expect(feed).toContain(`<logo>${app.url}${logo.json.url}</logo>`);
    expect(feed).toContain(`<icon>${app.url}${icon.json.url}</icon>`);

    const tab = await fetch(`${app.url}/icon/32`);
    expect(tab.headers.get("content-type")).toBe("image/png");
    const tabPng = Buffer.from(await tab.arrayBuffer());
    expect(tabPng.equals(beforeIcon)).toBe(false);
    const stored = Buffer.from(await (await fetch(`${app.url}${icon.json.url!.replace("-512.png", "-32.png")}`)).arrayBuffer());
    expect(tabPng.equals(stored)).toBe(true);
    expect(await sharp(Buffer.from(await (await fetch(`${app.url}/apple-icon`)).arrayBuffer())).metadata()).toMatchObject({
      width: 180,
      height: 180,
    });
    const favicon = await fetch(`${app.url}/favicon.ico`);
    expect(favicon.headers.get("content-type")).toBe("image/x-icon");
    expect(
      Buffer.from(await favicon.arrayBuffer())
        .subarray(22)
        .equals(stored),
    ).toBe(true);
  }, 60_000);

  it("refuses what is not an image, and a logo from anyone but an owner, with the error shape", async () => {
    const text = await upload("logo", new TextEncoder().encode("plain text, not an image"));
    expect(text.status).toBe(415);
    expect(text.json.error?.code).toBe("unsupported_media_type");
    const purpose = await upload("banner", await square("#000000"));
    expect(purpose.status).toBe(400);
    expect(purpose.json.error?.message).toMatch(/purpose/);
    const anonymous = await upload("icon", await square("#000000"), "");
    expect(anonymous.status).toBe(401);
  }, 60_000);
});
