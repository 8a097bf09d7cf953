import { describe, expect, it } from "vitest";
import { parseEnv } from "@/server/env";
import { describeSitePortMismatch, isSiteOrigin, siteOriginForHost } from "@/server/site-origin";

describe("the public origin", () => {
  it("follows PORT when SITE_URL is unset", () => {
    expect(parseEnv({}).SITE_URL).toBe("http://localhost:3000");
    expect(parseEnv({ PORT: "3101" }).SITE_URL).toBe("http://localhost:3101");
    expect(parseEnv({ PORT: "3101", SITE_URL: "" }).SITE_URL).toBe("http://localhost:3101");
    expect(parseEnv({ PORT: "3101", SITE_URL: "https://example.com" }).SITE_URL).toBe("https://example.com");
  });

  it("accepts localhost, 127.0.0.1 and [::1] on the served port as one site on a local start", () => {
    const env = parseEnv({ PORT: "3101" });
    for (const origin of ["http://localhost:3101", "http://127.0.0.1:3101", "http://[::1]:3101"])
      expect(isSiteOrigin(env, origin)).toBe(true);
    for (const origin of ["http://localhost:3000", "https://localhost:3101", "http://evil.test:3101", "null", ""]) {
      expect(isSiteOrigin(env, origin)).toBe(false);
    }
  });

  it("accepts only SITE_URL's origin for a public site", () => {
    const env = parseEnv({ SITE_URL: "https://groundwork.example" });
    expect(isSiteOrigin(env, "https://groundwork.example")).toBe(true);
    expect(isSiteOrigin(env, "http://localhost:3000")).toBe(false);
    expect(siteOriginForHost(env, "localhost:3000")).toBe("https://groundwork.example");
  });

  it("builds links on the loopback name the visitor used, never on a foreign Host", () => {
    const env = parseEnv({ PORT: "3101" });
    expect(siteOriginForHost(env, "127.0.0.1:3101")).toBe("http://127.0.0.1:3101");
    expect(siteOriginForHost(env, "[::1]:3101")).toBe("http://[::1]:3101");
    expect(siteOriginForHost(env, "evil.test:3101")).toBe("http://localhost:3101");
    expect(siteOriginForHost(env, "127.0.0.1:9999")).toBe("http://localhost:3101");
    expect(siteOriginForHost(env, null)).toBe("http://localhost:3101");
  });

  it("warns at start when a configured SITE_URL cannot be this server's port", () => {
    expect(describeSitePortMismatch(parseEnv({ PORT: "3101" }))).toBeNull();
    expect(describeSitePortMismatch(parseEnv({ PORT: "3101", SITE_URL: "http://localhost:3101" }))).toBeNull();
    expect(describeSitePortMismatch(parseEnv({ PORT: "3101", SITE_URL: "http://localhost:3000" }))).toMatch(
      /SITE_URL is http:\/\/localhost:3000 but this server listens on port 3101/,
    );
    expect(describeSitePortMismatch(parseEnv({ PORT: "3101", SITE_URL: "http://example.com:3000" }))).toMatch(/port 3101/);
    // A public name on the default port: a proxy in front, as intended.
    expect(describeSitePortMismatch(parseEnv({ PORT: "3101", SITE_URL: "https://example.com" }))).toBeNull();
  });
});
