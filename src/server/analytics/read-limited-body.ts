import { AppError } from "@/server/errors";

/**
 * Reads a request body as text, refusing more than `limit` bytes. Content-Length is
 * checked first (cheap), then the bytes actually read, since the header can lie or be absent.
 */
export async function readLimitedBody(request: Request, limit: number): Promise<string> {
  const tooLarge = () => new AppError("payload_too_large", `The event body must be at most ${limit} bytes.`);
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  if (!request.body) return "";

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}
