import { z } from "zod";
import { sessionCookieNames } from "@/lib/auth-gate";
import { giftQueryParam } from "@/lib/gift-link";
import { withRoute } from "@/server/http/with-route";
import { readPostBody } from "@/server/posts/read-post-body";

const paramsSchema = z.object({ slug: z.string().min(1).max(200) });

/**
 * Private to one reader, whatever a proxy or CDN in between is configured to keep, and never
 * indexed as a document of its own (a gift view's body comes from here).
 */
const privateHeaders = { "cache-control": "private, no-store", "x-robots-tag": "noindex" };

/**
 * The full body of a gated post for the reader asking, or what their paywall card needs: the
 * page itself is cached and the same for everyone (it holds the preview only); its client
 * island asks here, passing on a `?gift=` token from the page's address. Decided on the server
 * from the session, the subscription and the gift link each time.
 */
export const GET = withRoute<undefined, { slug: string }>({ role: "guest" }, async ({ request, session, params }) => {
  const { slug } = paramsSchema.parse(params);
  const cookies = request.headers.get("cookie") ?? "";
  const hasSessionCookie = sessionCookieNames.some((name) => cookies.includes(`${name}=`));
  // Any string: a malformed or oversized token is "invalid" (the preview and a message), never a 4xx.
  const gift = new URL(request.url).searchParams.get(giftQueryParam) ?? undefined;
  const answer = await readPostBody({ slug, session, hasSessionCookie, gift });
  return Response.json(answer, { headers: privateHeaders });
});
