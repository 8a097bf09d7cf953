import { after } from "next/server";
import { acceptEvent } from "@/server/analytics/accept-event";
import { toErrorResponse } from "@/server/errors";

// Plausible-compatible intake. No cookie is read or set; the write happens after the response.
export async function POST(request: Request) {
  try {
    const { work } = await acceptEvent(request);
    if (work) after(work);
    return new Response(null, { status: 202 });
  } catch (error) {
    return toErrorResponse(error);
  }
}

// A HEAD (link checkers, prefetchers) is never an event.
export function HEAD() {
  return new Response(null, { status: 204 });
}
