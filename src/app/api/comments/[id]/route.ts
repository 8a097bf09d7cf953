import { z } from "zod";
import { revalidateComments } from "@/server/comments/comment-cache";
import { deleteOwnComment } from "@/server/comments/delete-own-comment";
import { editComment } from "@/server/comments/edit-comment";
import { withRoute } from "@/server/http/with-route";

const edit = z.object({ body: z.string({ error: "Write a comment." }) });
const noStore = { "Cache-Control": "no-store" };

/** Edits one's own comment within 15 minutes of posting it. */
export const PATCH = withRoute<typeof edit, { id: string }>({ role: "reader", body: edit }, async ({ params, body, session }) => {
  const edited = await editComment({ commentId: params.id, member: { userId: session!.user.id, role: session!.role }, body: body.body });
  if (edited.isShown) revalidateComments(edited.slug);
  return Response.json({ body: edited.body, editedAt: edited.editedAt }, { headers: noStore });
});

/** Deletes one's own comment (a reply under it keeps its place under "deleted comment"). */
export const DELETE = withRoute<undefined, { id: string }>({ role: "reader" }, async ({ params, session }) => {
  const { slug } = await deleteOwnComment({ commentId: params.id, member: { userId: session!.user.id, role: session!.role } });
  revalidateComments(slug);
  return Response.json({ deleted: true }, { headers: noStore });
});
