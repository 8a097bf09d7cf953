import { describe, expect, it } from "vitest";
import { isMalformedPath } from "@/server/http/error-page-paths";

describe("isMalformedPath", () => {
  it("refuses what decodeURIComponent cannot decode, segment by segment", () => {
    for (const path of ["/posts/%E0%A4%A", "/%", "/tags/%C3", "/a/%ZZ", "/posts/%E0%A4"]) expect(isMalformedPath(path), path).toBe(true);
  });
  it("accepts plain paths, valid escapes and escaped slashes", () => {
    for (const path of ["/", "/posts/hello", "/posts/caf%C3%A9", "/search", "/a%2Fb", "/%E0%A4%A4"])
      expect(isMalformedPath(path), path).toBe(false);
  });
});
