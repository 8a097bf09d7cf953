import { z } from "zod";
import { giftQueryParam } from "@/lib/gift-link";
import { getSession } from "@/server/auth/session";
import { answerCommentThread } from "@/server/comments/answer-comment-thread";
import { revalidateComments } from "@/server/comments/comment-cache";
import { createComment } from "@/server/comments/create-comment";
import { withRoute } from "@/server/http/with-route";

const paramsSchema = z.object({ slug: z.string().min(1).max(200) });

/**
 * A post's comments for everyone who may read the post. A public post's answer is the same for
 * all and may be kept by any cache, asked again each time (`no-cache`, answered 304 by its
 * ETag): a new comment shows within a request. A gated post's answer is given only after the
 * reader's entitlement check and is private.
 */
export const GET = withRoute<undefined, { slug: string }>({}, async ({ request, params }) => {
  const { slug } = paramsSchema.parse(params);
  const gift = new URL(request.url).searchParams.get(giftQueryParam)?.slice(0, 2000);
  const answer = await answerCommentThread({
    slug,
    gift,
    reader: async () => {
      const session = await getSession();
      return session ? { userId: session.user.id, role: session.role } : null;
    },
  });
  return new Response(answer.json, {
    headers: {
      "Content-Type": "application/json",
      "Cache-Control": answer.isPublic ? "public, no-cache" : "private, no-store",
      ETag: `W/${answer.etag}`,
    },
  });
});

const newComment = z.object({
  body: z.string({ error: "Write a comment." }),
  parentId: z.string().min(1).max(100).nullish(),
});

/** A member's new comment or reply (same-site only, like every write); shown at once unless held for approval. */
export const POST = withRoute<typeof newComment, { slug: string }>(
  { role: "reader", body: newComment, limit: 64 * 1024 },
  async ({ params, body, session }) => {
    const { slug } = paramsSchema.parse(params);
    const posted = await createComment({
      slug,
      member: { userId: session!.user.id, role: session!.role },
      body: body.body,
      parentId: body.parentId,
    });
    if (!posted.isHeld) revalidateComments(slug);
    return Response.json(posted, { status: 201, headers: { "Cache-Control": "no-store" } });
  },
);
