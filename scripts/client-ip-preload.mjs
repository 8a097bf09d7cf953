// Loaded into `next start` (node --import) by scripts/start.ts, and into `next dev` through
// NODE_OPTIONS. Next.js copies the socket address into X-Forwarded-For only when the client
// sent none, so the app cannot tell a forged header from a real one. This stamps, in headers
// of our own (replacing anything a client sent under those names), the connection's address
// and whether the client sent forwarding headers before Next.js adds its own. The app trusts
// X-Forwarded-For only when TRUST_PROXY=true (src/server/http/client-ip.ts), and shows the
// dev mailbox only to requests from this machine (src/server/http/local-request.ts).
import http from "node:http";

const socketIpHeader = "x-groundwork-socket-ip";
const forwardedHeader = "x-groundwork-forwarded";
const forwardingHeaders = ["x-forwarded-for", "x-forwarded-host", "x-forwarded-proto", "x-forwarded-port", "forwarded", "x-real-ip"];
const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function patchedEmit(event, ...args) {
  if (event === "request") {
    const request = args[0];
    if (request && request.headers) {
      request.headers[forwardedHeader] = forwardingHeaders.some((name) => name in request.headers) ? "1" : "0";
      request.headers[socketIpHeader] = request.socket?.remoteAddress ?? "unknown";
    }
  }
  return emit.call(this, event, ...args);
};
