import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { ZodError } from "zod";
import { createTestDatabase, databaseTargets } from "../../support/db";
import { createUser } from "@/server/seed/factories";
import { auditLog, siteSettings } from "@/server/db/schema";
import type { DatabaseHandle } from "@/server/db/open";
import type { Actor } from "@/server/auth/permissions";
import { AppError } from "@/server/errors";
import { classifyError } from "@/server/http/classify-error";
import { defaultDesignSettings, getDesignSettings } from "@/server/settings/get-design-settings";
import { getSiteSettings } from "@/server/settings/get-site-settings";
import { updateDesignSettings } from "@/server/settings/update-design-settings";
import type { DesignSettingsForm } from "@/server/settings/design-settings-input";

const form: DesignSettingsForm = {
  accentLight: "#7C2D12",
  accentDark: "#fdba74",
  postFont: "serif",
  navLinks: "Archive | /tags\nAbout | https://example.org/about",
  socialLinks: "Mastodon | https://mastodon.social/@deeproots",
  footerText: "  Written in Lisbon.\nPrinted nowhere.  ",
};

async function failure(promise: Promise<unknown>) {
  return promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
}

describe.each(databaseTargets)("design settings on %s", (target) => {
  let handle: DatabaseHandle;
  let owner: Actor;
  let editor: Actor;

  beforeAll(async () => {
    handle = await createTestDatabase(target);
    owner = { id: (await createUser(handle.db, { role: "owner" })).id, role: "owner" };
    editor = { id: (await createUser(handle.db, { role: "editor" })).id, role: "editor" };
  });
  afterAll(() => handle.close());

  it("has today's design until an owner saves one; editors may not", async () => {
    expect(await getDesignSettings()).toEqual(defaultDesignSettings);
    expect(defaultDesignSettings.navLinks.map((link) => link.label)).toEqual(["Home", "Topics", "Pricing"]);
    const refused = await failure(updateDesignSettings({ actor: editor, input: form }));
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe("forbidden");
    expect(await handle.db.select().from(siteSettings)).toEqual([]);
  });

  it("saves the accents, font, links and footer text; the other settings keep their defaults", async () => {
    await updateDesignSettings({ actor: owner, input: form });
    expect(await getDesignSettings()).toEqual({
      accentLight: "#7c2d12",
      accentDark: "#fdba74",
      postFont: "serif",
      navLinks: [
        { label: "Archive", href: "/tags" },
        { label: "About", href: "https://example.org/about" },
      ],
      socialLinks: [{ label: "Mastodon", href: "https://mastodon.social/@deeproots" }],
      footerText: "Written in Lisbon.\nPrinted nowhere.",
      logoUrl: null,
      iconUrl: null,
    });
    expect(await getSiteSettings()).toMatchObject({ monthlyPlanName: "Monthly", monthlyPriceCents: 600 });
    const audit = await handle.db.select().from(auditLog).where(eq(auditLog.entityId, "design"));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.summary).toContain("#7c2d12 / #fdba74");
  });

  it("refuses an accent under 4.5:1 with the reason at its field, and keeps what was saved", async () => {
    const error = await failure(updateDesignSettings({ actor: owner, input: { ...form, accentLight: "#34d399", accentDark: "#1e3a8a" } }));
    expect(error).toBeInstanceOf(ZodError);
    const verdict = classifyError(error);
    expect(verdict.status).toBe(400);
    expect(verdict.code).toBe("bad_request");
    expect(verdict.fields?.accentLight).toMatch(
      /^#34d399 has 1\.\d\d:1 contrast on .+ in the light theme; text needs at least 4\.5:1\. Choose a darker colour\.$/,
    );
    expect(verdict.fields?.accentDark).toMatch(/in the dark theme; .+ Choose a lighter colour\.$/);
    expect((await getDesignSettings()).accentLight).toBe("#7c2d12");
  });

  it("refuses links that are not site paths or web addresses, naming the line", async () => {
    const error = await failure(
      updateDesignSettings({
        actor: owner,
        input: { ...form, navLinks: "Home | /\nTrick | javascript:alert(1)", socialLinks: "Me | /about", postFont: "comic" },
      }),
    );
    const fields = classifyError(error).fields ?? {};
    expect(fields.navLinks).toBe("Line 2: Only http and https addresses can be links.");
    expect(fields.socialLinks).toBe("Line 1: Use the full address of the profile, starting with https://.");
    expect(fields.postFont).toBe("Choose Inter or the serif font.");
  });

  it("empty header links mean the default links again", async () => {
    await updateDesignSettings({ actor: owner, input: { ...form, navLinks: "\n", socialLinks: "", footerText: "" } });
    const design = await getDesignSettings();
    expect(design.navLinks).toEqual(defaultDesignSettings.navLinks);
    expect(design.socialLinks).toEqual([]);
    expect(design.footerText).toBe("");
  });
});
