import { describe, expect, it } from "vitest";
import { isLocalRequest } from "@/server/http/local-request";

const token = "t0ken-of-this-process";
/** Headers as Next.js sees them after the server stamped the connection (client-stamp.ts). */
const seen = (socketIp: string, headers: Record<string, string>, forwarded = "0", stampToken = token) =>
  new Headers({ "x-groundwork-client": `${stampToken} ${forwarded} ${socketIp}`, ...headers });

describe("a request from this machine (the dev mailbox's audience)", () => {
  it("is a loopback connection with a loopback Host", () => {
    expect(isLocalRequest(seen("127.0.0.1", { host: "localhost:3101" }), token)).toBe(true);
    expect(isLocalRequest(seen("::ffff:127.0.0.1", { host: "127.0.0.1:3101" }), token)).toBe(true);
    expect(isLocalRequest(seen("::1", { host: "[::1]:3000" }), token)).toBe(true);
  });

  it("is not a remote connection, whatever Host or X-Forwarded-For it sends", () => {
    expect(isLocalRequest(seen("203.0.113.7", { host: "localhost:3000" }), token)).toBe(false);
    expect(isLocalRequest(seen("203.0.113.7", { host: "localhost:3000", "x-forwarded-for": "127.0.0.1" }, "1"), token)).toBe(false);
    expect(isLocalRequest(seen("192.0.2.2", { host: "127.0.0.1:3000" }), token)).toBe(false);
  });

  it("is not a request a proxy on this machine forwarded, nor one for a public name", () => {
    expect(isLocalRequest(seen("127.0.0.1", { host: "localhost:3000", "x-forwarded-for": "203.0.113.7" }, "1"), token)).toBe(false);
    expect(isLocalRequest(seen("127.0.0.1", { host: "groundwork.example" }), token)).toBe(false);
  });

  it("is not a request whose stamp the server did not write (no token, another token, the old headers)", () => {
    expect(isLocalRequest(new Headers({ host: "localhost:3000" }), token)).toBe(false);
    expect(isLocalRequest(seen("127.0.0.1", { host: "localhost:3000" }, "0", "guessed"), token)).toBe(false);
    expect(isLocalRequest(seen("127.0.0.1", { host: "localhost:3000" }), undefined)).toBe(false);
    const legacy = new Headers({ host: "localhost:3000", "x-groundwork-socket-ip": "127.0.0.1", "x-groundwork-forwarded": "0" });
    expect(isLocalRequest(legacy, token)).toBe(false);
  });
});
