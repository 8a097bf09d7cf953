import "server-only";
import { createHash } from "node:crypto";

/** A text document with the ETag of its body, hashed once when it is built and cached with it. */
export type TaggedText = { body: string; etag: string };

export function withEtag(body: string): TaggedText {
  return { body, etag: `"${createHash("sha1").update(body).digest("base64url")}"` };
}
