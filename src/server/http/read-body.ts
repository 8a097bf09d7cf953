import "server-only";
import { AppError } from "@/server/errors";

/**
 * How a route reads its body: `json` parses the text whatever the content type (the Algolia
 * client sends JSON as form-urlencoded to avoid a preflight); `form` is urlencoded or
 * multipart; `form-or-json` follows the content type (HTML forms and scripts alike).
 */
export type BodyKind = "text" | "json" | "form" | "form-or-json";

type FormFields = Record<string, FormDataEntryValue>;
export type ReadBody =
  { kind: "text"; value: string } | { kind: "json"; value: unknown } | { kind: "form"; value: FormFields; form: FormData };

const defaultBodyLimit = 64 * 1024;

/**
 * The one body reader: refuses more than `limit` bytes (Content-Length first, since it is
 * cheap, then the bytes actually read, since the header can lie or be absent).
 */
export async function readBody(request: Request, kind: BodyKind, limit = defaultBodyLimit, tooLargeMessage?: string): Promise<ReadBody> {
  const type = request.headers.get("content-type") ?? "";
  const isForm = type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data");
  if (kind === "form-or-json" && !isForm && !type.includes("application/json"))
    throw new AppError("bad_request", "Send a form or JSON body.");
  const bytes = await readLimitedBytes(request, limit, tooLargeMessage ?? bodyLimitMessage(limit));

  if (kind === "form" || (kind === "form-or-json" && isForm)) {
    const form = await new Response(bytes, { headers: { "content-type": type } }).formData().catch(() => {
      throw new AppError("bad_request", "The body must be a form (urlencoded or multipart).");
    });
    return { kind: "form", value: Object.fromEntries(form.entries()), form };
  }
  const text = new TextDecoder().decode(bytes);
  if (kind === "text") return { kind: "text", value: text };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AppError("bad_request", "The body is not valid JSON.");
  }
  if (kind === "form-or-json" && (!value || typeof value !== "object"))
    throw new AppError("bad_request", "The body must be a JSON object.");
  return { kind: "json", value };
}

/** What a client is told when its body is over the limit (the search fast path reads bodies itself and says the same). */
export function bodyLimitMessage(limit: number): string {
  return `The request body must be at most ${limit} bytes.`;
}

async function readLimitedBytes(request: Request, limit: number, tooLargeMessage: string): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (Number.isFinite(declared) && declared > limit) throw new AppError("payload_too_large", tooLargeMessage);
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw new AppError("payload_too_large", tooLargeMessage);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
