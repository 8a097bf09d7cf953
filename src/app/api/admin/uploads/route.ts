import { AppError, toErrorResponse } from "@/server/errors";
import { requireRole } from "@/server/auth/session";
import { actorFromSession } from "@/server/admin/actor";
import { saveCoverImage } from "@/server/uploads/save-cover-image";
import { maxUploadBytes } from "@/server/uploads/uploads-dir";

/** POST multipart/form-data with `file`: a cover image for a post (editors and owners). */
export async function POST(request: Request) {
  try {
    const session = await requireRole("editor");
    // Refuse a declared oversize body before reading it; the bytes are checked again below.
    const declared = Number(request.headers.get("content-length") ?? "0");
    if (declared > maxUploadBytes + 64 * 1024) throw new AppError("payload_too_large", "The image is larger than 5 MB.");
    const form = await request.formData().catch(() => {
      throw new AppError("bad_request", "Send the image as multipart/form-data in a field named file.");
    });
    const file = form.get("file");
    if (!(file instanceof File)) throw new AppError("bad_request", "Send the image in a field named file.");
    if (file.size > maxUploadBytes) throw new AppError("payload_too_large", "The image is larger than 5 MB.");
    const saved = await saveCoverImage({ actor: actorFromSession(session), bytes: new Uint8Array(await file.arrayBuffer()) });
    return Response.json(saved, { status: 201 });
  } catch (error) {
    return toErrorResponse(error);
  }
}
