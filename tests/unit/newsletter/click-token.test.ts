import { beforeAll, describe, expect, it } from "vitest";
import { setEnvForTests } from "@/server/env";
import { createClickToken, readClickToken } from "@/server/newsletter/click-token";
import { fillClickLinks, clickLinkAddress, hasClickLinks } from "@/server/newsletter/click-link-marker";
import { newsletterSource, tagNewsletterLink } from "@/server/newsletter/newsletter-link-tags";

const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

describe("newsletter click tokens", () => {
  beforeAll(() => setEnvForTests({ AUTH_SECRET: "c".repeat(40), SITE_URL: "https://news.example.test" }));

  it("read back the link and the copy they were made for, and stay short", () => {
    const token = createClickToken({ linkId: 12, deliveryId: 3456 });
    expect(token).toMatch(/^12\.3456\.[\w-]{22}$/);
    expect(readClickToken(token)).toEqual({ linkId: 12, deliveryId: 3456 });
  });

  it("refuse another link or copy under the same signature, a changed or respelled signature, and junk", () => {
    const token = createClickToken({ linkId: 12, deliveryId: 3456 });
    const signature = token.split(".")[2]!;
    expect(readClickToken(`13.3456.${signature}`)).toBeNull();
    expect(readClickToken(`12.3457.${signature}`)).toBeNull();
    const last = alphabet.indexOf(token.at(-1)!);
    // 16 bytes in base64url leave the last character's four low bits unused: another spelling of the same bytes.
    const respelled = `${token.slice(0, -1)}${alphabet[last ^ 1]}`;
    expect(Buffer.from(respelled.split(".")[2]!, "base64url")).toEqual(Buffer.from(signature, "base64url"));
    expect(readClickToken(respelled)).toBeNull();
    for (const junk of [
      "",
      "12.3456",
      `12.3456.${signature}.x`,
      `012.3456.${signature}`,
      `-1.3456.${signature}`,
      `12.3456.${signature}=`,
      "x".repeat(500),
    ])
      expect(readClickToken(junk)).toBeNull();
  });

  it("are another site's nothing: a different secret does not read them", () => {
    const token = createClickToken({ linkId: 1, deliveryId: 1 });
    setEnvForTests({ AUTH_SECRET: "d".repeat(40) });
    expect(readClickToken(token)).toBeNull();
    setEnvForTests({ AUTH_SECRET: "c".repeat(40) });
    expect(readClickToken(token)).not.toBeNull();
  });

  it("fill a stored mail's markers with each recipient's own token", () => {
    const html = `<a href="${clickLinkAddress("https://news.example.test", 7)}">x</a> <a href="${clickLinkAddress("https://news.example.test", 8)}">y</a>`;
    expect(html).toContain('href="https://news.example.test/l/%%GROUNDWORK_CLICK_7%%"');
    expect(hasClickLinks(html)).toBe(true);
    const filled = fillClickLinks(html, 99, true);
    expect(hasClickLinks(filled)).toBe(false);
    const tokens = [...filled.matchAll(/\/l\/([^"]+)"/g)].map((match) => readClickToken(match[1]!));
    expect(tokens).toEqual([
      { linkId: 7, deliveryId: 99 },
      { linkId: 8, deliveryId: 99 },
    ]);
  });
});

describe("newsletter link tags", () => {
  const tags = { siteUrl: "https://news.example.test", newsletterName: "Groundwork Weekly", campaign: "morning-pages" };

  it("tag our own links with the newsletter, email and the post, and leave others and tagged ones alone", () => {
    const own = new URL(tagNewsletterLink("https://news.example.test/tags/habits?x=1#top", tags));
    expect(Object.fromEntries(own.searchParams)).toEqual({
      x: "1",
      utm_source: "groundwork-weekly",
      utm_medium: "email",
      utm_campaign: "morning-pages",
    });
    expect(own.hash).toBe("#top");
    expect(tagNewsletterLink("https://elsewhere.example/a", tags)).toBe("https://elsewhere.example/a");
    expect(tagNewsletterLink("https://news.example.test/a?utm_source=friend", tags)).toBe("https://news.example.test/a?utm_source=friend");
    expect(newsletterSource("  Ça va — Weekly!! ")).toBe("ca-va-weekly");
    expect(newsletterSource("***")).toBe("newsletter");
  });
});
