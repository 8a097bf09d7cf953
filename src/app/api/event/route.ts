import { after } from "next/server";
import { z } from "zod";
import { acceptEvent } from "@/server/analytics/accept-event";
import { maxEventBodyBytes } from "@/server/analytics/event-payload";
import { describeClient } from "@/server/http/client-address";
import { withRoute } from "@/server/http/with-route";
import { readSessionToken } from "@/server/http/read-session-token";

// Plausible-compatible intake. No cookie is set; the session cookie, when the beacon carries one,
// only tells an editor's own views apart (not stored). The write happens after the response.
export const POST = withRoute(
  {
    read: "text",
    body: z.string(),
    limit: maxEventBodyBytes,
    crossSite: "allow",
    tooLargeMessage: `The event body must be at most ${maxEventBodyBytes} bytes.`,
  },
  async ({ request, body }) => {
    const { work } = await acceptEvent(body, { ...describeClient(request.headers), sessionToken: readSessionToken(request.headers) });
    if (work) after(work);
    return new Response(null, { status: 202 });
  },
);

// A HEAD (link checkers, prefetchers) is never an event.
export function HEAD() {
  return new Response(null, { status: 204 });
}
