import { describe, expect, it } from "vitest";
import { isLocalRequest } from "@/server/http/local-request";

/** Headers as the server sees them after scripts/client-ip-preload.mjs stamped the connection. */
const seen = (socketIp: string, headers: Record<string, string>, forwarded = "0") =>
  new Headers({ "x-groundwork-socket-ip": socketIp, "x-groundwork-forwarded": forwarded, ...headers });

describe("a request from this machine (the dev mailbox's audience)", () => {
  it("is a loopback connection with a loopback Host", () => {
    expect(isLocalRequest(seen("127.0.0.1", { host: "localhost:3101" }))).toBe(true);
    expect(isLocalRequest(seen("::ffff:127.0.0.1", { host: "127.0.0.1:3101" }))).toBe(true);
    expect(isLocalRequest(seen("::1", { host: "[::1]:3000" }))).toBe(true);
  });

  it("is not a remote connection, whatever Host or X-Forwarded-For it sends", () => {
    expect(isLocalRequest(seen("203.0.113.7", { host: "localhost:3000" }))).toBe(false);
    expect(isLocalRequest(seen("203.0.113.7", { host: "localhost:3000", "x-forwarded-for": "127.0.0.1" }, "1"))).toBe(false);
    expect(isLocalRequest(seen("192.0.2.2", { host: "127.0.0.1:3000" }))).toBe(false);
  });

  it("is not a request a proxy on this machine forwarded, nor one for a public name", () => {
    expect(isLocalRequest(seen("127.0.0.1", { host: "localhost:3000", "x-forwarded-for": "203.0.113.7" }, "1"))).toBe(false);
    expect(isLocalRequest(seen("127.0.0.1", { host: "groundwork.example" }))).toBe(false);
  });

  it("is not a request the preload never saw (no connection address to go on)", () => {
    expect(isLocalRequest(new Headers({ host: "localhost:3000" }))).toBe(false);
  });
});
