import { z } from "zod";
import { siteImageKinds } from "@/lib/design/site-images";
import { AppError } from "@/server/errors";
import { withRoute } from "@/server/http/with-route";
import { revalidateSiteSettings } from "@/server/settings/read-site-settings";
import { setSiteImage } from "@/server/settings/set-site-image";
import { saveCoverImage } from "@/server/uploads/save-cover-image";
import { maxUploadBytes, maxUploadMegabytes } from "@/server/uploads/uploads-dir";

const tooLarge = `The image is larger than ${maxUploadMegabytes} MB. Export it smaller (or as JPEG) in a photo app and upload it again.`;
const purposeSchema = z.enum(["cover", ...siteImageKinds], { error: "purpose: cover, logo or icon." });

/**
 * POST multipart/form-data with `file` and `purpose`: a post's cover image (editors and
 * owners; the default), or the site's logo or icon (owners: stored, made the site's and shown
 * on every page at once).
 */
export const POST = withRoute(
  // The form's boundaries and headers take a little more than the image itself.
  { role: "editor", read: "form", limit: maxUploadBytes + 64 * 1024, tooLargeMessage: tooLarge },
  async ({ form, actor }) => {
    const purpose = purposeSchema.parse(form?.get("purpose") ?? "cover");
    const file = form?.get("file");
    if (!(file instanceof File)) throw new AppError("bad_request", "Send the image in a field named file.");
    if (file.size > maxUploadBytes) throw new AppError("payload_too_large", tooLarge);
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (purpose === "cover") return Response.json(await saveCoverImage({ actor: actor!, bytes }), { status: 201 });
    const saved = await setSiteImage({ actor: actor!, kind: purpose, bytes });
    revalidateSiteSettings();
    return Response.json(saved, { status: 201 });
  },
);
