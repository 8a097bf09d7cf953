import "server-only";
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { AppError } from "@/server/errors";

/**
 * A large upload (an export file) streamed to a temporary file instead of memory: refused
 * with 413 when its Content-Length says it is over `limit`, and again when the bytes read pass
 * it (the header can lie or be absent). The caller removes the folder with `dispose()`.
 */
export async function saveRequestBody(
  body: WebReadableStream<Uint8Array> | ReadableStream<Uint8Array> | null,
  contentLength: string | null,
  limit: number,
  tooLargeMessage: string,
): Promise<{ path: string; size: number; dispose: () => Promise<void> }> {
  if (Number(contentLength ?? 0) > limit) throw new AppError("payload_too_large", tooLargeMessage);
  if (!body) throw new AppError("bad_request", "Send the file as the request body.");
  const folder = await mkdtemp(path.join(tmpdir(), "gw-upload-"));
  const file = path.join(folder, "upload");
  const dispose = () => rm(folder, { recursive: true, force: true });
  let size = 0;
  const count = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      done(size > limit ? new AppError("payload_too_large", tooLargeMessage) : null, chunk);
    },
  });
  try {
    await pipeline(Readable.fromWeb(body as WebReadableStream<Uint8Array>), count, createWriteStream(file));
  } catch (error) {
    await dispose();
    if (error instanceof AppError) throw error;
    throw new AppError("bad_request", "The upload broke off before the end.");
  }
  if (size === 0) {
    await dispose();
    throw new AppError("bad_request", "The file is empty.");
  }
  return { path: file, size, dispose };
}
