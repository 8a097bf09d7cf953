import { after } from "next/server";
import { z } from "zod";
import { acceptEvent } from "@/server/analytics/accept-event";
import { maxEventBodyBytes } from "@/server/analytics/event-payload";
import { describeClient } from "@/server/http/client-address";
import { withRoute } from "@/server/http/with-route";

// Plausible-compatible intake. No cookie is read or set; the write happens after the response.
export const POST = withRoute(
  {
    read: "text",
    body: z.string(),
    limit: maxEventBodyBytes,
    crossSite: "allow",
    tooLargeMessage: `The event body must be at most ${maxEventBodyBytes} bytes.`,
  },
  async ({ request, body }) => {
    const { work } = await acceptEvent(body, describeClient(request.headers));
    if (work) after(work);
    return new Response(null, { status: 202 });
  },
);

// A HEAD (link checkers, prefetchers) is never an event.
export function HEAD() {
  return new Response(null, { status: 204 });
}
