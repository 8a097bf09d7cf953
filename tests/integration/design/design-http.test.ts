import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
});
