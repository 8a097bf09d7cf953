import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { analyticsApp } from "@/lib/analytics-events";
import { classifyLinkClick } from "@/lib/classify-link-click";

const page = "https://groundwork.test/posts/a";

describe("classifyLinkClick", () => {
  it("reports a link to another host as an outbound click with its full URL", () => {
    expect(classifyLinkClick("https://example.org/essay?x=1#top", page)).toEqual({
      name: "Outbound Link: Click",
      props: { url: "https://example.org/essay?x=1#top" },
    });
  });

  it.each(["pdf", "zip", "epub", "mp3", "mp4", "docx", "xlsx", "csv", "PDF"])(
    "reports a .%s link as a download, without its query string",
    (extension) => {
      expect(classifyLinkClick(`/files/guide.${extension}?token=secret`, page)).toEqual({
        name: "File Download",
        props: { url: `https://groundwork.test/files/guide.${extension}` },
      });
    },
  );

  it("reports a download on another host as a download", () => {
    expect(classifyLinkClick("https://cdn.example.org/a.zip", page)?.name).toBe("File Download");
  });

  it.each(["/posts/b", "#notes", "mailto:hi@example.org", "tel:+123", "javascript:void(0)", "/files.d/readme"])("ignores %s", (href) => {
    expect(classifyLinkClick(href, page)).toBeNull();
  });
});

describe("app identity", () => {
  it("reports the version of package.json", () => {
    const pkg = JSON.parse(readFileSync("package.json", "utf8")) as { version: string };
    expect(analyticsApp).toEqual({ name: "Groundwork", version: pkg.version });
  });
});
