import { readAttribution } from "@/server/attribution/read-attribution";
import { withRoute } from "@/server/http/with-route";
import { getLatestSubscriptionRequest } from "@/server/membership/list-subscription-requests";
import { requestSubscription } from "@/server/membership/request-subscription";
import { subscriptionRequestSchema } from "@/server/membership/subscription-request-input";

const noStore = { "Cache-Control": "private, no-store" };

/** The signed-in reader's latest request (the pricing page's form shows it: the page itself is cached). */
export const GET = withRoute({ role: "reader" }, async ({ session }) =>
  Response.json({ request: await getLatestSubscriptionRequest(session!.user.id) }, { headers: noStore }),
);

/** "Request a subscription" (#27): a site without Stripe; the editors are mailed. */
export const POST = withRoute(
  { role: "reader", body: subscriptionRequestSchema, read: "form-or-json", limit: 12 * 1024 },
  async ({ session, body }) => {
    const attribution = await readAttribution(body.attribution);
    await requestSubscription({ userId: session!.user.id, input: body, attribution });
    return Response.json(
      { request: await getLatestSubscriptionRequest(session!.user.id), message: "Request sent. The editors will answer by email." },
      { status: 201, headers: noStore },
    );
  },
);
