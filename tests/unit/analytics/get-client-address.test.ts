import { describe, expect, it } from "vitest";
import { getClientAddress, getClientCountry } from "@/server/analytics/get-client-address";
import { hashVisitor } from "@/server/analytics/hash-visitor";

const headers = (values: Record<string, string>) => new Headers(values);

describe("client address and country", () => {
  it("takes the original client behind a trusted proxy, the socket address otherwise", () => {
    const forwarded = headers({ "x-forwarded-for": "198.51.100.1, 10.0.0.2" });
    expect(getClientAddress(forwarded, { TRUST_PROXY: true })).toBe("198.51.100.1");
    expect(getClientAddress(forwarded, { TRUST_PROXY: false })).toBe("10.0.0.2");
    expect(getClientAddress(headers({}), { TRUST_PROXY: false })).toBe("unknown");
  });

  it("reads a country only from a trusted proxy's header", () => {
    expect(getClientCountry(headers({ "cf-ipcountry": "fr" }), { TRUST_PROXY: true })).toBe("FR");
    expect(getClientCountry(headers({ "cf-ipcountry": "fr" }), { TRUST_PROXY: false })).toBeNull();
    expect(getClientCountry(headers({ "cf-ipcountry": "XX" }), { TRUST_PROXY: true })).toBeNull();
  });

  it("hashes a visitor without keeping the address", () => {
    const identity = { salt: "s1", hostname: "groundwork.test", address: "198.51.100.1", userAgent: "UA" };
    const hash = hashVisitor(identity);
    expect(hash).not.toContain("198");
    expect(hashVisitor(identity)).toBe(hash);
    expect(hashVisitor({ ...identity, salt: "s2" })).not.toBe(hash);
  });
});
