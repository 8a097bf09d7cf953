import { AppError } from "@/server/errors";
import { withRoute } from "@/server/http/with-route";
import { saveCoverImage } from "@/server/uploads/save-cover-image";
import { maxUploadBytes, maxUploadMegabytes } from "@/server/uploads/uploads-dir";

const tooLarge = `The image is larger than ${maxUploadMegabytes} MB. Export it smaller (or as JPEG) in a photo app and upload it again.`;

/** POST multipart/form-data with `file`: a cover image for a post (editors and owners). */
export const POST = withRoute(
  // The form's boundaries and headers take a little more than the image itself.
  { role: "editor", read: "form", limit: maxUploadBytes + 64 * 1024, tooLargeMessage: tooLarge },
  async ({ form, actor }) => {
    const file = form?.get("file");
    if (!(file instanceof File)) throw new AppError("bad_request", "Send the image in a field named file.");
    if (file.size > maxUploadBytes) throw new AppError("payload_too_large", tooLarge);
    const saved = await saveCoverImage({ actor: actor!, bytes: new Uint8Array(await file.arrayBuffer()) });
    return Response.json(saved, { status: 201 });
  },
);
