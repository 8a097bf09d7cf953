import { z } from "zod";
import { sessionCookieNames } from "@/lib/auth-gate";
import { giftQueryParam } from "@/lib/gift-link";
import { postBodyHeaders } from "@/server/http/post-body-headers";
import { withRoute } from "@/server/http/with-route";
import { readPostBody } from "@/server/posts/read-post-body";

const paramsSchema = z.object({ slug: z.string().min(1).max(200) });

/**
 * The full body of a gated post for the reader asking, or what their paywall card needs: the
 * page itself is cached and the same for everyone (it holds the preview only); its client
 * island asks here, passing on a `?gift=` token from the page's address. Decided on the server
 * from the session, the subscription and the gift link each time. The built server answers most
 * of these requests before Next.js, with the same rule and answer (http/serve-post-body-request.ts);
 * this route serves the rest (gift tokens, errors) and `npm run dev`.
 */
export const GET = withRoute<undefined, { slug: string }>({ role: "guest" }, async ({ request, session, params }) => {
  const { slug } = paramsSchema.parse(params);
  const cookies = request.headers.get("cookie") ?? "";
  const hasSessionCookie = sessionCookieNames.some((name) => cookies.includes(`${name}=`));
  // Any string: a malformed or oversized token is "invalid" (the preview and a message), never a 4xx.
  const gift = new URL(request.url).searchParams.get(giftQueryParam) ?? undefined;
  const answer = await readPostBody({ slug, session, hasSessionCookie, gift });
  return Response.json(answer, { headers: postBodyHeaders });
});
