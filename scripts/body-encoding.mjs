// Sends the pages Next.js serves from its route cache without re-encoding them per request.
// Next.js hands a cached page to `response.end()` as one string, the same string on every hit,
// and on every hit it hashed it for the ETag, encoded it to UTF-8 while writing it, and gzipped
// it for browsers; for a 68 kB post page that was most of a cached request's CPU (measured in
// the #12 note: 0.85 ms per plain hit, 1.8 ms with gzip). Here each such string is encoded once:
// its bytes, ETag and gzip are kept in a small memo keyed by the string itself, so a changed
// page (a new string) can never get an old encoding. Next.js still routes, checks freshness and
// sets every header; next.config.ts turns off its per-request ETag and compression, and
// compression for everything else (streamed pages, route handlers) is installed here instead,
// the same middleware Next.js uses.
import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import { gzipSync } from "node:zlib";

const require = createRequire(import.meta.url);
const compression = require("next/dist/compiled/compression");
const fresh = require("next/dist/compiled/fresh");

const compress = compression();
const smallestBody = 1024; // the compression middleware's own threshold
const memoBytes = 16 * 1024 * 1024;
const encodable = /^(text\/|application\/(json|xml|[a-z.+-]+\+xml))/;

/**
 * A bounded memo: body string → { bytes, etag, gzip }, least recently used dropped first. The
 * ETag is weak: the gzip and the plain bytes are two encodings of one page.
 */
export function createBodyMemo(maxBytes = memoBytes) {
  const entries = new Map();
  let size = 0;
  function remember(key, create) {
    let entry = entries.get(key);
    if (entry) {
      entries.delete(key); // re-inserted below: most recently used last
    } else {
      entry = create();
      size += entry.size;
    }
    entries.set(key, entry);
    evictBeyond(maxBytes);
    return entry;
  }
  // Least recently used first; the entry just used (last) stays even when it alone is too big.
  function evictBeyond(limit) {
    while (size > limit && entries.size > 1) {
      const [oldest, dropped] = entries.entries().next().value;
      entries.delete(oldest);
      size -= dropped.size;
    }
  }
  return {
    get(body) {
      return remember(body, () => {
        const bytes = Buffer.from(body, "utf8");
        const etag = `W/"${createHash("sha1").update(bytes).digest("base64url")}"`;
        return { key: body, bytes, etag, gzip: undefined, size: body.length * 2 + bytes.length };
      });
    },
    /**
     * A body sent with the ETag its route handler computed from it (a feed or sitemap from the
     * route cache, whose body Next.js streams as bytes): the ETag stands for the bytes, so it is
     * the key. Keys shorter than `smallestBody` cannot be mistaken for a page's body.
     */
    tagged(etag, makeBytes) {
      const key = `etag:${etag}`;
      return remember(key, () => {
        const bytes = makeBytes();
        return { key, bytes, etag, gzip: undefined, size: bytes.length };
      });
    },
    gzip(entry) {
      if (!entry.gzip) {
        entry.gzip = gzipSync(entry.bytes);
        entry.size += entry.gzip.length;
        // Counted only while the entry is still held (it may have been dropped since it was sent).
        if (entries.get(entry.key) === entry) {
          size += entry.gzip.length;
          entries.delete(entry.key); // just used: most recent
          entries.set(entry.key, entry);
          evictBeyond(maxBytes);
        }
      }
      return entry.gzip;
    },
    get size() {
      return size;
    },
  };
}

const memo = createBodyMemo();

/** Whether the client takes gzip (the middleware's choice too: it prefers gzip to deflate). */
export function acceptsGzip(header) {
  if (!header) return false;
  return header.split(",").some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(";");
    if (coding !== "gzip" && coding !== "*") return false;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    return !q || Number(q.slice(2)) > 0;
  });
}

/** Installs compression and the encoded-body path on one request's response (call first). */
export function encodeResponseBodies(request, response) {
  compress(request, response, () => {});
  // As Next.js does: a client gone before the end leaves the zlib stream open otherwise.
  response.once("close", () => {
    if (response.writableFinished) return;
    const stream = response.on("drain", noop);
    if (stream !== response && typeof stream?.destroy === "function") stream.destroy();
    else response.off("drain", noop);
  });
  const { end, write, flushHeaders } = response;
  const sendEntry = (self, entry, rest) => {
    response.setHeader("ETag", entry.etag);
    appendVary(response, "Accept-Encoding");
    if (fresh(request.headers, { etag: entry.etag })) {
      response.statusCode = 304;
      response.removeHeader("Content-Type");
      response.removeHeader("Content-Length");
      return end.call(self, ...rest);
    }
    if (!acceptsGzip(request.headers["accept-encoding"]) || isNoTransform(response)) {
      response.setHeader("Content-Length", entry.bytes.length);
      return end.call(self, entry.bytes, ...rest);
    }
    const gzip = memo.gzip(entry);
    // The middleware leaves an already encoded body alone.
    response.setHeader("Content-Encoding", "gzip");
    response.setHeader("Content-Length", gzip.length);
    return end.call(self, gzip, ...rest);
  };
  // A route handler's response from the route cache (feeds, sitemap) comes as a stream of
  // bytes that already carries the ETag the handler hashed from it: its chunks are held back
  // (headers too, which Next.js flushes before the first chunk) and sent as one encoded body,
  // or as 304 when the client has that ETag.
  let chunks = null;
  response.flushHeaders = function flushUnlessTagged() {
    if (chunks === null && isTaggedBody(request, response)) chunks = [];
    if (chunks === null) return flushHeaders.call(this);
  };
  response.write = function writeTagged(chunk, ...rest) {
    if (chunks === null && isTaggedBody(request, response)) chunks = [];
    if (chunks === null || chunk === undefined || chunk === null) return write.call(this, chunk, ...rest);
    chunks.push(typeof chunk === "string" ? Buffer.from(chunk, typeof rest[0] === "string" ? rest[0] : "utf8") : chunk);
    const callback = rest.find((arg) => typeof arg === "function");
    if (callback) process.nextTick(callback);
    return true;
  };
  response.end = function endWithEncodedBody(chunk, ...rest) {
    if (chunks === null && isTaggedBody(request, response)) chunks = [];
    if (chunks !== null) {
      if (typeof chunk === "function") [chunk, rest] = [undefined, [chunk]];
      if (chunk !== undefined && chunk !== null) chunks.push(typeof chunk === "string" ? Buffer.from(chunk, "utf8") : chunk);
      if (typeof rest[0] === "string") rest = rest.slice(1); // the encoding of a string chunk, used above
      const held = chunks;
      const etag = String(response.getHeader("ETag"));
      return sendEntry(
        this,
        memo.tagged(etag, () => Buffer.concat(held)),
        rest,
      );
    }
    if (!isCachedBody(request, response, chunk)) return end.call(this, chunk, ...rest);
    return sendEntry(this, memo.get(chunk), rest);
  };
}

/** A 200 from a route handler that set its own ETag, before any of it was written. */
function isTaggedBody(request, response) {
  if (request.method !== "GET" || response.statusCode !== 200 || response.headersSent) return false;
  if (!response.hasHeader("ETag") || response.hasHeader("Content-Encoding")) return false;
  return encodable.test(String(response.getHeader("Content-Type") ?? ""));
}

function isCachedBody(request, response, chunk) {
  if (typeof chunk !== "string" || chunk.length < smallestBody) return false;
  if (request.method !== "GET" || response.statusCode !== 200 || response.headersSent) return false;
  if (response.hasHeader("ETag") || response.hasHeader("Content-Encoding")) return false;
  return encodable.test(String(response.getHeader("Content-Type") ?? ""));
}

function isNoTransform(response) {
  return /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(String(response.getHeader("Cache-Control") ?? ""));
}

function appendVary(response, field) {
  const vary = String(response.getHeader("Vary") ?? "");
  if (vary.split(",").some((each) => each.trim().toLowerCase() === field.toLowerCase())) return;
  response.setHeader("Vary", vary ? `${vary}, ${field}` : field);
}

function noop() {}
