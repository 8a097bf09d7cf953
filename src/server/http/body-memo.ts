import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";

/**
 * A bounded memo of encoded response bodies: body → { bytes, etag, gzip }, least recently used
 * dropped first, so a page served from Next.js's route cache is turned into bytes, hashed for its
 * ETag and gzipped once, not on every request (encode-response.ts; docs/capacity.md has the
 * figures). Keyed by the body itself, so a changed page (a new string) can never get an old
 * encoding. The ETag is weak: the gzip and the plain bytes are two encodings of one page.
 */
export type EncodedBody = { key: string; bytes: Buffer; etag: string; gzip: Buffer | undefined; size: number };
export type BodyMemo = {
  get(body: string): EncodedBody;
  /** A body sent with the ETag its route handler computed from it: the ETag stands for the bytes. */
  tagged(etag: string, makeBytes: () => Buffer): EncodedBody;
  gzip(entry: EncodedBody): Buffer;
  readonly size: number;
};

const defaultMemoBytes = 16 * 1024 * 1024;

export function createBodyMemo(maxBytes = defaultMemoBytes): BodyMemo {
  const entries = new Map<string, EncodedBody>();
  let size = 0;
  const touch = (entry: EncodedBody) => {
    entries.delete(entry.key); // re-inserted: most recently used last
    entries.set(entry.key, entry);
    evictBeyond(maxBytes);
  };
  function remember(key: string, create: () => EncodedBody): EncodedBody {
    let entry = entries.get(key);
    if (!entry) {
      entry = create();
      size += entry.size;
    }
    touch(entry);
    return entry;
  }
  // Least recently used first; the entry just used (last) stays even when it alone is too big.
  function evictBeyond(limit: number) {
    for (const [oldest, dropped] of entries) {
      if (size <= limit || entries.size <= 1) return;
      entries.delete(oldest);
      size -= dropped.size;
    }
  }
  return {
    get: (body) =>
      remember(body, () => {
        const bytes = Buffer.from(body, "utf8");
        const etag = `W/"${createHash("sha1").update(bytes).digest("base64url")}"`;
        return { key: body, bytes, etag, gzip: undefined, size: body.length * 2 + bytes.length };
      }),
    // Keys shorter than the smallest memoized page cannot be mistaken for a page's body.
    tagged: (etag, makeBytes) =>
      remember(`etag:${etag}`, () => {
        const bytes = makeBytes();
        return { key: `etag:${etag}`, bytes, etag, gzip: undefined, size: bytes.length };
      }),
    gzip(entry) {
      if (entry.gzip) return entry.gzip;
      entry.gzip = gzipSync(entry.bytes);
      entry.size += entry.gzip.length;
      // Counted only while the entry is still held (it may have been dropped since it was sent).
      if (entries.get(entry.key) === entry) {
        size += entry.gzip.length;
        touch(entry);
      }
      return entry.gzip;
    },
    get size() {
      return size;
    },
  };
}

/** Whether the client takes gzip (the compression middleware's choice too: it prefers gzip to deflate). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(",").some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(";");
    if (coding !== "gzip" && coding !== "*") return false;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    return !q || Number(q.slice(2)) > 0;
  });
}
