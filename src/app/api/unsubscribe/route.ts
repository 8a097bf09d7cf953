import { AppError } from "@/server/errors";
import { seeOther, withRoute } from "@/server/http/with-route";
import { commentMailScopeLabels } from "@/server/comments/comment-mail-preferences";
import { unsubscribeByToken } from "@/server/newsletter/unsubscribe-member";

const pagePath = (token: string, done = false) => `/unsubscribe?token=${encodeURIComponent(token)}${done ? "&done=1" : ""}`;

/**
 * The List-Unsubscribe address. POST unsubscribes without a session, the signed token being
 * the authority: a mail client's RFC 8058 one-click (`List-Unsubscribe=One-Click`, sent from
 * anywhere, hence cross-site allowed) gets JSON; the confirmation page's button (`confirm=yes`)
 * gets a 303 back to the page. GET only leads to that page: link scanners fetch every URL in
 * a mail and must not unsubscribe anyone.
 */
export const POST = withRoute({ crossSite: "allow", read: "text", limit: 4096 }, async ({ request, body }) => {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const fromPage = new URLSearchParams(String(body)).get("confirm") === "yes";
  const target = await unsubscribeByToken(token);
  if (fromPage) return seeOther(pagePath(token, target.ok), request);
  if (!target.ok)
    throw new AppError("bad_request", "This unsubscribe link is not valid (forged, expired or for another site). Nothing was changed.");
  const unsubscribed =
    target.what === "posts"
      ? "new posts"
      : target.what === "search"
        ? `saved search “${target.searchName}”`
        : commentMailScopeLabels[target.what];
  return Response.json({ unsubscribed });
});

export const GET = withRoute({}, async ({ request }) => seeOther(pagePath(new URL(request.url).searchParams.get("token") ?? ""), request));
