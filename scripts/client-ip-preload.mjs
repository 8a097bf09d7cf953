// Loaded into `next start` (node --import) by scripts/start.ts. Next.js copies the socket
// address into X-Forwarded-For only when the client sent none, so the app cannot tell a
// forged header from a real one. This stamps the connection's address on every request in
// a header of our own (replacing anything a client sent under that name); the app trusts
// X-Forwarded-For only when TRUST_PROXY=true (src/server/http/client-ip.ts).
import http from "node:http";

const header = "x-groundwork-socket-ip";
const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function patchedEmit(event, ...args) {
  if (event === "request") {
    const request = args[0];
    if (request && request.headers) request.headers[header] = request.socket?.remoteAddress ?? "unknown";
  }
  return emit.call(this, event, ...args);
};
