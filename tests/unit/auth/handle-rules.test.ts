import { describe, expect, it } from "vitest";
import { handleBaseFromEmail, handleCandidate, handleSchema } from "@/lib/handle";
import { safeCallbackPath } from "@/lib/callback-url";
import { signInEmailSchema } from "@/lib/sign-in-email";

describe("handle rules", () => {
  it.each(["a", "Anna", "anna_lee", "anna-lee", "A1_-z", "x".repeat(64)])("accepts %s", (handle) => {
    expect(handleSchema.safeParse(handle).success).toBe(true);
  });
  it.each(["", "x".repeat(65), "anna lee", "anna.lee", "änna", "anna@x", "a/b", "ａnna"])("rejects %j", (handle) => {
    expect(handleSchema.safeParse(handle).success).toBe(false);
  });
  it("derives a valid base from the email's local part", () => {
    expect(handleBaseFromEmail("anna@example.com")).toBe("anna");
    expect(handleBaseFromEmail("Anna.Lee+news@example.com")).toBe("Anna_Lee");
    expect(handleBaseFromEmail("józef@example.com")).toBe("jozef");
    expect(handleBaseFromEmail("!!!@example.com")).toBe("reader");
    const long = handleBaseFromEmail(`${"x".repeat(80)}@example.com`);
    expect(handleSchema.safeParse(handleCandidate(long, 123_456)).success).toBe(true);
  });
  it("suffixes alternatives within 64 characters", () => {
    expect(handleCandidate("anna", 1)).toBe("anna");
    expect(handleCandidate("anna", 2)).toBe("anna-2");
    expect(handleCandidate("y".repeat(64), 10)).toHaveLength(64);
  });
});

describe("callbackUrl stays on the site", () => {
  const site = "http://localhost:3000";
  it.each([
    ["/account", "/account"],
    ["/posts/a?x=1#top", "/posts/a?x=1#top"],
    ["http://localhost:3000/search?q=1", "/search?q=1"],
    ["https://evil.example", "/"],
    ["//evil.example", "/"],
    ["/\\evil.example", "/"],
    ["\\\\evil.example", "/"],
    ["javascript:alert(1)", "/"],
    ["/%0d%0aSet-Cookie:x", "/%0d%0aSet-Cookie:x"],
    ["http://localhost:3001/", "/"],
    [undefined, "/"],
  ])("%j → %j", (raw, expected) => {
    expect(safeCallbackPath(raw, site)).toBe(expected);
  });
});

describe("sign-in email", () => {
  it.each(["a@x.com,b@y.com", "a@x.com\r\nBcc: c@z.com", "a＠x.com", `${"a".repeat(10_240)}@x.com`, "", "a b@x.com", "<a@x.com>"])(
    "rejects %j",
    (email) => {
      expect(signInEmailSchema.safeParse(email).success).toBe(false);
    },
  );
  it("accepts and lower-cases a plain address", () => {
    expect(signInEmailSchema.parse(" Anna.Lee+news@Example.COM ")).toBe("anna.lee+news@example.com");
  });
});
