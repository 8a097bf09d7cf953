import { revalidateComments } from "@/server/comments/comment-cache";
import { likeComment, unlikeComment } from "@/server/comments/like-comment";
import { withRoute } from "@/server/http/with-route";

const noStore = { "Cache-Control": "no-store" };

/** Likes a comment, once (again: 409). */
export const POST = withRoute<undefined, { id: string }>({ role: "reader" }, async ({ params, session }) => {
  const { slug } = await likeComment({ commentId: params.id, member: { userId: session!.user.id, role: session!.role } });
  revalidateComments(slug);
  return Response.json({ liked: true }, { headers: noStore });
});

/** Takes the like back. */
export const DELETE = withRoute<undefined, { id: string }>({ role: "reader" }, async ({ params, session }) => {
  const { slug } = await unlikeComment({ commentId: params.id, member: { userId: session!.user.id, role: session!.role } });
  revalidateComments(slug);
  return Response.json({ liked: false }, { headers: noStore });
});
