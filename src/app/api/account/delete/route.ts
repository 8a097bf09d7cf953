import { z } from "zod";
import { sessionCookieNames } from "@/lib/auth-gate";
import { deleteAccount } from "@/server/account-data/delete-account";
import { revalidateComments } from "@/server/comments/comment-cache";
import { withRoute } from "@/server/http/with-route";

const body = z.object({ confirmEmail: z.string().max(320) });

/**
 * "Delete my account" (same-site only, like every form): the member confirms with their address;
 * a Stripe subscription is canceled first (503 and nothing deleted when Stripe fails). The answer
 * clears the session cookie; the sessions themselves are gone with the account.
 */
export const POST = withRoute({ role: "reader", body, read: "form-or-json", limit: 4 * 1024 }, async ({ session, body }) => {
  const deleted = await deleteAccount({ userId: session!.user.id, confirmEmail: body.confirmEmail });
  for (const slug of deleted.commentPostSlugs) revalidateComments(slug);
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  for (const name of sessionCookieNames) {
    headers.append("Set-Cookie", `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${name.startsWith("__Secure-") ? "; Secure" : ""}`);
  }
  return Response.json(
    { deleted: true, canceledStripeSubscriptions: deleted.canceledStripeSubscriptions.length, message: "Your account is deleted." },
    { headers },
  );
});
