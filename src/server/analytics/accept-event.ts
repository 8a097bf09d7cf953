import "server-only";
import { getEnv } from "@/server/env";
import { AppError } from "@/server/errors";
import { isSiteHostname } from "@/server/site-origin";
import { forwardEvent } from "./forward-event";
import { isBotUserAgent } from "./is-bot-user-agent";
import { limitEventRate } from "./limit-event-rate";
import { parseEventPayload } from "./parse-event-payload";
import { recordEvent } from "./record-event";
import { isUncountedPath } from "@/lib/analytics-events";
import { canEdit } from "@/server/auth/permissions";
import { roleOfSessionToken } from "@/server/auth/role-of-session-token";

/** An editor's or owner's session: their browsing is not their readers'. A failed lookup counts the event (it runs after the response). */
async function isEditorSession(token: string): Promise<boolean> {
  const role = await roleOfSessionToken(token).catch(() => null);
  return canEdit(role ? { role } : null);
}

/**
 * Who sent the event: the edge reads it from the request (`describeClient`), and the session
 * cookie when the browser sent one (a beacon carries the site's cookies): an editor's own views
 * are not readers' (#27).
 */
export type EventClient = { userAgent: string | null; address: string; country: string | null; sessionToken?: string | null };
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
  const page = new URL(payload.u);
  // Another site's pages (a copied tracker, forged traffic) are not ours to count.
  if (!isSiteHostname(getEnv(), page.hostname)) throw new AppError("bad_request", "The event's page is not on this site.");
  // The admin, the account page and the dev mailbox are not reading (the tracker does not send them either).
  if (isUncountedPath(page.pathname)) return { work: null };
  const sessionToken = client.sessionToken;
  const receivedAt = now();
  const forwardUrl = getEnv().ANALYTICS_FORWARD_URL;

  return {
    work: async () => {
      if (sessionToken && (await isEditorSession(sessionToken))) return;
      await Promise.all([
        recordEvent(payload, { userAgent, address, country, now: receivedAt }),
        forwardUrl ? forwardEvent(payload, { url: forwardUrl, userAgent, address }) : undefined,
      ]);
    },
  };
}
