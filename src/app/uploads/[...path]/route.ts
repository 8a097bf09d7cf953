import { AppError } from "@/server/errors";
import { withRoute } from "@/server/http/with-route";
import { readUpload } from "@/server/uploads/read-upload";

/** Uploaded images. Names are generated and never reused, so they cache for a year. */
export const GET = withRoute<undefined, { path: string[] }>({}, async ({ params }) => {
  const file = await readUpload(params.path);
  if (!file) throw new AppError("not_found", "No such file.");
  return new Response(new Uint8Array(file.body), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.body.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
