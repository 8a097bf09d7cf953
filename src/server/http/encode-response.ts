import type { IncomingMessage, ServerResponse } from "node:http";
import compression from "compression";
import fresh from "fresh";
import { acceptsGzip, createBodyMemo, type EncodedBody } from "./body-memo";

/**
 * The server's response encoding (a step of src/server/node-server/request-steps.ts). Everything
 * is gzipped for clients that take it by the `compression` middleware, except two kinds of body
 * that Next.js sends the same on every request, which are encoded once (body-memo.ts):
 *
 * - a page from the route cache, which Next.js hands to `response.end()` as one string
 *   (next-internals.ts names this): bytes, weak ETag and gzip come from the memo, and a client
 *   that has that ETag gets 304;
 * - a route handler's response from the route cache (feeds, sitemap), which comes as a stream of
 *   bytes already carrying the ETag the handler hashed: its chunks are held back (headers too)
 *   and sent as one encoded body, or as 304.
 *
 * next.config.ts turns off Next.js's own ETags and compression: this step does both jobs.
 */
type NodeHandler = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
const compress = compression() as unknown as NodeHandler;
const memo = createBodyMemo();
const smallestBody = 1024; // the compression middleware's own threshold
const encodable = /^(text\/|application\/(json|xml|[a-z.+-]+\+xml))/;
type Writer = (...args: unknown[]) => unknown;

export function encodeResponse(request: IncomingMessage, response: ServerResponse): void {
  // It releases its zlib stream itself when the client goes before the end (compression 1.8.1+).
  compress(request, response, noop);
  const end = response.end.bind(response) as Writer;
  const write = response.write.bind(response) as Writer;
  const flushHeaders = response.flushHeaders.bind(response);
  const sendEntry = (entry: EncodedBody, rest: unknown[]) => {
    response.setHeader("ETag", entry.etag);
    appendVary(response, "Accept-Encoding");
    if (fresh(request.headers, { etag: entry.etag })) {
      response.statusCode = 304;
      response.removeHeader("Content-Type");
      response.removeHeader("Content-Length");
      return end(...rest);
    }
    if (!acceptsGzip(request.headers["accept-encoding"]) || isNoTransform(response)) {
      response.setHeader("Content-Length", entry.bytes.length);
      return end(entry.bytes, ...rest);
    }
    const gzip = memo.gzip(entry);
    // The middleware leaves a body that is already encoded alone.
    response.setHeader("Content-Encoding", "gzip");
    response.setHeader("Content-Length", gzip.length);
    return end(gzip, ...rest);
  };
  let held: Buffer[] | null = null;
  const holdsTagged = () => (held ??= isTaggedBody(request, response) ? [] : null) !== null;
  response.flushHeaders = () => void (holdsTagged() || flushHeaders());
  response.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (!holdsTagged() || chunk === undefined || chunk === null) return write(chunk, ...rest);
    held!.push(toBuffer(chunk, typeof rest[0] === "string" ? (rest[0] as BufferEncoding) : "utf8"));
    const callback = rest.find((arg) => typeof arg === "function") as (() => void) | undefined;
    if (callback) process.nextTick(callback);
    return true;
  }) as ServerResponse["write"];
  response.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (holdsTagged()) {
      if (typeof chunk === "function") [chunk, rest] = [undefined, [chunk]];
      if (chunk !== undefined && chunk !== null) held!.push(toBuffer(chunk, "utf8"));
      if (typeof rest[0] === "string") rest = rest.slice(1); // the encoding of a string chunk, used above
      const chunks = held!;
      return sendEntry(
        memo.tagged(String(response.getHeader("ETag")), () => Buffer.concat(chunks)),
        rest,
      );
    }
    if (!isCachedBody(request, response, chunk)) return end(chunk, ...rest);
    return sendEntry(memo.get(chunk), rest);
  }) as ServerResponse["end"];
}

/** A 200 from a route handler that set its own ETag, before any of it was written. */
function isTaggedBody(request: IncomingMessage, response: ServerResponse): boolean {
  if (request.method !== "GET" || response.statusCode !== 200 || response.headersSent) return false;
  if (!response.hasHeader("ETag") || response.hasHeader("Content-Encoding")) return false;
  return encodable.test(String(response.getHeader("Content-Type") ?? ""));
}

function isCachedBody(request: IncomingMessage, response: ServerResponse, chunk: unknown): chunk is string {
  if (typeof chunk !== "string" || chunk.length < smallestBody) return false;
  if (request.method !== "GET" || response.statusCode !== 200 || response.headersSent) return false;
  if (response.hasHeader("ETag") || response.hasHeader("Content-Encoding")) return false;
  return encodable.test(String(response.getHeader("Content-Type") ?? ""));
}

function isNoTransform(response: ServerResponse): boolean {
  return /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(String(response.getHeader("Cache-Control") ?? ""));
}

function appendVary(response: ServerResponse, field: string): void {
  const vary = String(response.getHeader("Vary") ?? "");
  if (vary.split(",").some((each) => each.trim().toLowerCase() === field.toLowerCase())) return;
  response.setHeader("Vary", vary ? `${vary}, ${field}` : field);
}

function toBuffer(chunk: unknown, encoding: BufferEncoding): Buffer {
  return typeof chunk === "string" ? Buffer.from(chunk, encoding) : Buffer.from(chunk as Uint8Array);
}

function noop(): void {}
