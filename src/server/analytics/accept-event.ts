import "server-only";
import { getEnv } from "@/server/env";
import { AppError } from "@/server/errors";
import { isSiteHostname } from "@/server/site-origin";
import { forwardEvent } from "./forward-event";
import { isBotUserAgent } from "./is-bot-user-agent";
import { limitEventRate } from "./limit-event-rate";
import { parseEventPayload } from "./parse-event-payload";
import { recordEvent } from "./record-event";

/** Who sent the event: the edge reads it from the request (`describeClient`). */
export type EventClient = { userAgent: string | null; address: string; country: string | null };
export type AcceptEventOptions = { now?: () => Date };
/** `work` is what to run after the response (store, forward); null when the event is dropped. */
export type AcceptedEvent = { work: (() => Promise<void>) | null };

/**
 * Everything the intake decides before answering — bot, flood, shape — without touching
 * the database, so the answer is quick even when the database is down. `body` is the raw
 * text the edge read (size-limited to `maxEventBodyBytes`).
 * Throws AppError for the client's mistakes (400, 429).
 */
export async function acceptEvent(
  body: string,
  client: EventClient,
  { now = () => new Date() }: AcceptEventOptions = {},
): Promise<AcceptedEvent> {
  const { userAgent, address, country } = client;
  // Bots get the same 202 as people: nothing to learn from probing the endpoint.
  if (isBotUserAgent(userAgent) || !userAgent) return { work: null };

  await limitEventRate(address);
  const payload = parseEventPayload(body);
  // Another site's pages (a copied tracker, forged traffic) are not ours to count.
  if (!isSiteHostname(getEnv(), new URL(payload.u).hostname)) throw new AppError("bad_request", "The event's page is not on this site.");
  const receivedAt = now();
  const forwardUrl = getEnv().ANALYTICS_FORWARD_URL;

  return {
    work: async () => {
      await Promise.all([
        recordEvent(payload, { userAgent, address, country, now: receivedAt }),
        forwardUrl ? forwardEvent(payload, { url: forwardUrl, userAgent, address }) : undefined,
      ]);
    },
  };
}
