import { readUpload } from "@/server/uploads/read-upload";

/** Uploaded images. Names are generated and never reused, so they cache for a year. */
export async function GET(_request: Request, context: { params: Promise<{ path: string[] }> }) {
  const { path } = await context.params;
  const file = await readUpload(path);
  if (!file) return Response.json({ error: { code: "not_found", message: "No such file." } }, { status: 404 });
  return new Response(new Uint8Array(file.body), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.body.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
