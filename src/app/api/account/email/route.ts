import { z } from "zod";
import { requestEmailChange } from "@/server/accounts/request-email-change";
import { getEnv } from "@/server/env";
import { clientIp } from "@/server/http/client-ip";
import { withRoute } from "@/server/http/with-route";
import { siteOriginForHost } from "@/server/site-origin";

// The address itself is checked by the domain, exactly as the sign-in form's is (one strict address).
const body = z.object({ email: z.string({ error: "Enter your new email address." }) });

/** POST { email }: mails a confirmation link to the new address (202: the change waits for it). */
export const POST = withRoute({ role: "reader", body, read: "form-or-json", limit: 4 * 1024 }, async ({ request, session, body }) => {
  const env = getEnv();
  const { sentTo } = await requestEmailChange({
    userId: session!.user.id,
    newEmail: body.email,
    clientAddress: clientIp(request.headers, env.TRUST_PROXY),
    origin: siteOriginForHost(env, request.headers.get("host")),
  });
  return Response.json(
    { sentTo, message: `We sent a link to ${sentTo}. Open it to finish; until then you sign in with your current address.` },
    { status: 202, headers: { "Cache-Control": "private, no-store" } },
  );
});
