import "server-only";
import { getEnv } from "@/server/env";
import { maxEventBodyBytes } from "./event-payload";
import { forwardEvent } from "./forward-event";
import { getClientAddress, getClientCountry } from "./get-client-address";
import { isBotUserAgent } from "./is-bot-user-agent";
import { limitEventRate } from "./limit-event-rate";
import { parseEventPayload } from "./parse-event-payload";
import { readLimitedBody } from "./read-limited-body";
import { recordEvent } from "./record-event";

export type AcceptEventOptions = { now?: () => Date };
/** `work` is what to run after the response (store, forward); null when the event is dropped. */
export type AcceptedEvent = { work: (() => Promise<void>) | null };

/**
 * Everything the intake decides before answering — bot, flood, size, shape — without
 * touching the database, so the answer is quick even when the database is down.
 * Throws AppError for the client's mistakes (400, 413, 429).
 */
export async function acceptEvent(request: Request, { now = () => new Date() }: AcceptEventOptions = {}): Promise<AcceptedEvent> {
  const userAgent = request.headers.get("user-agent");
  // Bots get the same 202 as people: nothing to learn from probing the endpoint.
  if (isBotUserAgent(userAgent) || !userAgent) return { work: null };

  const env = getEnv();
  const address = getClientAddress(request.headers, env);
  await limitEventRate(address);

  const payload = parseEventPayload(await readLimitedBody(request, maxEventBodyBytes));
  const country = getClientCountry(request.headers, env);
  const receivedAt = now();
  const forwardUrl = env.ANALYTICS_FORWARD_URL;

  return {
    work: async () => {
      await Promise.all([
        recordEvent(payload, { userAgent, address, country, now: receivedAt }),
        forwardUrl ? forwardEvent(payload, { url: forwardUrl, userAgent, address }) : undefined,
      ]);
    },
  };
}
