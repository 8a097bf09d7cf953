import { z } from "zod";
import { confirmEmailChange } from "@/server/accounts/confirm-email-change";
import { confirmEmailChangePath } from "@/server/accounts/request-email-change";
import { withRoute, seeOther } from "@/server/http/with-route";

const body = z.object({
  token: z.string({ error: "The link has no token." }).min(1, "The link has no token.").max(256, "The link is not one of ours."),
});

/**
 * The confirmation page's button (no session needed: the token is the proof, as a sign-in link's
 * is). A form post lands back on the page, with the outcome or the error; JSON gets JSON.
 */
export const POST = withRoute(
  { body, read: "form-or-json", limit: 4 * 1024, formErrorsTo: confirmEmailChangePath },
  async ({ request, body, isForm }) => {
    const { email } = await confirmEmailChange(body.token);
    if (isForm) return seeOther(`${confirmEmailChangePath}?changed=1`, request);
    return Response.json({ email }, { headers: { "Cache-Control": "no-store" } });
  },
);
