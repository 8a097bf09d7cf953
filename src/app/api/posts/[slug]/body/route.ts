import { z } from "zod";
import { sessionCookieNames } from "@/lib/auth-gate";
import { withRoute } from "@/server/http/with-route";
import { readPostBody } from "@/server/posts/read-post-body";

const paramsSchema = z.object({ slug: z.string().min(1).max(200) });

/** Private to one reader, whatever a proxy or CDN in between is configured to keep. */
const privateHeaders = { "cache-control": "private, no-store", "x-robots-tag": "noindex" };

/**
 * The full body of a gated post for the reader asking, or what their paywall card needs: the
 * page itself is cached and the same for everyone (it holds the preview only); its client
 * island asks here. Decided on the server from the session and the subscription each time.
 */
export const GET = withRoute<undefined, { slug: string }>({ role: "guest" }, async ({ request, session, params }) => {
  const { slug } = paramsSchema.parse(params);
  const cookies = request.headers.get("cookie") ?? "";
  const hasSessionCookie = sessionCookieNames.some((name) => cookies.includes(`${name}=`));
  const answer = await readPostBody({ slug, session, hasSessionCookie });
  return Response.json(answer, { headers: privateHeaders });
});
