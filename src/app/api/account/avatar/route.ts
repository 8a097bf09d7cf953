import { z } from "zod";
import { setAvatar } from "@/server/accounts/set-avatar";
import { withRoute } from "@/server/http/with-route";
import { maxUploadBytes, maxUploadMegabytes } from "@/server/uploads/uploads-dir";

const tooLarge = `The picture is larger than ${maxUploadMegabytes} MB. Export it smaller (or as JPEG) in a photo app and upload it again.`;
const body = z.object({ file: z.instanceof(File, { error: "Send the picture in a field named file." }) });
const noStore = { "Cache-Control": "private, no-store" };

/** POST multipart/form-data with `file`: the member's picture (resized to a square, metadata removed). */
export const POST = withRoute(
  // The form's boundaries and headers take a little more than the image itself.
  { role: "reader", body, read: "form", limit: maxUploadBytes + 64 * 1024, tooLargeMessage: tooLarge },
  async ({ session, body }) => {
    const image = await setAvatar({ userId: session!.user.id, bytes: new Uint8Array(await body.file.arrayBuffer()) });
    return Response.json({ image }, { status: 201, headers: noStore });
  },
);

/** DELETE: no picture (the initial of the name is shown). */
export const DELETE = withRoute({ role: "reader" }, async ({ session }) => {
  await setAvatar({ userId: session!.user.id, bytes: null });
  return Response.json({ image: null }, { headers: noStore });
});
