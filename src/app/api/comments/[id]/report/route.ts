import { z } from "zod";
import { reportComment } from "@/server/comments/report-comment";
import { withRoute } from "@/server/http/with-route";

const report = z.object({ reason: z.string({ error: "Say why you report this comment." }) });

/** Reports someone else's comment to the editors, with a reason (once per comment). */
export const POST = withRoute<typeof report, { id: string }>({ role: "reader", body: report }, async ({ params, body, session }) => {
  await reportComment({ commentId: params.id, member: { userId: session!.user.id, role: session!.role }, reason: body.reason });
  return Response.json({ reported: true }, { status: 201, headers: { "Cache-Control": "no-store" } });
});
