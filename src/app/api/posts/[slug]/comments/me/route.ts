import { z } from "zod";
import { getMyCommentState } from "@/server/comments/get-my-comment-state";
import { withRoute } from "@/server/http/with-route";

const paramsSchema = z.object({ slug: z.string().min(1).max(200) });

/** One member's own state on a post's comments (may they comment, what they liked, what they may edit): private, small. */
export const GET = withRoute<undefined, { slug: string }>({ role: "reader" }, async ({ params, session }) => {
  const { slug } = paramsSchema.parse(params);
  const state = await getMyCommentState({ slug, member: { userId: session!.user.id, role: session!.role } });
  return Response.json(state, { headers: { "Cache-Control": "private, no-store" } });
});
