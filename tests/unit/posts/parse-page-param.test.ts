import { describe, expect, it } from "vitest";
import { parsePageParam } from "@/lib/parse-page-param";

describe("parsePageParam", () => {
  it("reads a missing page as the first", () => expect(parsePageParam(undefined)).toBe(1));
  it.each([["1", 1], ["2", 2], ["40", 40]])("reads %s", (value, page) => expect(parsePageParam(value)).toBe(page));
  it.each(["0", "-1", "01", "1.5", "two", "", " 2", "1e3", "9999999"])("refuses %j", (value) => expect(parsePageParam(value)).toBeNull());
  it("refuses a repeated parameter", () => expect(parsePageParam(["1", "2"])).toBeNull());
});
