import { describe, expect, it } from "vitest";
import { getClientAddress, getClientCountry } from "@/server/http/client-address";
import { serverTokenVariable } from "@/server/env";
import { hashVisitor } from "@/server/analytics/hash-visitor";

const headers = (values: Record<string, string>) => new Headers(values);

describe("client address and country", () => {
  it("takes the address our proxy appended when trusted, the connection's address otherwise", () => {
    process.env[serverTokenVariable] = "token-of-this-process";
    const forwarded = headers({
      "x-forwarded-for": "198.51.100.1, 203.0.113.7",
      "x-groundwork-client": "token-of-this-process 1 10.0.0.2",
    });
    expect(getClientAddress(forwarded, { TRUST_PROXY: true })).toBe("203.0.113.7");
    // A client can write anything into X-Forwarded-For; without a trusted proxy it is ignored.
    expect(getClientAddress(forwarded, { TRUST_PROXY: false })).toBe("10.0.0.2");
    expect(getClientAddress(headers({ "x-forwarded-for": "198.51.100.1" }), { TRUST_PROXY: false })).toBe("unknown");
    // A stamp the server did not write (another token) is no address either.
    expect(getClientAddress(headers({ "x-groundwork-client": "guess 0 127.0.0.1" }), { TRUST_PROXY: false })).toBe("unknown");
    delete process.env[serverTokenVariable];
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
