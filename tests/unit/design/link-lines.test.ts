import { describe, expect, it } from "vitest";
import { formatLinkLines, parseLinkLines } from "@/lib/design/link-lines";
import { describeHrefProblem } from "@/lib/design/site-link";

const nav = { allowSitePaths: true, max: 8 };
const social = { allowSitePaths: false, max: 8 };

describe("header and footer links as typed", () => {
  it("reads `Label | address` lines, skipping blank ones, and writes them back the same way", () => {
    const text = "Home | /\n\n  Archive|/tags  \r\nAbout us | https://example.org/about?x=1#team\n";
    const result = parseLinkLines(text, nav);
    expect(result).toEqual({
      problem: null,
      links: [
        { label: "Home", href: "/" },
        { label: "Archive", href: "/tags" },
        { label: "About us", href: "https://example.org/about?x=1#team" },
      ],
    });
    expect(parseLinkLines(formatLinkLines(result.links!), nav)).toEqual(result);
    expect(parseLinkLines("", nav)).toEqual({ links: [], problem: null });
  });

  it("names the first bad line and why", () => {
    expect(parseLinkLines("Home | /\nAbout /about", nav).problem).toBe(
      'Line 2: write the label, a | and the address, like "About | /about".',
    );
    expect(parseLinkLines(" | /about", nav).problem).toBe("Line 1: give the link a label before the |.");
    expect(parseLinkLines(`${"x".repeat(41)} | /`, nav).problem).toMatch(/^Line 1: keep the label under 40/);
    expect(parseLinkLines("Evil | javascript:alert(1)", nav).problem).toBe("Line 1: Only http and https addresses can be links.");
    expect(parseLinkLines("A | /a\nB | /b\nC | /c", { ...nav, max: 2 }).problem).toBe("Up to 2 links (3 given).");
  });

  it("allows site paths in the header only; the footer's profiles are full addresses", () => {
    expect(parseLinkLines("About | /about", social).problem).toBe("Line 1: Use the full address of the profile, starting with https://.");
    expect(parseLinkLines("Mastodon | https://mastodon.social/@groundwork", social).problem).toBeNull();
  });
});

describe("a link's address", () => {
  it.each([
    ["/", true],
    ["/tags/mindset", true],
    ["https://example.org", true],
    ["http://example.org/a b", false],
    ["//evil.example", false],
    ["/\\evil.example", false],
    ["javascript:alert(1)", false],
    ["data:text/html,<p>", false],
    ["mailto:editor@example.org", false],
    ["https://user:pass@example.org", false],
    ["ftp://example.org", false],
    ["about", false],
    ["/tab\there", false],
    [`/${"a".repeat(500)}`, false],
  ])("%s is a link: %s", (href, isLink) => {
    expect(describeHrefProblem(href, { allowSitePaths: true }) === null).toBe(isLink);
  });
});
