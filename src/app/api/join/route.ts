import { z } from "zod";
import { requestJoinLink } from "@/server/http/join-endpoint";
import { seeOther, withRoute } from "@/server/http/with-route";

/** `attribution`: the browser's trail (#27), checked by readAttribution — a bad one is dropped, the join goes on. */
const joinBody = z.object({ email: z.unknown(), next: z.unknown().optional(), attribution: z.unknown().optional() });

/** What the box says after a join, whether or not the address had an account. */
const sentMessage = "Almost there: check your inbox and press the button in the mail to confirm your subscription.";

/**
 * The email boxes' POST (home, end of a post, footer; #27). From a script the answer is JSON;
 * from an HTML form without JavaScript, a 303 to /join, which says the same (or shows the error).
 */
export const POST = withRoute({ read: "form-or-json", body: joinBody, formErrorsTo: "/join" }, async ({ request, body, isForm }) => {
  await requestJoinLink({ request, email: body.email, next: body.next, attribution: body.attribution });
  if (isForm) return seeOther("/join?sent=1", request);
  return Response.json({ ok: true, message: sentMessage }, { headers: { "Cache-Control": "no-store" } });
});
