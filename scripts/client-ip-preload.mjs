// Loaded into `next start` (node --import) by scripts/start.ts, and into `next dev` through
// NODE_OPTIONS. Next.js copies the socket address into X-Forwarded-For only when the client
// sent none, so the app cannot tell a forged header from a real one. This stamps, in headers
// of our own (replacing anything a client sent under those names), the connection's address
// and whether the client sent forwarding headers before Next.js adds its own. The app trusts
// X-Forwarded-For only when TRUST_PROXY=true (src/server/http/client-ip.ts), and shows the
// dev mailbox only to requests from this machine (src/server/http/local-request.ts).
// It also lets the app look at each response just before its status line goes out
// (src/server/http/response-head-hook.ts): a 5xx during a database outage becomes the readable
// 503, and the Content-Security-Policy gains the configured Sentry origin.
// And it compresses responses, sending cached pages' bodies encoded once (scripts/body-encoding.mjs).
// Last, under `next start`, it hands the search protocol (/1/) to the app's plain Node.js handler
// (src/server/http/serve-search-request.ts) instead of Next.js, whose request path cost most of a
// search's server CPU; compression and the response-head hook are on `res` by then.
import http from "node:http";
import { encodeResponseBodies } from "./body-encoding.mjs";

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
      if (args[1]) {
        encodeResponseBodies(request, args[1]);
        watchResponseHead(request, args[1]);
        if (globalThis.groundworkSearchRequest?.(request, args[1])) return true;
      }
    }
  }
  return emit.call(this, event, ...args);
};

/**
 * Calls the app's hook (installed by src/instrumentation.ts) once, before the head is written,
 * whichever of writeHead, write or end writes it. When the hook answers with a replacement,
 * its status, headers and body go out instead of the app's own.
 */
const bodyHeaders = new Set([
  "content-type",
  "content-length",
  "content-encoding",
  "etag",
  "last-modified",
  "cache-control",
  "location",
  "link",
  "vary",
]);

function watchResponseHead(request, response) {
  const { writeHead, write, end } = response;
  let isDecided = false;
  let replacement;
  const decide = (status) => {
    if (isDecided || response.headersSent) return;
    isDecided = true;
    replacement = globalThis.groundworkResponseHead?.(request, response, status);
    if (!replacement) return;
    // The app's own body goes, and what described it; the security headers stay.
    for (const name of response.getHeaderNames()) if (bodyHeaders.has(name) || name.startsWith("x-nextjs-")) response.removeHeader(name);
    for (const [name, value] of Object.entries(replacement.headers)) response.setHeader(name, value);
    writeHead.call(response, replacement.status);
  };
  response.writeHead = function patchedWriteHead(status, ...rest) {
    decide(status);
    return replacement ? this : writeHead.call(this, status, ...rest);
  };
  response.write = function patchedWrite(...chunk) {
    decide(this.statusCode);
    if (!replacement) return write.apply(this, chunk);
    const callback = chunk.find((each) => typeof each === "function");
    if (callback) queueMicrotask(callback);
    return true;
  };
  response.end = function patchedEnd(...chunk) {
    decide(this.statusCode);
    if (!replacement) return end.apply(this, chunk);
    const callback = chunk.find((each) => typeof each === "function");
    return this.writableEnded ? (callback && queueMicrotask(callback), this) : end.call(this, replacement.body, callback);
  };
}
